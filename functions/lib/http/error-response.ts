import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
// The base class of every zod error, named: `z.core.$ZodError` would keep all of zod's core in each bundle.
import { $ZodError } from 'zod/v4/core';
import { AppError } from '../errors';
import { logger } from '../logger';

interface MiddyHttpError extends Error {
  statusCode: number;
  expose?: boolean;
}
function isMiddyHttpError(err: unknown): err is MiddyHttpError {
  return err instanceof Error && typeof (err as MiddyHttpError).statusCode === 'number';
}

/** `{ error: { code, message, fields? } }` - the one error shape of DESIGN.md section 3. */
export function errorBody(code: string, message: string, fields?: Record<string, string>, details?: Record<string, unknown>) {
  return JSON.stringify({ error: { code, message, ...(fields ? { fields } : {}), ...(details ?? {}) } });
}

/** Field path -> first message, e.g. { 'items.0.qty': 'must be at least 1' }. */
export function zodFields(err: $ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export function toErrorResponse(err: unknown): APIGatewayProxyStructuredResultV2 {
  const json = (statusCode: number, body: string) => ({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  if (err instanceof AppError) {
    if (err.status >= 500) logger.error('Application error', { error: err });
    return json(err.status, errorBody(err.code, err.message, err.fields, err.details));
  }
  if (err instanceof $ZodError) {
    const fields = zodFields(err);
    return json(400, errorBody('validation_failed', describeFields(fields), fields));
  }
  if (isMiddyHttpError(err) && err.statusCode < 500) {
    // Raised by the official middy middlewares (JSON body parser, header checks).
    if (/malformed JSON/i.test(err.message)) return json(400, errorBody('invalid_json', 'Request body is not valid JSON'));
    if (err.statusCode === 415) return json(415, errorBody('unsupported_media_type', 'Content-Type must be application/json'));
    return json(err.statusCode, errorBody('bad_request', err.message));
  }
  logger.error('Unhandled error', { error: err as Error });
  return json(500, errorBody('internal_error', 'Something went wrong on our side. Please try again.'));
}

/** One readable sentence for the toast: "name: Name is required; price: must be positive". */
export function describeFields(fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(([field, message]) => (field === '_' ? message : `${field}: ${message}`));
  return parts.length ? `Invalid request - ${parts.join('; ')}` : 'Invalid request';
}
