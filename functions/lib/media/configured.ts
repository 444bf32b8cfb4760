/**
 * The composition root of media (logos, menu images): the one S3 client of a function and the modules that use
 * the bucket, made once at cold start. Only the functions whose routes declare a `media:*` need import this, and
 * they get MEDIA_BUCKET and MEDIA_URL (infra/stacks/function-defaults.ts bindMedia); a missing one fails at cold
 * start. Locally S3_ENDPOINT points the client at the S3 emulator (path-style addressing).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { db } from '../composition';
import { watchAwsClient } from '../call-watch';
import { config } from '../config';
import { createLogos } from '../domain/logos';
import { createMenuImages } from '../domain/menu-images';
import { createS3ExportStore } from './s3-export-store';
import { createS3MediaStore } from './s3-media-store';

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Missing required environment variable ${name} (media)`);
  return value;
}

const client = watchAwsClient(
  new S3Client({ region: config.region, ...(config.s3Endpoint ? { endpoint: config.s3Endpoint, forcePathStyle: true } : {}) }),
  'S3',
);

export const mediaStore = createS3MediaStore({
  client,
  bucket: required(config.mediaBucket, 'MEDIA_BUCKET'),
  publicUrl: required(config.mediaUrl, 'MEDIA_URL'),
});

/** The owner's CSV exports: the same bucket, under its private exports/ prefix (domain/books/orders-export). */
export const exportStore = /* @__PURE__ */ createS3ExportStore({ client, bucket: required(config.mediaBucket, 'MEDIA_BUCKET') });

/** The logo without the decoder: the upload form and the removal. The confirmation uses ./logo-processing. */
export const Logos = /* @__PURE__ */ createLogos(db, mediaStore, null);
/** Menu photos without the decoder: the upload form and the removal. The confirmation uses ./menu-image-processing. */
export const MenuImages = /* @__PURE__ */ createMenuImages(db, mediaStore, null);
