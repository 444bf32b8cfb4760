/** The message to show for a failed auth call: the server's own words when it gave any (SPEC.md section 8). */
export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return UNEXPECTED_ERROR;
}
