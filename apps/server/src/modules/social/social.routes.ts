import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import { requestContext } from '../auth/auth.routes.ts';
import type { SocialService } from './social.service.ts';

/** The origin the browser used (behind trusted proxies: the forwarded one); PUBLIC_URL wins over it. */
const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function socialHandlers(
  social: SocialService,
): Pick<
  Handlers,
  | 'socialProviders'
  | 'socialStart'
  | 'socialCallback'
  | 'socialExchange'
  | 'adminListSocialProviders'
  | 'adminSetSocialProvider'
> {
  return {
    socialProviders: () => social.providers(),
    socialStart: ({ params, query, request }) =>
      social.start(params.provider, query.returnTo, origin(request), request.log),
    socialCallback: ({ params, query, request }) =>
      social.callback(params.provider, query, origin(request), request.log),
    socialExchange: ({ body, request }) => social.exchange(body.code, requestContext(request)),
    adminListSocialProviders: () => social.adminList(),
    adminSetSocialProvider: ({ params, body }) =>
      social.adminSet(params.key, {
        displayName: body.displayName,
        issuer: body.issuer,
        clientId: body.clientId,
        clientSecret: body.clientSecret,
        enabled: body.enabled,
        sort: body.sort,
      }),
  };
}
