/** Small builders of menu rows and a storefront for the pure public-menu mapping tests. */
import type { Restaurant } from '../../../shared/api';
import type {
  CategoryTranslation,
  Combo,
  ComboComponent,
  ComboComponentChoice,
  ItemModifierGroup,
  ItemTranslation,
  MenuCategory,
  MenuItem,
  ModifierGroup,
  ModifierOption,
  RestaurantMenu,
} from '../../../functions/lib/domain/menu';
import type { Storefront } from '../../../functions/lib/domain/public-menu/storefront';

const R = 'r1';
const AT = '2026-01-01T00:00:00.000Z';

export function restaurant(overrides: Partial<Restaurant> = {}): Restaurant {
  return {
    id: R,
    ownerId: 'owner-1',
    name: 'Trattoria',
    description: 'Fresh pasta',
    slug: 'trattoria',
    address: null,
    phone: null,
    openingHours: [],
    currency: 'USD',
    taxRateBps: 800,
    taxIncluded: false,
    timeZone: 'America/New_York',
    onboardingStartedAt: null,
    onboardingCompletedAt: null,
    chargesEnabled: true,
    payoutsEnabled: true,
    defaultLanguage: 'en',
    enabledLanguages: ['en', 'es', 'nl'],
    autoDetectLanguage: true,
    serviceRequestEnabled: true,
    tablePayment: 'pay_first',
    tabChargeAfterMinutes: 120,
    lateOrderMinutes: 5,
    escalateOrderMinutes: 15,
    createdAt: AT,
    ...overrides,
  };
}

export function storefront(overrides: Partial<Restaurant> = {}): Storefront {
  return {
    restaurant: restaurant(overrides),
    branding: { primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E', logoUrl: null },
  };
}

export const category = (id: string, name: string, position: number): MenuCategory => ({ id, restaurantId: R, name, position, hours: null, createdAt: AT });

export function item(id: string, categoryId: string, position: number, overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    restaurantId: R,
    categoryId,
    name: `Item ${id}`,
    description: `About ${id}`,
    priceCents: 1000,
    currency: 'USD',
    position,
    isActive: true,
    visible: true,
    soldOut: false,
    imageUrl: null,
    imageAlt: null,
    imageWidth: null,
    imageHeight: null,
    imageVariants: null,
    stockCount: null,
    hours: null,
    createdAt: AT,
    ...overrides,
  };
}

export function group(id: string, position: number, overrides: Partial<ModifierGroup> = {}): ModifierGroup {
  return { id, restaurantId: R, name: `Group ${id}`, selectionType: 'single', required: false, minSelect: 0, maxSelect: 1, position, ...overrides };
}

export function option(id: string, groupId: string, position: number, overrides: Partial<ModifierOption> = {}): ModifierOption {
  return { id, restaurantId: R, groupId, name: `Option ${id}`, priceDeltaCents: 0, position, isDefault: false, visible: true, ...overrides };
}

export const link = (itemId: string, groupId: string, position: number): ItemModifierGroup => ({ restaurantId: R, itemId, groupId, position });

export const combo = (id: string, itemId: string, overrides: Partial<Combo> = {}): Combo => ({
  id,
  restaurantId: R,
  itemId,
  pricingMode: 'fixed',
  comboDiscountCents: 0,
  ...overrides,
});

export function component(id: string, comboId: string, position: number, overrides: Partial<ComboComponent> = {}): ComboComponent {
  return {
    id,
    restaurantId: R,
    comboId,
    label: `Component ${id}`,
    position,
    selectionType: 'single',
    quantity: 1,
    required: true,
    allowChildCustomization: false,
    ...overrides,
  };
}

export const choice = (componentId: string, choiceItemId: string, position: number): ComboComponentChoice => ({
  restaurantId: R,
  componentId,
  choiceItemId,
  position,
});

const translationFields = { restaurantId: R, provenance: 'manual' as const, locked: false, provider: null, machineSource: null, updatedBy: null, updatedAt: AT };

export const categoryTranslation = (categoryId: string, lang: CategoryTranslation['lang'], name: string): CategoryTranslation => ({
  ...translationFields,
  categoryId,
  lang,
  name,
});

export const itemTranslation = (
  itemId: string,
  lang: ItemTranslation['lang'],
  name: string,
  description: string | null = null,
): ItemTranslation => ({ ...translationFields, itemId, lang, name, description });

export function menu(parts: Partial<RestaurantMenu> = {}): RestaurantMenu {
  return {
    categories: [],
    items: [],
    ingredients: [],
    modifierGroups: [],
    modifierOptions: [],
    itemModifierGroups: [],
    combos: [],
    comboComponents: [],
    comboChoices: [],
    categoryTranslations: [],
    itemTranslations: [],
    ...parts,
  };
}
