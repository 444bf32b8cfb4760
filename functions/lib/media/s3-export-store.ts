/**
 * The export store (./export-store.ts) on the media bucket. A file is streamed with a multipart upload: chunks are
 * gathered into parts of PART_BYTES (S3's parts must be at least 5 MiB but the last), each sent before more is read,
 * so a file of any size takes one part's memory; S3 makes the object only when the upload is completed, and an upload
 * that fails is aborted (the bucket's lifecycle rule clears any left behind). A file smaller than one part is one PUT.
 * The link is a presigned GET naming the download's filename (response-content-disposition).
 */
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportFile, ExportStore } from './export-store';

/** 5 MiB: S3's smallest part but the last. */
export const PART_BYTES = 5 * 1024 * 1024;

const disposition = (filename: string) => `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;

export function createS3ExportStore({ client, bucket, partBytes = PART_BYTES }: { client: S3Client; bucket: string; partBytes?: number }): ExportStore {
  return {
    async write(file, chunks) {
      const object = { Bucket: bucket, Key: file.key, ContentType: file.contentType, ContentDisposition: disposition(file.filename) };
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let total = 0;
      let uploadId: string | undefined;
      const parts: CompletedPart[] = [];
      const sendPart = async () => {
        const body = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        uploadId ??= (await client.send(new CreateMultipartUploadCommand(object))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket: bucket, Key: file.key, UploadId: uploadId, PartNumber, Body: body, ContentLength: body.length }));
        parts.push({ ETag, PartNumber });
      };
      try {
        for await (const chunk of chunks) {
          const bytes = Buffer.from(chunk, 'utf8');
          pending.push(bytes);
          pendingBytes += bytes.length;
          total += bytes.length;
          if (pendingBytes >= partBytes) await sendPart();
        }
        if (uploadId === undefined) {
          const body = Buffer.concat(pending, pendingBytes);
          await client.send(new PutObjectCommand({ ...object, Body: body, ContentLength: body.length }));
          return total;
        }
        if (pendingBytes > 0) await sendPart();
        await client.send(new CompleteMultipartUploadCommand({ Bucket: bucket, Key: file.key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        return total;
      } catch (error) {
        if (uploadId !== undefined) {
          await client.send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: file.key, UploadId: uploadId })).catch(() => undefined);
        }
        throw error;
      }
    },

    downloadUrl(file: ExportFile, expiresSeconds: number) {
      const get = new GetObjectCommand({ Bucket: bucket, Key: file.key, ResponseContentDisposition: disposition(file.filename), ResponseContentType: file.contentType });
      return getSignedUrl(client, get, { expiresIn: expiresSeconds });
    },
  };
}
