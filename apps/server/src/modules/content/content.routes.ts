import type { Handlers } from '../../http/contract-routes.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { ContentService } from './content.service.ts';

export function contentHandlers(content: ContentService): Pick<Handlers, 'announcements'> {
  return {
    announcements: ({ query, request }) => content.announcements(query, requestLanguage(request)),
  };
}
