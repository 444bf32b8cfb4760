/**
 * The demo menu: three categories, a handful of priced items, and a pizza with a required size choice (price
 * deltas) and optional extra toppings (several allowed), so every part of ordering can be tried at once. Spanish
 * words ride along, so a demo restaurant with Spanish enabled shows a translated menu without a translator.
 * Used by `npm start` for the owner's 'Demo Bistro' and by the deploy for the landing page's /menu/demo.
 */
import { Menu } from '../composition';
import type { TranslationEdits } from '../domain/menu-translations';

interface Words {
  name: string;
  description: string;
}

interface DemoItem extends Words {
  priceCents: number;
  ingredients?: string[];
  es: Words;
}

const categories: { name: string; es: string; items: DemoItem[] }[] = [
  {
    name: 'Starters',
    es: 'Entrantes',
    items: [
      {
        name: 'Tomato Bruschetta',
        priceCents: 850,
        description: 'Grilled sourdough, heirloom tomatoes, basil and olive oil.',
        ingredients: ['Basil', 'Garlic'],
        es: { name: 'Bruschetta de tomate', description: 'Pan de masa madre a la parrilla, tomates de herencia, albahaca y aceite de oliva.' },
      },
      {
        name: 'Crispy Calamari',
        priceCents: 1100,
        description: 'Lightly fried squid with lemon aioli.',
        es: { name: 'Calamares crujientes', description: 'Calamar ligeramente frito con alioli de limón.' },
      },
    ],
  },
  {
    name: 'Mains',
    es: 'Principales',
    items: [
      {
        name: 'Wood-fired Margherita',
        priceCents: 1400,
        description: 'San Marzano tomatoes, fior di latte, basil.',
        es: { name: 'Margarita al horno de leña', description: 'Tomates San Marzano, fior di latte, albahaca.' },
      },
      {
        name: 'Bistro Burger',
        priceCents: 1650,
        description: 'Aged beef, cheddar, pickles, brioche bun, fries.',
        es: { name: 'Hamburguesa bistró', description: 'Ternera madurada, cheddar, pepinillos, pan brioche, patatas fritas.' },
      },
      {
        name: 'Wild Mushroom Risotto',
        priceCents: 1800,
        description: 'Carnaroli rice, porcini, parmesan, thyme.',
        es: { name: 'Risotto de setas silvestres', description: 'Arroz carnaroli, boletus, parmesano, tomillo.' },
      },
    ],
  },
  {
    name: 'Drinks & Desserts',
    es: 'Bebidas y postres',
    items: [
      {
        name: 'Homemade Lemonade',
        priceCents: 450,
        description: 'Fresh lemons, a little mint.',
        es: { name: 'Limonada casera', description: 'Limones frescos y un poco de menta.' },
      },
      {
        name: 'Espresso',
        priceCents: 300,
        description: 'Double shot, single origin.',
        es: { name: 'Espresso', description: 'Doble, de origen único.' },
      },
      {
        name: 'Tiramisu',
        priceCents: 750,
        description: 'Mascarpone, espresso-soaked ladyfingers, cocoa.',
        es: { name: 'Tiramisú', description: 'Mascarpone, bizcochos empapados en espresso, cacao.' },
      },
    ],
  },
];

const PIZZA = 'Wood-fired Margherita';

/** Creates the menu; answers its Spanish words keyed by the new ids, ready for MenuTranslations.save. */
export async function createDemoMenu(restaurantId: string): Promise<TranslationEdits> {
  const spanish: TranslationEdits = { lang: 'es', categories: [], items: [] };
  const itemIds = new Map<string, string>();
  for (const [categoryPosition, category] of categories.entries()) {
    const { id: categoryId } = await Menu.createCategory(restaurantId, { name: category.name, position: categoryPosition });
    spanish.categories.push({ id: categoryId, name: category.es });
    for (const [position, item] of category.items.entries()) {
      const created = await Menu.createItem(restaurantId, {
        categoryId,
        name: item.name,
        priceCents: item.priceCents,
        description: item.description,
        position,
      });
      itemIds.set(item.name, created.id);
      spanish.items.push({ id: created.id, ...item.es });
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
  return spanish;
}
