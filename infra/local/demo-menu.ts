/**
 * The demo restaurant's menu: three categories, a handful of priced items, and a pizza with a required size choice
 * (price deltas) and optional extra toppings (several allowed), so every part of ordering can be tried at once.
 */
import { Menu } from '../../functions/lib/composition';

interface DemoItem {
  name: string;
  priceCents: number;
  description: string;
  ingredients?: string[];
}

const categories: { name: string; items: DemoItem[] }[] = [
  {
    name: 'Starters',
    items: [
      {
        name: 'Tomato Bruschetta',
        priceCents: 850,
        description: 'Grilled sourdough, heirloom tomatoes, basil and olive oil.',
        ingredients: ['Basil', 'Garlic'],
      },
      { name: 'Crispy Calamari', priceCents: 1100, description: 'Lightly fried squid with lemon aioli.' },
    ],
  },
  {
    name: 'Mains',
    items: [
      { name: 'Wood-fired Margherita', priceCents: 1400, description: 'San Marzano tomatoes, fior di latte, basil.' },
      { name: 'Bistro Burger', priceCents: 1650, description: 'Aged beef, cheddar, pickles, brioche bun, fries.' },
      { name: 'Wild Mushroom Risotto', priceCents: 1800, description: 'Carnaroli rice, porcini, parmesan, thyme.' },
    ],
  },
  {
    name: 'Drinks & Desserts',
    items: [
      { name: 'Homemade Lemonade', priceCents: 450, description: 'Fresh lemons, a little mint.' },
      { name: 'Espresso', priceCents: 300, description: 'Double shot, single origin.' },
      { name: 'Tiramisu', priceCents: 750, description: 'Mascarpone, espresso-soaked ladyfingers, cocoa.' },
    ],
  },
];

const PIZZA = 'Wood-fired Margherita';

export async function createDemoMenu(restaurantId: string): Promise<void> {
  const itemIds = new Map<string, string>();
  for (const [categoryPosition, category] of categories.entries()) {
    const { id: categoryId } = await Menu.createCategory(restaurantId, { name: category.name, position: categoryPosition });
    for (const [position, item] of category.items.entries()) {
      const created = await Menu.createItem(restaurantId, {
        categoryId,
        name: item.name,
        priceCents: item.priceCents,
        description: item.description,
        position,
      });
      itemIds.set(item.name, created.id);
      for (const [i, ingredient] of (item.ingredients ?? []).entries()) {
        await Menu.createIngredient(restaurantId, created.id, { name: ingredient, position: i });
      }
    }
  }

  const pizzaId = itemIds.get(PIZZA)!;
  const size = await Menu.createModifierGroup(restaurantId, { name: 'Size', selectionType: 'single', required: true, minSelect: 1, maxSelect: 1 });
  await Menu.createModifierOption(restaurantId, size.id, { name: 'Regular (10")', priceDeltaCents: 0, isDefault: true, position: 0 });
  await Menu.createModifierOption(restaurantId, size.id, { name: 'Large (14")', priceDeltaCents: 400, position: 1 });
  await Menu.linkModifierGroup(restaurantId, pizzaId, size.id, 0);

  const toppings = await Menu.createModifierGroup(restaurantId, {
    name: 'Extra toppings',
    selectionType: 'multi',
    required: false,
    minSelect: 0,
    maxSelect: 3,
    position: 1,
  });
  for (const [position, [name, priceDeltaCents]] of ([['Mushrooms', 150], ['Prosciutto', 300], ['Burrata', 400]] as const).entries()) {
    await Menu.createModifierOption(restaurantId, toppings.id, { name, priceDeltaCents, position });
  }
  await Menu.linkModifierGroup(restaurantId, pizzaId, toppings.id, 1);
}
