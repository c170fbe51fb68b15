import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { MembersService } from './members.service.ts';

export function membersHandlers(members: MembersService): Pick<Handlers, 'memberInfo' | 'agentAffiliate'> {
  return {
    memberInfo: ({ session }) => members.info(requireSession(session).memberId),
    agentAffiliate: ({ query }) => members.affiliate(query.code, query.domain),
  };
}
