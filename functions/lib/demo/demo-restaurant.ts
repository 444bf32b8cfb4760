/**
 * The landing page's demo restaurant (shared/demo.ts): created once, by the deploy (functions/demo-seed.ts) and by
 * `npm start`. Idempotent: each step adds only what is missing, and once set up it is left as it is, so a deploy that
 * runs the seed again (or two at once) changes nothing. No payment account is ever connected: even a request that
 * strips preview mode off the URL gets 'This restaurant is not accepting payments yet', never an order.
 */
import { DEFAULT_BRANDING } from '../../../shared/constants';
import { DEMO_RESTAURANT_ID, DEMO_RESTAURANT_OWNER_ID } from '../../../shared/demo';
import { Branding, Menu, MenuTranslations, Restaurants } from '../composition';
import { createDemoMenu } from './demo-menu';

export const DEMO_RESTAURANT_PROFILE = {
  name: 'TableTap Demo Café',
  description: 'A sample menu to try ordering from your phone. Nothing is charged and no order is sent.',
};

export async function ensureDemoRestaurant(): Promise<{ restaurantId: string; created: boolean }> {
  const { restaurant } = await Restaurants.ensureForOwner(
    DEMO_RESTAURANT_OWNER_ID,
    { ...DEMO_RESTAURANT_PROFILE, markOnboardingStarted: true },
    DEMO_RESTAURANT_ID,
  );
  if (restaurant.id !== DEMO_RESTAURANT_ID) throw new Error(`The demo owner claim names restaurant ${restaurant.id}, not '${DEMO_RESTAURANT_ID}'`);
  if (restaurant.onboardingCompletedAt) return { restaurantId: restaurant.id, created: false };

  const id = restaurant.id;
  if (!(await Branding.get(id)).saved) await Branding.put(id, { ...DEFAULT_BRANDING });
  // English and Spanish, the menu's words in both; no call-waiter button, since nobody works at the demo's tables;
  // each round paid when ordered (a tab would hold a visitor's card for hours).
  await Restaurants.update(id, {
    defaultLanguage: 'en',
    enabledLanguages: ['en', 'es'],
    autoDetectLanguage: true,
    serviceRequestEnabled: false,
    tablePayment: 'pay_first',
  });
  if ((await Menu.read(id, { consistent: true })).categories.length === 0) {
    const spanish = await createDemoMenu(id);
    await MenuTranslations.save(id, DEMO_RESTAURANT_OWNER_ID, spanish);
  }
  // Last: until this is set, a seed that was interrupted picks up where it stopped.
  await Restaurants.update(id, { onboardingCompleted: true });
  return { restaurantId: id, created: true };
}
