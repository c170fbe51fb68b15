import type { z } from 'zod';
import { refuseControlCharacters } from './control-characters.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route. `public`: anyone; `session`: needs a valid session token header;
 * `operator`: needs the operator key header (admin API); `development`: registered only when
 * development endpoints are switched on (never in production), for tests and local work.
 */
export type RouteAccess = 'public' | 'session' | 'operator' | 'development';

export interface RouteDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  V extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  PA extends z.ZodType | undefined = z.ZodType | undefined,
> {
  /** Stable operation id, also the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** Path below the `/api` prefix, as in SPEC §7 (`/wps/system/status`). */
  path: string;
  access: RouteAccess;
  summary: string;
  tags: string[];
  query: Q;
  body: B;
  /** Schema of the envelope's `value` on success. */
  value: V;
  /** For encrypted bodies: the schema of the decrypted JSON (the body itself is an EncryptedBody). */
  payload: P;
  /** Path parameters (`:provider` in the path). */
  params: PA;
  /**
   * A browser navigation, not an API call: the handler returns `{ location }` and the server answers
   * 302 to it instead of an envelope (errors still answer the envelope).
   */
  redirect: boolean;
  /** A larger body limit than the server's default (bytes), e.g. for an uploaded picture. */
  bodyLimit?: number;
  /** Needs a solved proof-of-work bot check in the body's (or payload's) `altcha` field when BOTCHECK3 is on. */
  botCheck?: boolean;
  /** Keep the request's raw body bytes as `request.rawBody` (signed requests, e.g. the vendor wallet). */
  rawBody?: boolean;
  /** Dotted paths of body (or payload) strings that may hold tab and line breaks (see control-characters.ts). */
  multiline?: readonly string[];
}

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  V extends z.ZodType = z.ZodType,
  P extends z.ZodType | undefined = undefined,
  PA extends z.ZodType | undefined = undefined,
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  access?: RouteAccess;
  summary: string;
  tags: string[];
  query?: Q;
  body?: B;
  value: V;
  payload?: P;
  params?: PA;
  redirect?: boolean;
  bodyLimit?: number;
  botCheck?: boolean;
  rawBody?: boolean;
  multiline?: readonly string[];
}): RouteDef<Q, B, V, P, PA> {
  // Every input of every route refuses control characters: one rule, whatever the field's schema.
  const guard = <S extends z.ZodType | undefined>(schema: S | undefined, multiline: readonly string[] = []): S =>
    (schema ? refuseControlCharacters(schema, multiline) : schema) as S;
  return {
    access: 'public',
    redirect: false,
    ...def,
    query: guard(def.query),
    body: guard(def.body, def.multiline),
    payload: guard(def.payload, def.multiline),
    params: guard(def.params),
  };
}

export type QueryOf<R> =
  R extends RouteDef<infer Q, z.ZodType | undefined, z.ZodType>
    ? Q extends z.ZodType
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<R> =
  R extends RouteDef<z.ZodType | undefined, infer B, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ValueOf<R> =
  R extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, infer V> ? z.output<V> : never;
export type PayloadOf<R> =
  R extends RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType, infer P>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
