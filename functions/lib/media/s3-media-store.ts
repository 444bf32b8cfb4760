/**
 * The media store (./media-store.ts) on an S3 bucket: presigned browser form POSTs, reads by range, immutable puts.
 * Objects are public through the media CDN at `publicUrl` (locally the S3 emulator's bucket URL). The S3 client is
 * handed in (lib/media/configured.ts makes it), so a test can point one at any endpoint.
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
import type { MediaStore } from './media-store';

export interface MediaStoreConfig {
  client: S3Client;
  bucket: string;
  /** The public base URL of the bucket's objects, no trailing slash: an object is at `${publicUrl}/${key}`. */
  publicUrl: string;
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export function createS3MediaStore({ client, bucket, publicUrl }: MediaStoreConfig): MediaStore {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    publicUrlOf(key) {
      return `${base}/${key}`;
    },

    keyOf(url) {
      return url.startsWith(`${base}/`) ? url.slice(base.length + 1) : null;
    },

    /** S3 checks the signed policy, not the browser. */
    async presignUpload(input) {
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

    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: head.ContentLength ?? 0, contentType: mediaType(head.ContentType) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key, bytes) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async put(key, body, contentType) {
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

    /** S3 answers 204 whether or not the object was there. */
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
