import { HEADER_TOKEN } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import type { RegistrationService } from './registration.service.ts';

export function requestContext(request: FastifyRequest): RequestContext {
  const token = request.headers[HEADER_TOKEN];
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    currentToken: typeof token === 'string' && token ? token : null,
  };
}

export function authHandlers(
  auth: AuthService,
  registration: RegistrationService,
): Pick<
  Handlers,
  'sessionPublicKey' | 'sessionLogin' | 'captcha' | 'memberRegister' | 'sessionLogout' | 'devCaptchaAnswer'
> {
  return {
    sessionPublicKey: async () => ({ ...(await auth.publicKey()), algorithm: 'RSA-OAEP-256+A256GCM' as const }),
    sessionLogin: ({ payload, request }) => auth.login(payload, requestContext(request)),
    captcha: () => auth.captcha(),
    memberRegister: ({ payload, request }) => registration.register(payload, requestContext(request)),
    sessionLogout: ({ session }) => auth.logout(requireSession(session)),
    devCaptchaAnswer: ({ query }) => auth.devCaptchaAnswer(query.captchaId),
  };
}
