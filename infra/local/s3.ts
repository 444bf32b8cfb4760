/**
 * An S3-compatible store (s3rver, in this process) with the media bucket, so storage code runs the same AWS SDK
 * calls as in AWS. Objects are readable without signing (like the CloudFront media URL: the same headers, and
 * nothing under uploads/ or exports/, mediaReadMiddleware) and the bucket takes
 * browser uploads (presigned form POSTs) from the web origin, held against their signed policy as S3 does
 * (s3-post-policy.ts; s3rver alone ignores it).
 */
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { MEDIA_EXPORTS_PREFIX, MEDIA_UPLOADS_PREFIX } from '../../shared/constants';
import { mediaSecurityHeaders } from '../security-headers';
import { localCredentials } from './dynamo';
import { makeObjectWritesAtomic } from './s3-atomic';
import { postPolicyMiddleware } from './s3-post-policy';

const require = createRequire(import.meta.url);

/** s3rver only knows its own S3RVER key pair; teach it the dummy credentials every local client signs with. */
function registerLocalCredentials(): void {
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
  };
  DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
}

export interface S3Local {
  /** S3 endpoint for SDK clients (path-style: `forcePathStyle: true`). */
  endpoint: string;
  /** Public base URL of the bucket's objects: `${mediaUrl}/${key}`. */
  mediaUrl: string;
  stop(): Promise<void>;
}

function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}<AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

interface MediaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  status: number;
  body: unknown;
  get(field: string): string;
  set(field: string, value: string): void;
}

/**
 * The media bucket read as the public reads it (an unsigned GET or HEAD, like the CloudFront media URL): every
 * answer carries the media headers (infra/security-headers.ts), and nothing under uploads/ or exports/ is served
 * (403, as CloudFront's RefuseUploads function answers); an export is read through its presigned link (signed). The functions' own reads are signed S3 calls and pass untouched.
 */
export function mediaReadMiddleware(bucket: string) {
  const hidden = [MEDIA_UPLOADS_PREFIX, MEDIA_EXPORTS_PREFIX].map((prefix) => `/${bucket}/${prefix}`);
  return async (ctx: MediaContext, next: () => Promise<unknown>): Promise<void> => {
    const signed = !!ctx.get('authorization') || 'X-Amz-Signature' in ctx.query || 'X-Amz-Credential' in ctx.query;
    const publicRead = (ctx.method === 'GET' || ctx.method === 'HEAD') && !signed && ctx.path.startsWith(`/${bucket}/`);
    if (!publicRead) {
      await next();
      return;
    }
    for (const [name, value] of Object.entries(mediaSecurityHeaders)) ctx.set(name, value);
    const path = decodeURIComponent(ctx.path);
    if (hidden.some((prefix) => path.startsWith(prefix))) {
      ctx.status = 403;
      ctx.set('content-type', 'application/xml');
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
      return;
    }
    await next();
    // s3rver sets its own headers as it answers: put ours back over them.
    for (const [name, value] of Object.entries(mediaSecurityHeaders)) ctx.set(name, value);
  };
}

/** `directory` keeps objects across restarts; the caller passes a temporary folder for throwaway runs. */
export async function startS3Local(opts: {
  port: number;
  directory: string;
  bucket: string;
  /** More buckets, with no CORS rules (the site's bucket: only the functions and the web server read it). */
  privateBuckets?: readonly string[];
  corsOrigins: readonly string[];
}): Promise<S3Local> {
  registerLocalCredentials();
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port,
    directory: opts.directory,
    silent: true,
    vhostBuckets: false,
    configureBuckets: [{ name: opts.bucket, configs: [corsXml(opts.corsOrigins)] }, ...(opts.privateBuckets ?? []).map((name) => ({ name, configs: [] }))],
  });
  // PUTs atomic and read-after-write, as in S3 (s3rver writes in place).
  makeObjectWritesAtomic(server.store);
  // First, before s3rver's own routing: a form POST that fails its policy never reaches the store.
  server.middleware.unshift(postPolicyMiddleware({ credentials: [localCredentials], corsOrigins: opts.corsOrigins }));
  server.middleware.unshift(mediaReadMiddleware(opts.bucket));
  await server.run();
  const endpoint = `http://localhost:${opts.port}`;
  return { endpoint, mediaUrl: `${endpoint}/${opts.bucket}`, stop: () => server.close() };
}
