import * as z from '../shared/zod';
import { SANDBOX_ONBOARDING_STEPS } from '../shared/api/payments';
import { defineRoute, html } from './lib/http/route';
import { BadRequestError, NotFoundError } from './lib/errors';
import { sandboxOnboarding, siteUrl } from './lib/payments/configured';
import { pagePolicy } from './lib/payments/sandbox/page';
import { withPagePolicy } from './lib/payments/sandbox/page-policy';
import { STEP_FIELDS } from './lib/payments/sandbox/onboarding-page';

const paramsSchema = z.object({
  linkId: z.string().check(z.regex(/^sandbox_link_[0-9a-f]{32}$/, 'is not a sandbox onboarding link')),
  /** Only on POST /sandbox/connect/onboarding/{linkId}/{step}. */
  step: z.optional(z.enum(SANDBOX_ONBOARDING_STEPS)),
});

/** Form posts are small; anything bigger is not this page's. */
const MAX_FORM_BYTES = 8 * 1024;

/**
 * The page's own form, as the browser posts it: url-encoded, with only the step's fields. Anything else did not come
 * from the page and gets the API's JSON 400 (a form the owner filled in wrongly is shown again instead).
 */
function stepForm(step: (typeof SANDBOX_ONBOARDING_STEPS)[number], contentType: string | undefined, rawBody: string): URLSearchParams {
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) {
    throw new BadRequestError('The onboarding form must be sent as application/x-www-form-urlencoded', undefined, 'unsupported_form');
  }
  const form = new URLSearchParams(rawBody);
  const allowed = new Set(STEP_FIELDS[step].map(({ name }) => name));
  const unknown = [...new Set(form.keys())].filter((name) => !allowed.has(name));
  if (unknown.length) throw new BadRequestError(`Unknown form field: ${unknown.join(', ')}`, undefined, 'unknown_form_field');
  return form;
}

/**
 * The sandbox's look-alike of Stripe's hosted onboarding (the account link's page, local runs): GET shows the next
 * step's form, POST .../{step} submits it; after the last step it returns to Payment Settings. With Stripe
 * configured there is no sandbox, and these routes answer 404.
 */
const route = defineRoute(
  'sandbox-connect-onboarding',
  { params: paramsSchema, rawBody: true, maxBodyBytes: MAX_FORM_BYTES },
  async ({ params, rawBody, event }) => {
    if (!sandboxOnboarding) throw new NotFoundError('There is no sandbox onboarding here');
    // Only the POST route has a {step}.
    if (!params.step && rawBody.trim() !== '') throw new BadRequestError('This page does not take a request body', undefined, 'unexpected_body');
    const outcome = params.step
      ? await sandboxOnboarding.submitLink(params.linkId, params.step, stepForm(params.step, event.headers['content-type'], rawBody))
      : await sandboxOnboarding.showLink(params.linkId);
    if (outcome.kind === 'redirect') return { status: 303, headers: { location: outcome.location } };
    const page = html(outcome.html, outcome.status);
    return { ...page, headers: { ...page.headers, 'cache-control': 'no-store' } };
  },
);

export const handler = withPagePolicy(route, pagePolicy(new URL(siteUrl).origin));
