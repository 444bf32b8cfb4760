/**
 * Issue 11 on the diner's menu, rendered for real (MenuPage, its cards, filter and chooser, the cart store on
 * localStorage) with menu-public answered at fetch: leaving an ingredient out in the chooser puts a "No Basil" line
 * in the cart and its id in the create-payment request; the allergen and diet filter hides, keeps with a note, and
 * keeps only a diet; the Spanish words the e2e journey drives by.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicIngredient, PublicMenu, PublicMenuItem } from '../../../shared/api';
import { checkoutRequest } from '../../../web/src/features/diner/cart/checkout-request';
import { cartStorageKey, parseStoredCart } from '../../../web/src/features/diner/cart/cart-storage';
import { ingredient, menu, pizza } from '../../unit/web/diner/menu-fixture';
import { renderMenuPage, resetMenuLanguage } from '../support/diner-menu';

const dish = (id: string, name: string, ingredients: PublicIngredient[]): PublicMenuItem => ({
  ...pizza,
  id,
  name,
  priceCents: 1200,
  modifierGroupIds: [],
  ingredients,
});
/** The peanut sauce IS the satay; the salad's peanuts can be left out. Both are gluten-free, only the salad vegan. */
const photo = (id: string) => ({
  url: `https://img.test/${id}.jpg`,
  alt: null,
  width: 2000,
  height: 1500,
  variants: [1280, 320, 640].map((width) => ({ width, url: `https://img.test/${id}-${width}.webp` })),
});
const satay = dish('satay', 'Chicken Satay', [
  ingredient('chicken', 'Chicken', { isRemovable: false, dietary: ['gluten_free'] }),
  ingredient('sauce', 'Peanut sauce', { isRemovable: false, allergens: ['peanuts'], dietary: ['vegan', 'gluten_free'] }),
]);
const salad = dish('salad', 'Crunchy Salad', [
  ingredient('lettuce', 'Lettuce', { isRemovable: false, dietary: ['vegan', 'gluten_free'] }),
  ingredient('peanuts', 'Peanuts', { allergens: ['peanuts'], dietary: ['vegan', 'gluten_free'] }),
]);

let run = 0;
let restaurantId = '';

function openMenu(lang: 'en' | 'es' = 'en') {
  restaurantId = `r-menu-ingredients-${++run}`;
  const served: PublicMenu = {
    ...menu,
    lang,
    restaurant: { ...menu.restaurant, id: restaurantId },
    items: [
      { ...pizza, image: { ...photo('pizza'), alt: 'A pizza fresh from the oven' } },
      satay,
      { ...salad, image: photo('salad') },
      ...menu.items.filter((i) => i.id !== 'pizza'),
    ],
  };
  return renderMenuPage(restaurantId, lang, served);
}

const cards = () => screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);

