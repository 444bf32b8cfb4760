/**
 * The demo data `npm start` creates on first start: a confirmed owner, their profile and 'Demo Bistro' with
 * branding and a small menu. Idempotent, and it never overwrites what the owner changed since.
 * Imported only after the stack applied the function environment (the domain modules read it at load).
 */
import { INITIAL_LANGUAGE_SETTINGS } from '../../shared/languages';
import { DEFAULT_BRANDING } from '../../shared/constants';
import { Branding, db, Menu, Profiles, Restaurants } from '../../functions/lib/composition';
import { createSandboxAccounts } from '../../functions/lib/payments/sandbox/connect-accounts';
import { createDemoMenu } from '../../functions/lib/demo/demo-menu';
import { ensureDemoRestaurant } from '../../functions/lib/demo/demo-restaurant';
import { DEMO_OWNER, ensureDemoOwner } from './demo-owner';
import type { LocalLog } from './log';

export interface DemoAccount {
  email: string;
  password: string;
  userId: string;
  restaurantId: string;
  /** Where a diner lands after scanning table 5's QR code. */
  dinerUrl: string;
}

export const DEMO_RESTAURANT = {
  name: 'Demo Bistro',
  slug: 'demo-bistro',
  description: 'Seasonal plates, wood-fired pizza and good coffee. (Demo data from npm start.)',
};

/** The demo restaurant's connected account in the sandbox payment gateway. */
export const DEMO_SANDBOX_ACCOUNT_ID = 'acct_sandbox_demo_bistro';

export async function seedDemo(opts: {
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  webUrl: string;
  log: LocalLog;
}): Promise<DemoAccount> {
  const userId = await ensureDemoOwner(opts);
  await Profiles.upsert({ id: userId, email: DEMO_OWNER.email, fullName: DEMO_OWNER.fullName });
  const { restaurant } = await Restaurants.ensureForOwner(userId, {
    name: DEMO_RESTAURANT.name,
    description: DEMO_RESTAURANT.description,
    markOnboardingStarted: true,
  });
  // Completing onboarding is the seed's last step: once done, the restaurant is the owner's to change. Until then
  // (first start, or a start that was interrupted) each step adds only what is missing.
  if (!restaurant.onboardingCompletedAt) {
    const id = restaurant.id;
    if (!restaurant.slug) await Restaurants.setSlug(id, DEMO_RESTAURANT.slug);
    if (!(await Branding.get(id)).saved) await Branding.put(id, { ...DEFAULT_BRANDING });
    if ((await Menu.read(id, { consistent: true })).categories.length === 0) await createDemoMenu(id);
    await Restaurants.update(id, { ...INITIAL_LANGUAGE_SETTINGS, serviceRequestEnabled: true, onboardingCompleted: true });
    opts.log.info(`Seeded the demo restaurant '${DEMO_RESTAURANT.name}' for ${DEMO_OWNER.email}.`);
  }
  // Diners can pay at once (the sandbox gateway); also given to a demo restaurant seeded before payments existed,
  // but never in place of an account the owner connected. The sandbox account has finished onboarding, so the
  // Payment Settings page's status refresh keeps the demo Enabled/Enabled.
  const accountId = await Restaurants.stripeAccountId(restaurant.id);
  if (!accountId || accountId === DEMO_SANDBOX_ACCOUNT_ID) {
    await createSandboxAccounts(db).ensureOnboarded(DEMO_SANDBOX_ACCOUNT_ID, restaurant.id, DEMO_RESTAURANT.name);
  }
  if (!accountId) {
    await Restaurants.setStripeAccount(restaurant.id, DEMO_SANDBOX_ACCOUNT_ID);
    await Restaurants.setPaymentStatus(restaurant.id, { chargesEnabled: true, payoutsEnabled: true });
  }
  // The landing page's /menu/demo, as the deploy seeds it (functions/demo-seed.ts).
  if ((await ensureDemoRestaurant()).created) opts.log.info('Seeded the landing page\'s demo menu (/menu/demo).');
  return {
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    userId,
    restaurantId: restaurant.id,
    dinerUrl: `${opts.webUrl}/start?rid=${restaurant.id}&table=5`,
  };
}
