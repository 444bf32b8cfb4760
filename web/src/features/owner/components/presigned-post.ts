/** A browser form POST straight to the media bucket with a presigned policy (the logo, an item's photo). */
import { ApiError } from '@/lib/api';

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * The form S3 expects: the policy's fields first, the file last. A refusal becomes an ApiError in the page's own
 * words: `tooLarge` for the size the policy holds (S3's EntityTooLarge), `failed` for anything else.
 */
export async function postToStorage(upload: PresignedPost, file: File, messages: { tooLarge: string; failed: string }): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(upload.url, { method: 'POST', body: form });
  } catch {
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  if (response.ok) return;
  // S3 answers in XML; the one refusal worth naming is the size the policy holds.
  const text = await response.text().catch(() => '');
  if (text.includes('EntityTooLarge')) throw new ApiError(response.status, 'too_large', messages.tooLarge);
  throw new ApiError(response.status, 'upload_failed', messages.failed);
}
