/** The diner-facing view of a restaurant (shared/api PublicRestaurant): no owner, Stripe or onboarding fields. */
import type { PublicRestaurant } from '../../../../shared/api';
import type { Storefront } from './storefront';

export function toPublicRestaurant({ restaurant, branding }: Storefront): PublicRestaurant {
  return {
    id: restaurant.id,
    name: restaurant.name,
    description: restaurant.description,
    slug: restaurant.slug,
    currency: restaurant.currency,
    taxRateBps: restaurant.taxRateBps,
    enabledLanguages: restaurant.enabledLanguages,
    defaultLanguage: restaurant.defaultLanguage,
    autoDetectLanguage: restaurant.autoDetectLanguage,
    chargesEnabled: restaurant.chargesEnabled,
    serviceRequestEnabled: restaurant.serviceRequestEnabled,
    branding,
  };
}
