import * as z from '../shared/zod';
import { defineRoute } from './lib/http/route';
import { NotFoundError } from './lib/errors';
import { sandboxOnboarding } from './lib/payments/configured';

const paramsSchema = z.object({
  clientSecret: z.string().check(
    z.regex(/^sandbox_cs_[0-9a-f]{32}$/, 'is not a sandbox account session client secret'),
  ),
});

/**
 * The sandbox onboarding as the web app's sandbox panel shows it (steps done, requirements, flags), opened by an
 * account session's client secret. With Stripe configured there is no sandbox, and this answers 404.
 */
export const handler = defineRoute('sandbox-connect-session', { params: paramsSchema }, async ({ params }) => {
  if (!sandboxOnboarding) throw new NotFoundError('There is no sandbox onboarding here');
  return sandboxOnboarding.state(params.clientSecret);
});
