/**
 * A public menu (shared/api.ts PublicMenu) with the demo restaurant's pizza (required Size, optional toppings up to
 * 3) and a combo, for the cart and chooser tests.
 */
import type { PublicIngredient, PublicMenu, PublicMenuItem } from '../../../../shared/api';

const item = (over: Partial<PublicMenuItem> & Pick<PublicMenuItem, 'id' | 'name' | 'priceCents'>): PublicMenuItem => ({
  categoryId: 'mains',
  description: null,
  imageUrl: null,
  imageAlt: null,
  soldOut: false,
  modifierGroupIds: [],
  combo: null,
  ingredients: [],
  ...over,
});

export const ingredient = (id: string, name: string, over: Partial<PublicIngredient> = {}): PublicIngredient => ({
  id,
  name,
  isDefaultIncluded: true,
  isRemovable: true,
  allergens: [],
  dietary: [],
  ...over,
});

/** Its ingredients: dough (fixed), mozzarella and basil (may be left out), olives (not in by default). */
export const pizza = item({
  id: 'pizza',
  name: 'Wood-fired Margherita',
  priceCents: 1400,
  modifierGroupIds: ['size', 'toppings'],
  ingredients: [
    ingredient('dough', 'Dough', { isRemovable: false, allergens: ['gluten'], dietary: ['vegan'] }),
    ingredient('mozzarella', 'Mozzarella', { allergens: ['milk'], dietary: ['vegetarian'] }),
    ingredient('basil', 'Basil', { dietary: ['vegan'] }),
    ingredient('olives', 'Olives', { isDefaultIncluded: false, dietary: ['vegan'] }),
  ],
});
export const lemonade = item({ id: 'lemonade', name: 'Homemade Lemonade', priceCents: 450, categoryId: 'drinks' });
export const espresso = item({ id: 'espresso', name: 'Espresso', priceCents: 300, categoryId: 'drinks' });
export const tiramisu = item({ id: 'tiramisu', name: 'Tiramisu', priceCents: 750, soldOut: true, categoryId: 'drinks' });
export const lunchDeal = item({
  id: 'deal',
  name: 'Lunch deal',
  priceCents: 1500,
  combo: {
    pricingMode: 'dynamic',
    discountCents: 200,
    components: [
      {
        id: 'main',
        label: 'Main',
        selectionType: 'single',
        quantity: 1,
        required: true,
        allowChildCustomization: true,
        choices: [{ itemId: 'pizza', name: 'Wood-fired Margherita', priceCents: 1400 }],
      },
      {
        id: 'drinks',
        label: 'Drinks',
        selectionType: 'multi',
        quantity: 2,
        required: false,
        allowChildCustomization: false,
        choices: [
          { itemId: 'lemonade', name: 'Homemade Lemonade', priceCents: 450 },
          { itemId: 'espresso', name: 'Espresso', priceCents: 300 },
          { itemId: 'tiramisu', name: 'Tiramisu', priceCents: 750 },
        ],
      },
    ],
  },
});

export const menu: PublicMenu = {
  restaurant: {
    id: 'r1',
    name: 'Demo Bistro',
    description: null,
    slug: 'demo-bistro',
    address: null,
    phone: null,
    openingHours: [],
    timeZone: 'America/New_York',
    currency: 'USD',
    taxRateBps: 800,
    taxIncluded: false,
    enabledLanguages: ['en', 'es'],
    defaultLanguage: 'en',
    autoDetectLanguage: true,
    chargesEnabled: true,
    serviceRequestEnabled: true,
    tablePayment: 'pay_first',
    tabChargeAfterMinutes: 120,
    branding: { primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E', logoUrl: null },
  },
  lang: 'en',
  categories: [
    { id: 'mains', name: 'Mains', position: 0 },
    { id: 'drinks', name: 'Drinks', position: 1 },
  ],
  items: [pizza, lemonade, espresso, tiramisu, lunchDeal],
  modifierGroups: [
    {
      id: 'size',
      name: 'Size',
      selectionType: 'single',
      required: true,
      minSelect: 1,
      maxSelect: 1,
      options: [
        { id: 'regular', name: 'Regular (10")', priceDeltaCents: 0, isDefault: true },
        { id: 'large', name: 'Large (14")', priceDeltaCents: 400, isDefault: false },
      ],
    },
    {
      id: 'toppings',
      name: 'Extra toppings',
      selectionType: 'multi',
      required: false,
      minSelect: 0,
      maxSelect: 3,
      options: [
        { id: 'mushrooms', name: 'Mushrooms', priceDeltaCents: 150, isDefault: false },
        { id: 'prosciutto', name: 'Prosciutto', priceDeltaCents: 300, isDefault: false },
        { id: 'burrata', name: 'Burrata', priceDeltaCents: 400, isDefault: false },
        { id: 'olives', name: 'Olives', priceDeltaCents: 100, isDefault: false },
      ],
    },
  ],
};
