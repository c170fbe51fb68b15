import { errorStatus, fail, type ErrorCode, type ErrorValue, type FieldError } from '@portal/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** An expected failure with a stable code from the catalogue; its message is safe to show. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly value: ErrorValue = null,
  ) {
    super(message);
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'unsupported_media_type',
  FST_ERR_BAD_URL: 'bad_request',
  FST_ERR_ASYNC_CONSTRAINT: 'bad_request',
};

function toFieldErrors(
  error: { validation: { instancePath: string; keyword: string; message?: string }[] },
  where: string,
): FieldError[] {
  return error.validation.map((v) => ({
    field: [where, ...v.instancePath.split('/').filter(Boolean)].join('.'),
    rule: v.keyword,
    message: v.message ?? v.keyword,
  }));
}

/**
 * One error handler for the whole API: expected errors keep their code, bad input becomes
 * `validation_failed` naming the fields, anything else is logged and answered as a bare
 * `internal_error` — never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const requestId = String(request.id);
    if (error instanceof AppError) {
      return reply.status(error.status).send(fail(error.code, error.message, error.value ?? { requestId }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'body');
      const fields = toFieldErrors(error, where);
      return reply.status(400).send(
        fail('validation_failed', `Invalid ${where}: ${fields.map((f) => f.field).join(', ')}`, {
          fields,
          requestId,
        }),
      );
    }
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) {
      return reply.status(errorStatus[mapped]).send(fail(mapped, error.message, { requestId }));
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(fail('invalid_json', 'Body is not valid JSON', { requestId }));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail('rate_limited', 'Too many requests, try again later', { requestId }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.warn({ err: error }, 'client error');
      return reply.status(error.statusCode).send(fail('bad_request', 'Bad request', { requestId }));
    }
    if (isDatabaseUnavailable(error)) {
      // The database is away (restarting): nothing was done, the client may try again shortly.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send(fail('service_unavailable', 'The service is briefly unavailable, try again shortly', { requestId }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('internal_error', 'Something went wrong on our side', { requestId }));
  });
}
