import type { ErrorCode, FieldError } from '@portal/contract';
import { useTranslation } from 'react-i18next';

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

/** The text of a failed call: a string for an error, nothing when there is none. */
export interface ErrorText {
  (error: Error): string;
  (error: unknown): string | undefined;
}

/**
 * The translated text of a failed call (`error.<code>`, else the generic text), or nothing when
 * there is no error. With `rules` (e.g. 'security.rule'), a `validation_failed` answer shows the
 * text of its first field's rule, `<rules>.<message>`, falling back to `error.validation_failed`.
 */
export function useErrorText({ rules }: { rules?: string } = {}): ErrorText {
  const { t } = useTranslation();
  return ((error: unknown): string | undefined => {
    if (!error) return undefined;
    const rule = rules && error instanceof ApiError && error.code === 'validation_failed' && error.fields[0]?.message;
    if (rule) return t(`${rules}.${rule}`, { defaultValue: t('error.validation_failed') });
    return t(errorTextKey(error), { defaultValue: t('error.unknown_error') });
  }) as ErrorText;
}
