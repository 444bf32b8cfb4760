import * as z from '../shared/zod';
import { defineRoute, html } from './lib/http/route';
import { BadRequestError, NotFoundError } from './lib/errors';
import { sandboxCheckout, siteUrl } from './lib/payments/configured';
import { SETUP_CARD_FIELD, SETUP_EMAIL_FIELD, pagePolicy } from './lib/payments/sandbox/page';
import { SANDBOX_TEST_CARDS, sandboxTestCard, type SandboxTestCard } from './lib/payments/sandbox/test-cards';
import { withPagePolicy } from './lib/payments/sandbox/page-policy';

const paramsSchema = z.object({
  sessionId: z.string().check(z.regex(/^cs_sandbox_[0-9a-f]{32}$/, 'is not a sandbox checkout session')),
  /** Only on POST /sandbox/checkout/{sessionId}/{action} (lib/payments/sandbox/checkout.ts SandboxAction). */
  action: z.optional(z.enum(['pay', 'cancel', 'pay_debit', 'debit_succeeded', 'debit_failed', 'save'])),
});

/** Form posts are small; anything bigger is not this page's. */
const MAX_FORM_BYTES = 4 * 1024;

/**
 * The setup page's Save form as the browser posts it: url-encoded, with `card`, one of the sandbox's test cards'
 * numbers (spaces allowed), and `email`, empty or an address. Anything else did not come from the page: the API's
 * JSON 400.
 */
function savedCardOf(contentType: string | undefined, rawBody: string): { card: SandboxTestCard; email: string | null } {
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) {
    throw new BadRequestError('The card form must be sent as application/x-www-form-urlencoded', undefined, 'unsupported_form');
  }
  const form = new URLSearchParams(rawBody);
  const unknown = [...new Set(form.keys())].filter((name) => name !== SETUP_CARD_FIELD && name !== SETUP_EMAIL_FIELD);
  if (unknown.length) throw new BadRequestError(`Unknown form field: ${unknown.join(', ')}`, undefined, 'unknown_form_field');
  const card = sandboxTestCard((form.get(SETUP_CARD_FIELD) ?? '').replace(/\s/g, ''));
  if (!card) {
    const numbers = SANDBOX_TEST_CARDS.map((known) => known.number).join(', ');
    throw new BadRequestError(`card must be one of the sandbox's test cards: ${numbers}`, undefined, 'unknown_test_card');
  }
  const email = (form.get(SETUP_EMAIL_FIELD) ?? '').trim();
  if (email && !z.email().safeParse(email).success) throw new BadRequestError('email must be an e-mail address (or left empty)', { email: 'is not an e-mail address' }, 'invalid_email');
  return { card, email: email || null };
}

/**
 * The sandbox gateway's hosted-checkout look-alike (local runs): GET shows the session, POST .../pay pays it and
 * POST .../cancel leaves it; a session made with a delayed method also takes pay_debit, then debit_succeeded or
 * debit_failed (Stripe's async_payment_* events). A setup-mode session (a table's open tab) has its page here too: POST
 * .../save with the form field `card` (a test card's number) saves it. With Stripe configured there is no sandbox, and
 * these routes answer 404.
 */
const route = defineRoute(
  'sandbox-checkout',
  { params: paramsSchema, rawBody: true, maxBodyBytes: MAX_FORM_BYTES },
  async ({ params, rawBody, event }) => {
    if (!sandboxCheckout) throw new NotFoundError('There is no sandbox checkout here');
    // Only Save posts a form; every other action and the page itself take no body.
    if (params.action !== 'save' && rawBody.trim() !== '' && rawBody.trim() !== '{}') {
      throw new BadRequestError('This endpoint does not take a request body', undefined, 'unexpected_body');
    }
    const { action } = params;
    let outcome;
    if (action === 'save') {
      const { card, email } = savedCardOf(event.headers['content-type'], rawBody);
      outcome = await sandboxCheckout.save(params.sessionId, card, email);
    } else {
      outcome = action ? await sandboxCheckout[action](params.sessionId) : await sandboxCheckout.show(params.sessionId);
    }
    if (outcome.kind === 'redirect') return { status: 303, headers: { location: outcome.location } };
    const page = html(outcome.html, outcome.status);
    return { ...page, headers: { ...page.headers, 'cache-control': 'no-store' } };
  },
);

export const handler = withPagePolicy(route, pagePolicy(new URL(siteUrl).origin));
