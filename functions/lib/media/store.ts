/**
 * The media bucket (logos, menu images), as the functions use it: presigned browser uploads, reading an upload back,
 * storing checked bytes under their final key, deleting. Objects are public through the media CDN at `publicUrl`
 * (locally the S3 emulator's bucket URL). The S3 client is handed in (lib/media/configured.ts makes it), so a test
 * can point one at any endpoint.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';

export interface MediaStoreConfig {
  client: S3Client;
  bucket: string;
  /** The public base URL of the bucket's objects, no trailing slash: an object is at `${publicUrl}/${key}`. */
  publicUrl: string;
}

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

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function createMediaStore({ client, bucket, publicUrl }: MediaStoreConfig) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    publicUrlOf(key: string): string {
      return `${base}/${key}`;
    },

    /** The key of one of this bucket's public URLs; null for any other URL. */
    keyOf(url: string): string | null {
      return url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null;
    },

    /**
     * A browser form POST that can store exactly one object: this key, this Content-Type, a size within
     * [minBytes, maxBytes], before `expiresSeconds` have passed (S3 checks the signed policy, not the browser).
     */
    async presignUpload(input: { key: string; contentType: string; minBytes: number; maxBytes: number; expiresSeconds: number }): Promise<PresignedUpload> {
      const { url, fields } = await createPresignedPost(client, {
        Bucket: bucket,
        Key: input.key,
        Conditions: [
          ['content-length-range', input.minBytes, input.maxBytes],
          ['eq', '$Content-Type', input.contentType],
        ],
        Fields: { 'Content-Type': input.contentType },
        Expires: input.expiresSeconds,
      });
      return { url, fields };
    },

    /** Size and type of an object; null when there is none under the key. */
    async head(key: string): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: mediaType(head.ContentType) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    /** The object's first `bytes` bytes (all of it when shorter); null when there is none under the key. */
    async read(key: string, bytes: number): Promise<Uint8Array | null> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    /** Stores bytes the function has checked, for good: each key is written once, so it may be cached forever. */
    async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    /** Deletes the object; deleting one that is not there is not an error (S3 answers 204 either way). */
    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

export type MediaStore = ReturnType<typeof createMediaStore>;
