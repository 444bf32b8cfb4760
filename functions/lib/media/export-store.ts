/**
 * Private files the functions write for one person to download (the owner's CSV exports), a port: a file streamed
 * in, kept whole or not at all, and a short-lived signed link to it. ./s3-export-store.ts is the adapter (the media
 * bucket's exports/ prefix, never served by the media CDN, gone after a day).
 */
export interface ExportFile {
  key: string;
  /** What the browser saves it as. */
  filename: string;
  contentType: string;
}

export interface ExportStore {
  /**
   * Writes the chunks to the file in the order they come, holding at most about one part (a few MB) at a time; the
   * file exists only once the last chunk is written (an error leaves none). Answers its size in bytes.
   */
  write(file: ExportFile, chunks: AsyncIterable<string>): Promise<number>;
  /** A GET link to the file that works for `expiresSeconds` and downloads it as its filename. */
  downloadUrl(file: ExportFile, expiresSeconds: number): Promise<string>;
}
