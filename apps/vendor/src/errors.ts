/**
 * An expected refusal answered as `{ code, message }` with a 4xx status by the app's error handler.
 * Any thrown error with a numeric `statusCode` (400–499) and a snake_case `code` is answered the
 * same way, so game modules may throw their own.
 */
export class VendorError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string = code,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message?: string) => new VendorError(400, code, message);
export const notFound = (code: string, message?: string) => new VendorError(404, code, message);
