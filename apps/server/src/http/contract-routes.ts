import { Readable } from 'node:stream';
import {
  API_PREFIX,
  envelopeSchema,
  errorEnvelopeSchema,
  HEADER_OPERATOR_KEY,
  HEADER_TOKEN,
  ok,
  type EncryptedBody,
  routes,
  type RouteDef,
  type RouteKey,
  type Routes,
  type ValueOf,
} from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import { operatorKeyMatches } from './operator-key.ts';
import type { SessionPrincipal } from './session.ts';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<R extends RouteDef> {
  query: Out<R['query']>;
  body: Out<R['body']>;
  /** The decrypted and validated body of an encrypted route. */
  payload: Out<R['payload']>;
  /** Validated path parameters. */
  params: Out<R['params']>;
  /** The signed-in member; always present on `session` routes (use requireSession). */
  session: SessionPrincipal | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<R extends RouteDef> = (ctx: HandlerContext<R>) => Promise<ValueOf<R>> | ValueOf<R>;

/** A handler for every route of the contract: a route without one fails the typecheck. */
export type Handlers = { [K in RouteKey]: Handler<Routes[K]> };

export interface RegistrarOptions {
  operatorKey: string;
  /** Register `development` routes (tests and local work; never in production). */
  devEndpoints: boolean;
  authenticate: (token: string | undefined) => Promise<SessionPrincipal | null>;
  decrypt: (body: EncryptedBody) => Promise<unknown>;
  /** Checks the proof-of-work field of `botCheck` routes (throws bot_check_failed). */
  botCheck: (field: string | undefined) => Promise<void>;
}

async function readPayload(def: RouteDef, body: unknown, decrypt: RegistrarOptions['decrypt']): Promise<unknown> {
  if (!def.payload) return undefined;
  const parsed = def.payload.safeParse(await decrypt(body as EncryptedBody));
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => ({
    field: ['body', ...i.path.map(String)].join('.'),
    rule: i.code,
    message: i.message,
  }));
  throw new AppError('validation_failed', `Invalid body: ${fields.map((f) => f.field).join(', ')}`, { fields });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body bytes as sent, on `rawBody` routes (for signature checks). */
    rawBody?: Buffer;
  }
}

/** A preParsing hook that keeps the body bytes (at most `limit`) and hands the parser a copy. */
function keepRawBody(limit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: AsyncIterable<Buffer | string>) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > limit) throw new AppError('payload_too_large', 'The body is too large');
      chunks.push(buf);
    }
    request.rawBody = Buffer.concat(chunks);
    return Readable.from([request.rawBody]);
  };
}

/** Registers every route of the contract table with its schemas, access check and handler. */
export function registerContractRoutes(app: FastifyInstance, handlers: Handlers, opts: RegistrarOptions): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const key of Object.keys(routes) as RouteKey[]) {
    const def = routes[key] as RouteDef;
    if (def.access === 'development' && !opts.devEndpoints) continue;
    const handler = handlers[key] as unknown as Handler<RouteDef>;
    typed.route({
      method: def.method,
      url: `${API_PREFIX}${def.path}`,
      ...(def.bodyLimit ? { bodyLimit: def.bodyLimit } : {}),
      schema: {
        operationId: def.id,
        summary: def.summary,
        tags: def.tags,
        ...(def.params ? { params: def.params } : {}),
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.body ? { body: def.body } : {}),
        ...(def.access === 'operator' ? { security: [{ operatorKey: [] }] } : {}),
        response: {
          ...(def.redirect ? {} : { 200: envelopeSchema(def.value) }),
          '4xx': errorEnvelopeSchema,
          '5xx': errorEnvelopeSchema,
        },
      },
      ...(def.rawBody ? { preParsing: keepRawBody(def.bodyLimit ?? 1_048_576) } : {}),
      onRequest: async (request) => {
        if (def.access === 'operator' && !operatorKeyMatches(request.headers[HEADER_OPERATOR_KEY], opts.operatorKey)) {
          throw new AppError('operator_key_invalid', 'A valid operator key is required');
        }
      },
      handler: async (request, reply) => {
        let session: SessionPrincipal | null = null;
        if (def.access === 'session') {
          const token = request.headers[HEADER_TOKEN];
          session = await opts.authenticate(typeof token === 'string' ? token : undefined);
          if (!session) throw new AppError('unauthorized', 'You are not logged in, please log in');
        }
        const payload = await readPayload(def, request.body, opts.decrypt);
        if (def.botCheck) {
          const source = (payload ?? request.body) as { altcha?: unknown } | undefined;
          await opts.botCheck(typeof source?.altcha === 'string' ? source.altcha : undefined);
        }
        const value = await handler({
          query: request.query as never,
          body: request.body as never,
          payload: payload as never,
          params: request.params as never,
          session,
          request,
          reply,
        });
        if (def.redirect) return reply.redirect((value as { location: string }).location, 302);
        // A handler that answered by itself (a picture, not an envelope) has already sent its reply.
        if (reply.sent) return reply;
        return ok(value);
      },
    });
  }
}
