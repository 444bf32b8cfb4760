/**
 * Stripe's webhook signature scheme, without the `stripe` package (issue 13, lean functions: the webhook function
 * verifies signatures and needs no API client; the package's client and its resources are about 240 KB of bundle).
 *
 * The `Stripe-Signature` header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...][,v0=...]`: each v1 is
 * HMAC-SHA256(secret, `${t}.${rawBody}`) in hex, the secret being the whole `whsec_...` string. Stripe sends several
 * v1 values while a secret is being rolled; any one of them made with any of our secrets is enough. Only v1 counts
 * (v0 is a test scheme). The timestamp must be within the tolerance both ways: older is a replay, newer a signer whose
 * clock is off or a replay prepared in advance.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface ParsedSignature {
  timestamp: number;
  /** The v1 signatures, lower-case hex. */
  signatures: string[];
}

/** The header's timestamp and v1 signatures; null when it has no valid `t=` or no `v1=`, or `t=` twice. */
export function parseSignatureHeader(header: string): ParsedSignature | null {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const at = item.indexOf('=');
    if (at < 0) continue;
    const key = item.slice(0, at).trim();
    const value = item.slice(at + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = Number(value);
    } else if (key === 'v1' && value) {
      signatures.push(value.toLowerCase());
    }
  }
  return timestamp === null || signatures.length === 0 ? null : { timestamp, signatures };
}

/** The v1 signature of `payload` signed at `timestamp` with `secret` (hex). */
export function computeSignature(payload: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
}

/** A `Stripe-Signature` header for `payload`, as Stripe (or the sandbox standing in for it) sends one. */
export function signatureHeader(payload: string, secret: string, timestampSeconds = nowSeconds()): string {
  return `t=${timestampSeconds},v1=${computeSignature(payload, secret, timestampSeconds)}`;
}

export interface VerifyOptions {
  toleranceSeconds?: number;
  /** For tests: the current time in epoch seconds. */
  nowSeconds?: number;
}

/**
 * True when one of the header's v1 signatures was made over `payload` with one of `secrets`, and its timestamp is
 * within the tolerance of now (either way). Constant-time comparison of each candidate.
 */
export function isValidSignature(payload: string, header: string | undefined, secrets: readonly string[], options: VerifyOptions = {}): boolean {
  if (!header) return false;
  const parsed = parseSignatureHeader(header);
  if (!parsed) return false;
  const tolerance = options.toleranceSeconds ?? SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs((options.nowSeconds ?? nowSeconds()) - parsed.timestamp) > tolerance) return false;
  const received = parsed.signatures.map((hex) => Buffer.from(hex, 'utf8'));
  let valid = false;
  for (const secret of secrets) {
    if (!secret) continue;
    const expected = Buffer.from(computeSignature(payload, secret, parsed.timestamp), 'utf8');
    // Every candidate is compared (no early exit), each in constant time.
    for (const candidate of received) {
      if (candidate.length === expected.length && timingSafeEqual(candidate, expected)) valid = true;
    }
  }
  return valid;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
