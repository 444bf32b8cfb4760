/**
 * Our `Stripe-Signature` verifier (functions/lib/payments/stripe-signature.ts) against vectors computed here with
 * node:crypto, and against the `stripe` package's own signer and verifier both ways.
 */
import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  isValidSignature,
  parseSignatureHeader,
  signatureHeader,
} from '../../../functions/lib/payments/stripe-signature';

const secret = 'whsec_test_primary';
const other = 'whsec_test_connect';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
const now = 1_800_000_000;
const hmac = (body: string, key: string, t: number) => createHmac('sha256', key).update(`${t}.${body}`).digest('hex');
const header = (t: number, ...signatures: string[]) => [`t=${t}`, ...signatures.map((s) => `v1=${s}`)].join(',');
const valid = (body: string, sig: string | undefined, secrets: string[] = [secret], at = now) =>
  isValidSignature(body, sig, secrets, { nowSeconds: at });

describe('isValidSignature', () => {
  it('accepts a v1 signature computed with the secret over `${t}.${payload}`', () => {
    expect(valid(payload, header(now, hmac(payload, secret, now)))).toBe(true);
    expect(signatureHeader(payload, secret, now)).toBe(header(now, hmac(payload, secret, now)));
  });

  it('refuses a tampered payload', () => {
    const sig = header(now, hmac(payload, secret, now));
    expect(valid(payload.replace('cs_1', 'cs_2'), sig)).toBe(false);
    expect(valid(`${payload} `, sig)).toBe(false);
  });

  it('refuses a signature made with another secret, or a timestamp changed after signing', () => {
    expect(valid(payload, header(now, hmac(payload, 'whsec_wrong', now)))).toBe(false);
    expect(valid(payload, header(now + 1, hmac(payload, secret, now)))).toBe(false);
  });

  it('refuses a timestamp more than 300 s old or ahead, and accepts one at the edge', () => {
    const at = (t: number) => valid(payload, header(t, hmac(payload, secret, t)));
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
    expect(at(now - 301)).toBe(false);
    expect(at(now + 301)).toBe(false);
    expect(at(now - 300)).toBe(true);
    expect(at(now + 300)).toBe(true);
  });

  it('accepts any of several secrets (platform and Connect endpoints), and any of several v1 signatures', () => {
    const byOther = hmac(payload, other, now);
    expect(valid(payload, header(now, byOther))).toBe(false);
    expect(valid(payload, header(now, byOther), [secret, other])).toBe(true);
    // Stripe sends two v1 values while a secret is rolled: either one may be ours.
    expect(valid(payload, header(now, hmac(payload, 'whsec_old', now), hmac(payload, secret, now)))).toBe(true);
    expect(valid(payload, `${header(now, hmac(payload, secret, now))},v0=${'0'.repeat(64)}`)).toBe(true);
    expect(valid(payload, header(now, hmac(payload, secret, now)), ['', secret])).toBe(true);
  });

  it('refuses a missing or malformed header', () => {
    const sig = hmac(payload, secret, now);
    for (const bad of [undefined, '', 'garbage', `v1=${sig}`, `t=${now}`, `t=abc,v1=${sig}`, `t=${now},t=${now},v1=${sig}`, `t=${now},v0=${sig}`, `t=-${now},v1=${sig}`, `t=${now},v1=${sig.slice(0, 63)}`, `t=${now},v1=${sig}00`]) {
      expect(valid(payload, bad), String(bad)).toBe(false);
    }
    expect(parseSignatureHeader(` t=${now} , v1=${sig.toUpperCase()} `)).toEqual({ timestamp: now, signatures: [sig] });
  });

  it("agrees with the stripe package's signer and verifier", () => {
    const t = Math.floor(Date.now() / 1000);
    expect(isValidSignature(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: t }), [secret])).toBe(true);
    expect(Stripe.webhooks.constructEvent(payload, signatureHeader(payload, secret), secret).id).toBe('evt_1');
  });
});
