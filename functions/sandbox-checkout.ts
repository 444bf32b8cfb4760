import * as z from 'zod';
import { defineRoute, html } from './lib/http/route';
import { NotFoundError } from './lib/errors';
import { sandboxCheckout, siteUrl } from './lib/payments/configured';
import { pagePolicy } from './lib/payments/sandbox/page';
import { withPagePolicy } from './lib/payments/sandbox/page-policy';

const paramsSchema = z.object({
  sessionId: z.string().regex(/^cs_sandbox_[0-9a-f]{32}$/, 'is not a sandbox checkout session'),
  /** Only on POST /sandbox/checkout/{sessionId}/{action} (lib/payments/sandbox/checkout.ts SandboxAction). */
  action: z.enum(['pay', 'cancel', 'pay_debit', 'debit_succeeded', 'debit_failed']).optional(),
});

/**
 * The sandbox gateway's hosted-checkout look-alike (local runs): GET shows the session, POST .../pay pays it and
 * POST .../cancel leaves it; a session made with a delayed method also takes pay_debit, then debit_succeeded or
 * debit_failed (Stripe's async_payment_* events). With Stripe configured there is no sandbox, and these routes answer 404.
 */
const route = defineRoute(
  'sandbox-checkout',
  { params: paramsSchema },
  async ({ params }) => {
    if (!sandboxCheckout) throw new NotFoundError('There is no sandbox checkout here');
    const outcome = params.action
      ? await sandboxCheckout[params.action](params.sessionId)
      : await sandboxCheckout.show(params.sessionId);
    if (outcome.kind === 'redirect') return { status: 303, headers: { location: outcome.location } };
    const page = html(outcome.html, outcome.status);
    return { ...page, headers: { ...page.headers, 'cache-control': 'no-store' } };
  },
);

export const handler = withPagePolicy(route, pagePolicy(new URL(siteUrl).origin));
