import { HEADER_LANGUAGE } from '@portal/contract';
import { DEFAULT_LANGUAGE, matchLanguage } from '@portal/i18n';
import type { FastifyRequest } from 'fastify';

/** The language of a request: the `Language` header (SPEC §3), else Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): string {
  const header = request.headers[HEADER_LANGUAGE];
  const fromHeader = matchLanguage(Array.isArray(header) ? header[0] : header);
  if (fromHeader) return fromHeader;
  const accept = request.headers['accept-language']?.split(',')[0]?.split(';')[0];
  return matchLanguage(accept) ?? DEFAULT_LANGUAGE;
}
