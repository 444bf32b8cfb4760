/** A failed API call: the HTTP status and the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field name -> message, for showing server validation next to the form field it concerns. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = 'An unexpected error occurred';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringFields(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** Reads the error body when it has the documented shape; anything else (a proxy's HTML page) gets a generic message. */
export function toApiError(status: number, payload: unknown): ApiError {
  const error = isRecord(payload) && isRecord(payload.error) ? payload.error : null;
  const code = typeof error?.code === 'string' ? error.code : `http_${status}`;
  const message = typeof error?.message === 'string' && error.message.trim() !== '' ? error.message : FALLBACK_MESSAGE;
  return new ApiError(status, code, message, stringFields(error?.fields));
}