describe('menu: ingredients, allergens and diets', () => {
  afterEach(() => {
    sessionStorage.clear();
    resetMenuLanguage();
  });

  it('leaves an ingredient out in the chooser: the cart line says "No Basil" and the request carries its id', async () => {
    const { user } = openMenu();
    const card = await screen.findByRole('article', { name: 'Wood-fired Margherita' });
    expect(within(card).getByText('Vegetarian')).toBeTruthy();
    expect(within(card).getByText('Contains: Gluten, Milk')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Choose options for Wood-fired Margherita' }));
    const dialog = await screen.findByRole('dialog');
    const ingredients = within(dialog).getByRole('group', { name: 'Ingredients' });
    // Only what may be left out: dough is fixed, olives are not in by default.
    expect(within(ingredients).getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).checked, box.parentElement?.textContent])).toEqual([
      [true, 'Mozzarella'],
      [true, 'Basil'],
    ]);
    await user.click(within(ingredients).getByRole('checkbox', { name: 'Basil' }));
    expect((within(ingredients).getByRole('checkbox', { name: 'Basil' }) as HTMLInputElement).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Regular (10"), No Basil').length).toBeGreaterThan(0);
    const lines = parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId)));
    expect(lines).toMatchObject([{ itemId: 'pizza', optionIds: ['regular'], removedIngredientIds: ['basil'], removedNames: ['Basil'], unitPriceCents: 1400 }]);
    const request = checkoutRequest({ restaurantId, lines, tableLabel: '5', note: '', tip: { kind: 'none' }, lang: 'en' });
    expect(request.items).toEqual([{ itemId: 'pizza', qty: 1, optionIds: ['regular'], comboChoices: [], note: null, removedIngredientIds: ['basil'] }]);

    // The same pizza with basil is another line.
    await user.click(within(card).getByRole('button', { name: 'Choose options for Wood-fired Margherita' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId)))).toHaveLength(2));
  });

  it('adds a dish without options in one tap, and "Customize" makes a separate "No Peanuts" line', async () => {
    const { user } = openMenu();
    const card = await screen.findByRole('article', { name: 'Crunchy Salad' });
    // Nothing to leave out on the satay: no Customize there.
    expect(within(screen.getByRole('article', { name: 'Chicken Satay' })).queryByRole('button', { name: /Customize/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Add Crunchy Salad to cart' }));
    await user.click(within(card).getByRole('button', { name: 'Customize Crunchy Salad' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const lines = parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId)));
    expect(lines.map((l) => [l.itemId, l.removedIngredientIds ?? [], l.qty])).toEqual([
      ['salad', [], 1],
      ['salad', ['peanuts'], 1],
    ]);
    expect(screen.getAllByText('No Peanuts').length).toBeGreaterThan(0);
    // The card's stepper counts the salad as it comes.
    expect(within(within(card).getByRole('group', { name: 'Quantity: Crunchy Salad' })).getByText('1')).toBeTruthy();
  });

  it('hides items with an allergen unless it can be left out, and keeps only a diet', async () => {
    const { user } = openMenu();
    await screen.findByRole('article', { name: 'Chicken Satay' });
    expect(cards()).toEqual(['Wood-fired Margherita', 'Chicken Satay', 'Crunchy Salad', 'Lunch deal']);

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const hide = screen.getByRole('group', { name: 'Hide items with' });
    // Only the allergens and diets this menu has.
    expect(within(hide).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Gluten', 'Peanuts', 'Milk']);
    await user.click(within(hide).getByRole('checkbox', { name: 'Peanuts' }));

    expect(cards()).toEqual(['Wood-fired Margherita', 'Crunchy Salad', 'Lunch deal']);
    expect(within(screen.getByRole('article', { name: 'Crunchy Salad' })).getByText('Can be made without: Peanuts')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();

    await user.click(within(hide).getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(within(screen.getByRole('group', { name: 'Show only' })).getByRole('checkbox', { name: 'Vegan' }));
    expect(cards()).toEqual(['Crunchy Salad']);
    await user.click(screen.getByRole('checkbox', { name: 'Vegan' }));
    await user.click(screen.getByRole('checkbox', { name: 'Vegetarian' }));
    expect(cards()).toEqual(['Wood-fired Margherita', 'Crunchy Salad']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toEqual(['Wood-fired Margherita', 'Chicken Satay', 'Crunchy Salad', 'Lunch deal']);
  });

  it('words it all in Spanish', async () => {
    const { user } = openMenu('es');
    await screen.findByRole('article', { name: 'Chicken Satay' });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    await user.click(within(screen.getByRole('group', { name: 'Ocultar platos con' })).getByRole('checkbox', { name: 'Cacahuetes' }));
    expect(within(screen.getByRole('article', { name: 'Crunchy Salad' })).getByText('Se puede preparar sin: Cacahuetes')).toBeTruthy();
    await user.click(within(screen.getByRole('group', { name: 'Mostrar solo' })).getByRole('checkbox', { name: 'Vegetariano' }));
    expect(screen.getByRole('button', { name: 'Filtros (2)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Wood-fired Margherita/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(within(dialog).getByRole('group', { name: 'Ingredientes' })).getByRole('checkbox', { name: 'Mozzarella' }));
    await user.click(within(dialog).getByRole('button', { name: /^Añadir al carrito/ }));
    await waitFor(() => expect(screen.getAllByText('Regular (10"), Sin Mozzarella').length).toBeGreaterThan(0));
  });
});

describe('menu: item photos', () => {
  it('offers the 320 and 640 copies (never the original or the 1280 one), sized, lazy after the first two', async () => {
    openMenu();
    const pizzaPhoto = await screen.findByRole('img', { name: 'A pizza fresh from the oven' });
    expect(pizzaPhoto.getAttribute('srcset')).toBe('https://img.test/pizza-320.webp 320w, https://img.test/pizza-640.webp 640w');
    expect(pizzaPhoto.getAttribute('src')).toBe('https://img.test/pizza-320.webp');
    expect([pizzaPhoto.getAttribute('width'), pizzaPhoto.getAttribute('height'), pizzaPhoto.getAttribute('loading')]).toEqual(['2000', '1500', 'eager']);
    // No alt text given: decorative, the name is next to it. The third card loads when scrolled to.
    const saladPhoto = screen.getByRole('article', { name: 'Crunchy Salad' }).querySelector('img')!;
    expect([saladPhoto.getAttribute('alt'), saladPhoto.getAttribute('loading')]).toEqual(['', 'lazy']);
    expect(screen.getByRole('article', { name: 'Chicken Satay' }).querySelector('img')).toBeNull();
  });
});
