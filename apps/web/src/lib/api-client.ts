import type { BodyOf, ErrorValue, FieldError, QueryOf, Routes, ValueOf } from '@portal/contract';
import { HEADER_LANGUAGE, HEADER_TOKEN } from '@portal/contract/constants';
import { API_BASE, endpoints, type EndpointKey } from './api-endpoints.ts';
import { ApiError } from './errors.ts';
import { getToken } from './storage.ts';

export interface CallOptions<K extends EndpointKey> {
  query?: QueryOf<Routes[K]>;
  body?: BodyOf<Routes[K]>;
  /** Values of the path's `:name` segments (encoded). */
  params?: Record<string, string>;
  signal?: AbortSignal;
}

/** The path with its `:name` segments filled in from `params`. */
export const fillPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)/g, (whole, name: string) => (name in params ? encodeURIComponent(params[name]!) : whole));

/** Codes with which the server refuses a session token (it expired, was revoked or is unknown). */
export const SESSION_REJECTED_CODES: readonly string[] = ['unauthorized', 'session_expired'];

type SessionRejectedHandler = (key: EndpointKey) => void;
let onSessionRejected: SessionRejectedHandler | undefined;

let onTrialRefused: SessionRejectedHandler | undefined;

/** Called when the server refused an action because the account is a trial account (SPEC §6). */
export function setTrialRefusedHandler(handler: SessionRejectedHandler | undefined): void {
  onTrialRefused = handler;
}

/** Called when a request that carried the session token was refused for it (the session store clears). */
export function setSessionRejectedHandler(handler: SessionRejectedHandler | undefined): void {
  onSessionRejected = handler;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Builds `/api<path>?a=1&b=x,y`; empty values are left out. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The language the API should answer in: the one the page is shown in. */
function currentLanguage(): string {
  return (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
}

interface RawEnvelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  value?: unknown;
}

const isEnvelope = (body: unknown): body is RawEnvelope =>
  typeof body === 'object' && body !== null && 'success' in body && 'code' in body;

function fieldsOf(value: unknown): FieldError[] {
  const fields = (value as ErrorValue)?.fields;
  return Array.isArray(fields) ? fields : [];
}

const isEncryptedBody = (body: object) => 'kid' in body && 'data' in body;

/**
 * Plain bodies of routes marked `botCheck` get a proof-of-work solution (encrypted bodies get theirs
 * inside the payload, see encrypt-body.ts). Loaded on demand: most pages never need it.
 */
async function protectBody(key: EndpointKey, body: unknown): Promise<unknown> {
  const marked = (endpoints[key] as { botCheck?: boolean }).botCheck === true;
  if (!marked || typeof body !== 'object' || body === null || isEncryptedBody(body) || 'altcha' in body) return body;
  const { withBotCheck } = await import('./bot-check.ts');
  return withBotCheck(body);
}

/**
 * Calls a contract route: sends the language and session-token headers, unwraps the envelope
 * and returns `value`; a failed envelope throws ApiError(code, fields), a failed fetch
 * ApiError('network_error').
 */
export async function apiCall<K extends EndpointKey>(
  key: K,
  options: CallOptions<K> = {},
): Promise<ValueOf<Routes[K]>> {
  const { method, path } = endpoints[key];
  const headers: Record<string, string> = { accept: 'application/json', [HEADER_LANGUAGE]: currentLanguage() };
  const token = getToken();
  if (token) headers[HEADER_TOKEN] = token;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(await protectBody(key, options.body));
  }

  let response: Response;
  try {
    response = await fetch(
      buildUrl(fillPath(path, options.params), options.query as Record<string, QueryValue> | undefined),
      init,
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', error instanceof Error ? error.message : 'network error');
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(
      response.status >= 500 ? 'internal_error' : 'network_error',
      response.statusText,
      response.status,
    );
  }
  if (!isEnvelope(body)) throw new ApiError('internal_error', 'malformed answer', response.status);
  if (body.success !== true) {
    if (token && SESSION_REJECTED_CODES.includes(String(body.code))) onSessionRejected?.(key);
    if (token && body.code === 'in_need_true_account') onTrialRefused?.(key);
    throw new ApiError(
      String(body.code),
      String(body.message ?? ''),
      response.status,
      fieldsOf(body.value),
      body.value ?? null,
    );
  }
  return body.value as ValueOf<Routes[K]>;
}
