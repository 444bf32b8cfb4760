import * as z from '../shared/zod';
import { SANDBOX_ONBOARDING_STEPS, sandboxOnboardingStepRequestSchema } from '../shared/api/payments';
import { defineRoute } from './lib/http/route';
import { NotFoundError } from './lib/errors';
import { sandboxOnboarding } from './lib/payments/configured';

const paramsSchema = z.object({
  clientSecret: z.string().check(
    z.regex(/^sandbox_cs_[0-9a-f]{32}$/, 'is not a sandbox account session client secret'),
  ),
  step: z.enum(SANDBOX_ONBOARDING_STEPS),
});

/**
 * One step of the sandbox onboarding from the web app's panel (in order: a later step first is a 409; a step done
 * already changes nothing). Each step sends a signed account.updated to the webhook before answering.
 */
export const handler = defineRoute(
  'sandbox-connect-step',
  { params: paramsSchema, body: sandboxOnboardingStepRequestSchema },
  async ({ params, body }) => {
    if (!sandboxOnboarding) throw new NotFoundError('There is no sandbox onboarding here');
    return sandboxOnboarding.complete(params.clientSecret, params.step, body);
  },
);
