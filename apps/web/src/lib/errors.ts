import type { ErrorCode, FieldError } from '@portal/contract';

/** Client-side codes next to the server's catalogue; each has an `error.<code>` text. */
export type ClientErrorCode = 'network_error' | 'chunk_load_failed' | 'unknown_error';
export type AppErrorCode = ErrorCode | ClientErrorCode;

/** A failed API call: the envelope's code, message and field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: AppErrorCode | (string & {});
  readonly status: number;
  readonly fields: FieldError[];
  /** The envelope's value of the failure (e.g. `{ captcha: true }` after a failed login). */
  readonly value: unknown;

  constructor(code: string, message: string, status = 0, fields: FieldError[] = [], value: unknown = null) {
    super(message || code);
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.value = value;
  }
}

export type ChunkLoadKind = 'timeout' | 'missing';

/** A page script that could not be loaded (SPEC §8: kinds timeout and missing). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly kind: ChunkLoadKind;

  constructor(kind: ChunkLoadKind, cause?: unknown) {
    super(`Loading chunk failed (${kind})`, { cause });
    this.kind = kind;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

/** The translation key for an error: `error.<code>` for API errors, a generic one otherwise. */
export function errorTextKey(error: unknown): string {
  if (error instanceof ApiError) return `error.${error.code}`;
  if (error instanceof ChunkLoadError) return 'error.chunk_load_failed';
  return 'error.unknown_error';
}
