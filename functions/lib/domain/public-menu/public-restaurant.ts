/** The diner-facing view of a restaurant (shared/api PublicRestaurant): no owner, Stripe or onboarding fields. */
import type { PublicRestaurant } from '../../../../shared/api';
import type { Storefront } from './storefront';

export function toPublicRestaurant({ restaurant, branding }: Storefront): PublicRestaurant {
  return {
    id: restaurant.id,
    name: restaurant.name,
    description: restaurant.description,
    slug: restaurant.slug,
    address: restaurant.address,
    phone: restaurant.phone,
    openingHours: restaurant.openingHours,
    timeZone: restaurant.timeZone,
    currency: restaurant.currency,
    taxRateBps: restaurant.taxRateBps,
    taxIncluded: restaurant.taxIncluded,
    enabledLanguages: restaurant.enabledLanguages,
    defaultLanguage: restaurant.defaultLanguage,
    autoDetectLanguage: restaurant.autoDetectLanguage,
    chargesEnabled: restaurant.chargesEnabled,
    serviceRequestEnabled: restaurant.serviceRequestEnabled,
    tablePayment: restaurant.tablePayment,
    tabChargeAfterMinutes: restaurant.tabChargeAfterMinutes,
    branding,
  };
}
