import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutPage, messagePage, pagePolicy, PAGE_STYLE_HASH } from '../../../functions/lib/payments/sandbox/page';
import { withPagePolicy } from '../../../functions/lib/payments/sandbox/page-policy';
import type { SandboxSession } from '../../../functions/lib/payments/sandbox/sessions';

const session = {
  sessionId: 'cs_sandbox_1',
  orderId: 'order-1',
  orderCode: 'K7PXD',
  restaurantId: 'rest-1',
  restaurantName: `Joe's <script>alert(1)</script> Diner`,
  destinationAccountId: 'acct_1',
  currency: 'EUR',
  lines: [{ name: 'Crêpe "Suzette"', description: 'Size: Large', unitAmountCents: 450, quantity: 2 }],
  taxCents: 72,
  tipCents: 0,
  totalCents: 972,
  feeCents: 49,
  successUrl: 'https://site.example/order/success',
  cancelUrl: 'https://site.example/order/cancel',
  status: 'open',
  paymentStatus: 'unpaid',
  checkoutExpiresAt: 0,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: 0,
} as SandboxSession;

describe('the sandbox checkout page', () => {
  const page = checkoutPage(session, (action) => `/sandbox/checkout/cs_sandbox_1/${action}`);

  it('escapes every name it shows', () => {
    expect(page).not.toContain('<script>');
    expect(page).toContain('Joe&#39;s &#60;script&#62;alert(1)&#60;/script&#62; Diner');
    expect(page).toContain('Crêpe &#34;Suzette&#34;');
  });

  it('shows money in the session currency, the subtotal derived from total, tax and tip', () => {
    expect(page).toContain('€9.00'); // 2 x 4.50
    expect(page).toContain('Pay €9.72');
  });

  it("carries exactly one style block, whose hash the page's policy names", () => {
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(PAGE_STYLE_HASH).toBe(`sha256-${createHash('sha256').update(styles[0]!).digest('base64')}`);
    expect(pagePolicy('https://site.example')).toBe(
      `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; form-action 'self' https://site.example; base-uri 'none'; frame-ancestors 'none'`,
    );
  });

  it('message pages escape their link too', () => {
    expect(messagePage('Already paid', 'Paid.', { href: 'https://x.example/?a=1&b="2"', label: 'See' })).toContain('href="https://x.example/?a=1&#38;b=&#34;2&#34;"');
  });
});

describe('withPagePolicy', () => {
  const wrapped = (response: { statusCode: number; headers: Record<string, string>; body: string }) =>
    withPagePolicy(async () => response, "default-src 'none'; form-action 'self'")({}, {});

  it("replaces the blanket policy on HTML answers with the page's own", async () => {
    const result = await wrapped({
      statusCode: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; form-action 'none'; sandbox" },
      body: '<p>hi</p>',
    });
    expect(result.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'none'; form-action 'self'" });
  });

  it('leaves JSON answers (errors, say) as they are', async () => {
    const response = { statusCode: 400, headers: { 'content-type': 'application/json' }, body: '{}' };
    expect(await wrapped(response)).toBe(response);
  });
});
