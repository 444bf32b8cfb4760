/**
 * Domain and HTTP errors. The error middleware (functions/lib/http) turns any AppError into
 * `{ error: { code, message, fields? } }` with its status; anything else becomes a logged 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, fields?: Record<string, string>, code = 'bad_request') {
    super(400, code, message, fields);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Not authenticated') {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do that.') {
    super(403, 'forbidden', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found', code = 'not_found') {
    super(404, code, message);
  }
}
/** `details` may carry the current state (e.g. `{ status: 'ready' }`) so the client can show it. */
export class ConflictError extends AppError {
  constructor(message: string, code = 'conflict', details?: Record<string, unknown>) {
    super(409, code, message, undefined, details);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Request body is too large') {
    super(413, 'payload_too_large', message);
  }
}
/** A service we depend on (Stripe) failed or refused: not the caller's fault, and worth a retry. */
export class BadGatewayError extends AppError {
  constructor(message: string, code = 'bad_gateway') {
    super(502, code, message);
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string, code = 'rate_limited') {
    super(429, code, message);
  }
}
