/** Copies text; false when the browser refuses (no permission, not a secure page, no clipboard at all). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export const LINK_COPIED_MESSAGE = 'Link copied to clipboard!';
export const QUICK_LINK_COPIED_MESSAGE = 'Link copied!';
export const COPY_FAILED_MESSAGE = 'Failed to copy link';
