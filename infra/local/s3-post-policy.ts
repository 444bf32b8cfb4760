/**
 * Browser uploads to the S3 look-alike checked as S3 checks them: s3rver stores a form POST (POST Object) but
 * ignores its policy, so an upload too large, of another type or under another key than the presigned form allows
 * would pass locally and fail in AWS. This middleware, in front of s3rver, holds a form POST to a bucket against its
 * signed policy first (SigV4 signature with the local credentials, expiry, every condition, no unsigned fields) and
 * answers S3's error when it fails; a form that passes goes on to s3rver unchanged.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';

/** The slice of Koa's context this middleware reads and writes. */
export interface PolicyContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  req: IncomingMessage;
  status: number;
  body: unknown;
  get(header: string): string;
  set(header: string, value: string): void;
}

export interface PostPolicyOptions {
  /** The key pairs uploads may be signed with. */
  credentials: readonly { accessKeyId: string; secretAccessKey: string }[];
  /** Origins answered with CORS headers on a refusal (as the bucket's CORS rule would). */
  corsOrigins: readonly string[];
  now?: () => Date;
}

/** Larger forms are refused before parsing (S3's own limit is 5 GB; nothing here comes near this). */
const MAX_FORM_BYTES = 32 * 1024 * 1024;

interface Refusal {
  status: number;
  code: string;
  message: string;
}

const denied = (message: string): Refusal => ({ status: 403, code: 'AccessDenied', message });

/** Fields S3 never expects a condition for. */
function isExempt(name: string): boolean {
  return ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');
}

function hmac(key: Buffer | string, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** Holds the form against its policy; null when S3 would accept it. */
export function checkPostPolicy(
  form: FormData,
  bucket: string,
  opts: { credentials: PostPolicyOptions['credentials']; now: Date },
): Refusal | null {
  const fields = new Map<string, string>();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
  }
  const file = form.get('file');
  if (!(file instanceof Blob)) return { status: 400, code: 'InvalidArgument', message: 'POST requires exactly one file upload per request.' };
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const credential = fields.get('x-amz-credential');
  if (!policy || !signature || !credential) return denied('Bucket POST must contain a signed policy (the bucket is not public)');

  // SigV4: the policy (base64, as sent) signed with the key derived from the secret, date, region and service.
  const [accessKeyId, date, region, service, terminal] = credential.split('/');
  const pair = opts.credentials.find((c) => c.accessKeyId === accessKeyId);
  if (!pair || !date || !region || service !== 's3' || terminal !== 'aws4_request') return denied('Invalid according to Policy: unknown credential');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${pair.secretAccessKey}`, date), region), 's3'), 'aws4_request');
  if (hmac(signingKey, policy).toString('hex') !== signature) {
    return { status: 403, code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }

  let document: { expiration?: string; conditions?: unknown[] };
  try {
    document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as typeof document;
  } catch {
    return { status: 400, code: 'InvalidPolicyDocument', message: 'Invalid Policy: Invalid JSON.' };
  }
  if (!document.expiration || !(Date.parse(document.expiration) > opts.now.getTime())) return denied('Invalid according to Policy: Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name));
  const covered = new Set<string>(['bucket']);
  for (const condition of document.conditions ?? []) {
    if (Array.isArray(condition)) {
      const [operator, rawName, expected] = condition as [string, unknown, unknown];
      if (operator === 'content-length-range') {
        const [min, max] = [Number(rawName), Number(expected)];
        if (file.size > max) return { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' };
        if (file.size < min) return { status: 400, code: 'EntityTooSmall', message: 'Your proposed upload is smaller than the minimum allowed size' };
        continue;
      }
      const name = String(rawName).replace(/^\$/, '').toLowerCase();
      covered.add(name);
      const actual = valueOf(name) ?? '';
      const holds = operator === 'eq' ? actual === expected : operator === 'starts-with' ? actual.startsWith(String(expected)) : false;
      if (!holds) return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
    } else if (condition && typeof condition === 'object') {
      for (const [rawName, expected] of Object.entries(condition)) {
        const name = rawName.toLowerCase();
        covered.add(name);
        if (valueOf(name) !== expected) return denied(`Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`);
      }
    }
  }
  const extra = [...fields.keys()].filter((name) => !isExempt(name) && !covered.has(name));
  if (extra.length > 0) return denied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  return null;
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function errorXml(refusal: Refusal): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message></Error>`;
}

/** Koa middleware for s3rver: put it first (`server.middleware.unshift(...)`). */
export function postPolicyMiddleware(opts: PostPolicyOptions) {
  return async (ctx: PolicyContext, next: () => Promise<unknown>): Promise<void> => {
    const segments = ctx.path.split('/').filter(Boolean);
    const isFormPost =
      ctx.method === 'POST' && segments.length === 1 && Object.keys(ctx.query).length === 0 && /^multipart\/form-data/i.test(ctx.get('content-type'));
    if (!isFormPost) {
      await next();
      return;
    }
    const refuse = (refusal: Refusal) => {
      ctx.status = refusal.status;
      ctx.set('content-type', 'application/xml');
      const origin = ctx.get('origin');
      if (origin && opts.corsOrigins.includes(origin)) ctx.set('access-control-allow-origin', origin);
      ctx.body = errorXml(refusal);
    };
    const body = await readBody(ctx.req, MAX_FORM_BYTES);
    if (!body) return refuse({ status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size' });
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': ctx.get('content-type') } }).formData();
    } catch {
      return refuse({ status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' });
    }
    const refusal = checkPostPolicy(form, decodeURIComponent(segments[0]!), { credentials: opts.credentials, now: opts.now?.() ?? new Date() });
    if (refusal) return refuse(refusal);
    // The request's body was read here: s3rver reads it again by piping the request, so hand it the same bytes.
    ctx.req.pipe = <T extends NodeJS.WritableStream>(destination: T) => Readable.from([body]).pipe(destination);
    await next();
  };
}
