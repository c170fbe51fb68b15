import type { Socket } from 'node:net';
import { errorStatus, fail, HEADER_REQUEST_ID, type ErrorCode } from '@portal/contract';
import type { FastifyRequest, FastifyReply, FastifyServerOptions } from 'fastify';

/**
 * Requests Fastify refuses before any route or error handler sees them still answer the envelope:
 * a URL that is not valid percent-encoding (`/api/%zz`) and, below Fastify, what Node's HTTP parser
 * refuses (headers over the size limit, a request that took too long, a malformed request).
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  _error,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  void reply
    .status(400)
    .header(HEADER_REQUEST_ID, String(request.id))
    .send(fail('bad_request', 'The address is not valid', { requestId: String(request.id) }));
};

const parserErrors: Record<string, ErrorCode> = {
  HPE_HEADER_OVERFLOW: 'headers_too_large',
  ERR_HTTP_REQUEST_TIMEOUT: 'request_timeout',
};

const messages: Partial<Record<ErrorCode, string>> = {
  headers_too_large: 'The request headers are too large',
  request_timeout: 'The request took too long to arrive',
};

/** Answers on the raw socket (there is no request object yet), then closes it, as Fastify's own handler does. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode = (error.code && parserErrors[error.code]) || 'bad_request';
  const body = JSON.stringify(fail(code, messages[code] ?? 'The request is not valid HTTP'));
  if (socket.writable && socket.bytesWritten === 0) {
    socket.write(
      `HTTP/1.1 ${errorStatus[code]} ${code}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
