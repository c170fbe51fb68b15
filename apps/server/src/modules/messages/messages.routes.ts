import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { MessagesService } from './messages.service.ts';

export function messagesHandlers(
  messages: MessagesService,
): Pick<Handlers, 'messagesList' | 'messagesUnread' | 'messagesMarkRead'> {
  return {
    messagesList: ({ session, query }) =>
      messages.list(requireSession(session).memberId, query.page, query.size, query.unread ?? false),
    messagesUnread: ({ session }) => messages.unread(requireSession(session).memberId),
    messagesMarkRead: ({ session, body }) => messages.markRead(requireSession(session).memberId, body),
  };
}
