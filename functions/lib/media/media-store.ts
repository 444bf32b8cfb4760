/**
 * The media bucket (logos, menu images) as the functions use it, a port: presigned browser uploads, reading an upload
 * back, storing checked bytes under their final key, deleting. The domain modules (domain/logos, domain/menu-images)
 * take one; ./s3-media-store.ts is the adapter, chosen in ./configured.ts.
 */
export interface PresignedUpload {
  /** Where the browser POSTs the form. */
  url: string;
  /** The form's fields, sent before the file (field `file`). */
  fields: Record<string, string>;
}

export interface StoredObject {
  size: number;
  /** The Content-Type the object was stored with, lower case, without parameters; '' when none. */
  contentType: string;
}

export interface MediaStore {
  /** Where an object is served from (public through the media CDN). */
  publicUrlOf(key: string): string;
  /** The key of one of this store's public URLs; null for any other URL. */
  keyOf(url: string): string | null;
  /**
   * A browser form POST that can store exactly one object: this key, this Content-Type, a size within
   * [minBytes, maxBytes], before `expiresSeconds` have passed.
   */
  presignUpload(input: { key: string; contentType: string; minBytes: number; maxBytes: number; expiresSeconds: number }): Promise<PresignedUpload>;
  /** Size and type of an object; null when there is none under the key. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's first `bytes` bytes (all of it when shorter); null when there is none under the key. */
  read(key: string, bytes: number): Promise<Uint8Array | null>;
  /** Stores bytes the function has checked, for good: each key is written once, so it may be cached forever. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Deletes the object; deleting one that is not there is not an error. */
  delete(key: string): Promise<void>;
}
