import { describe, expect, it } from 'vitest';
import { allFunctionNames, functionAccess } from '../../infra/routes';
import { functionNameTag } from '../../infra/stacks/function-defaults';
import type { Stack } from 'aws-cdk-lib';
import { functionStacksOf, synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp({ stripeSecretName: 'tabletap/test/stripe-keys' });

interface LambdaResource {
  Properties: { Environment: { Variables: Record<string, unknown> }; Tags?: { Key: string; Value: string }[] };
}

const environments = new Map<string, Record<string, unknown>>();
/** The stack each function is in (the API's nested stacks, realtime): references resolve per stack. */
const stackOf = new Map<string, Stack>();
for (const stack of functionStacksOf(stacks)) {
  for (const fn of Object.values(template(stack).findResources('AWS::Lambda::Function') as Record<string, LambdaResource>)) {
    const name = fn.Properties.Tags?.find((tag) => tag.Key === functionNameTag)?.Value;
    if (name) {
      environments.set(name, fn.Properties.Environment.Variables);
      stackOf.set(name, stack);
    }
  }
}

/** The functions whose routes declare `needs: ['payments']` in infra/routes.ts. */
const PAYMENT_FUNCTIONS = new Set(allFunctionNames().filter((name) => functionAccess(name).needs.includes('payments')));

describe('payments in AWS', () => {
  it("are taken by the checkout (a diner's, a table's round, a share of a table's bill, a tab left open), confirmation, refunds, webhook, Connect onboarding and sandbox functions", () => {
    expect([...PAYMENT_FUNCTIONS].sort()).toEqual([
      'create-payment',
      'order-public',
      'order-refund',
      'sandbox-checkout',
      'sandbox-connect-onboarding',
      'sandbox-connect-session',
      'sandbox-connect-step',
      'sandbox-dispute',
      'stripe-connect-account-session',
      'stripe-connect-create-account',
      'stripe-connect-onboarding-link',
      'stripe-connect-status',
      'stripe-webhook',
      'tab-charge-sweep',
      'table-pay',
      'table-pay-cancel',
      'table-round',
      'table-round-cancel',
    ]);
  });

  it("gives the payment functions Stripe's keys as Secrets Manager references, never as values", () => {
    for (const name of PAYMENT_FUNCTIONS) {
      const env = environments.get(name)!;
      expect(env.STRIPE_SECRET_KEY, name).toBe('{{resolve:secretsmanager:tabletap/test/stripe-keys:SecretString:secretKey::}}');
      expect(env.STRIPE_WEBHOOK_SECRET, name).toBe('{{resolve:secretsmanager:tabletap/test/stripe-keys:SecretString:webhookSecret::}}');
      expect(env.STRIPE_PUBLISHABLE_KEY, name).toBe('{{resolve:secretsmanager:tabletap/test/stripe-keys:SecretString:publishableKey::}}');
    }
  });

  it('tells them where the web app and the API live (checkout return URLs, webhook address)', () => {
    for (const name of PAYMENT_FUNCTIONS) {
      const env = environments.get(name)!;
      expect(env.SITE_URL, name).toEqual(stackOf.get(name)!.resolve(stacks.web.siteUrl));
      expect(env.PUBLIC_API_URL, name).toEqual(stackOf.get(name)!.resolve(stacks.api.apiUrl));
    }
  });

  it('keeps the keys away from every other function', () => {
    for (const [name, env] of environments) {
      if (PAYMENT_FUNCTIONS.has(name)) continue;
      expect(env.STRIPE_SECRET_KEY, name).toBeUndefined();
      expect(env.STRIPE_WEBHOOK_SECRET, name).toBeUndefined();
      expect(env.STRIPE_PUBLISHABLE_KEY, name).toBeUndefined();
    }
  });

  it('outputs the webhook URL to register with Stripe', () => {
    const outputs = template(stacks.api).findOutputs('StripeWebhookUrl');
    expect(Object.values(outputs)[0]?.Value).toEqual(stacks.api.resolve(`${stacks.api.apiUrl}/functions/v1/stripe-webhook`));
  });
});
