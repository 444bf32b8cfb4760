/**
 * Combo child customization (issue 11, SPEC combo_components.allow_child_customization), rendered for real (MenuPage,
 * its chooser, the cart store on localStorage) with menu-public answered at fetch: under the 'Main' component, which
 * allows it, the chosen Pad Thai's removable ingredients can be unticked; the cart line says 'Pad Thai (No Onions)',
 * is its own line, and the create-payment request carries comboChoices[].removedIngredientIds. The 'Drink' component
 * (not allowing it) offers nothing. In Spanish the fieldset is 'Ingredientes de Pad Thai'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu, PublicMenuItem } from '../../../shared/api';
import { checkoutRequest } from '../../../web/src/features/diner/cart/checkout-request';
import { cartStorageKey, parseStoredCart } from '../../../web/src/features/diner/cart/cart-storage';
import { ingredient, menu, pizza } from '../../unit/web/diner/menu-fixture';
import { renderMenuPage, resetMenuLanguage } from '../support/diner-menu';

const dish = (id: string, name: string, priceCents: number, over: Partial<PublicMenuItem> = {}): PublicMenuItem => ({
  ...pizza,
  id,
  name,
  priceCents,
  modifierGroupIds: [],
  ingredients: [],
  ...over,
});
const padThai = dish('pad-thai', 'Pad Thai', 1300, {
  ingredients: [
    ingredient('noodles', 'Rice noodles', { isRemovable: false }),
    ingredient('onions', 'Onions'),
    ingredient('peanuts', 'Peanuts', { allergens: ['peanuts'] }),
    ingredient('lime', 'Lime', { isDefaultIncluded: false }),
  ],
});
const satay = dish('satay', 'Satay Skewers', 1100, { ingredients: [ingredient('cucumber', 'Cucumber')] });
const lemonade = dish('lemonade', 'Lemonade', 400, { categoryId: 'drinks', ingredients: [ingredient('mint', 'Mint')] });
const combo = dish('lunch-combo', 'Lunch Combo', 1500, {
  combo: {
    pricingMode: 'fixed',
    discountCents: 0,
    components: [
      {
        id: 'main',
        label: 'Main',
        selectionType: 'single',
        quantity: 1,
        required: true,
        allowChildCustomization: true,
        choices: [
          { itemId: 'pad-thai', name: 'Pad Thai', priceCents: 1300 },
          { itemId: 'satay', name: 'Satay Skewers', priceCents: 1100 },
        ],
      },
      {
        id: 'drink',
        label: 'Drink',
        selectionType: 'single',
        quantity: 1,
        required: true,
        allowChildCustomization: false,
        choices: [{ itemId: 'lemonade', name: 'Lemonade', priceCents: 400 }],
      },
    ],
  },
});

let run = 0;
let restaurantId = '';

function openMenu(lang: 'en' | 'es' = 'en') {
  restaurantId = `r-combo-customization-${++run}`;
  const served: PublicMenu = {
    ...menu,
    lang,
    restaurant: { ...menu.restaurant, id: restaurantId },
    items: [padThai, satay, combo, lemonade],
    modifierGroups: [],
  };
  return renderMenuPage(restaurantId, lang, served);
}

const storedLines = () => parseStoredCart(localStorage.getItem(cartStorageKey(restaurantId)));
const checkbox = (group: HTMLElement, name: string) => within(group).getByRole('checkbox', { name }) as HTMLInputElement;

describe("menu: a combo's chosen items leave ingredients out", () => {
  afterEach(() => {
    sessionStorage.clear();
    resetMenuLanguage();
  });

  it("unticks Onions under the chosen Pad Thai: 'Pad Thai (No Onions)' is its own cart line and the request carries it", async () => {
    const { user } = openMenu();
    const card = await screen.findByRole('article', { name: 'Lunch Combo' });
    await user.click(within(card).getByRole('button', { name: 'Choose options for Lunch Combo' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing chosen yet: no ingredients to untick; the Drink component never offers any.
    expect(within(dialog).queryByRole('group', { name: /^Ingredients/ })).toBeNull();

    await user.click(within(within(dialog).getByRole('group', { name: /^Main/ })).getByRole('radio', { name: 'Pad Thai' }));
    await user.click(within(within(dialog).getByRole('group', { name: /^Drink/ })).getByRole('radio', { name: 'Lemonade' }));
    const ingredients = within(dialog).getByRole('group', { name: 'Ingredients of Pad Thai' });
    // Only what may be left out: the noodles are fixed, the lime is not in by default.
    expect(within(ingredients).getAllByRole('checkbox').map((box) => [(box as HTMLInputElement).checked, box.parentElement?.textContent])).toEqual([
      [true, 'Onions'],
      [true, 'Peanuts'],
    ]);
    expect(within(dialog).queryByRole('group', { name: 'Ingredients of Lemonade' })).toBeNull();

    // Unticked, then the main changed and changed back: the removal went with the deselected Pad Thai.
    await user.click(checkbox(ingredients, 'Onions'));
    expect(checkbox(ingredients, 'Onions').checked).toBe(false);
    await user.click(within(dialog).getByRole('radio', { name: 'Satay Skewers' }));
    expect(within(dialog).queryByRole('group', { name: 'Ingredients of Pad Thai' })).toBeNull();
    expect(within(dialog).getByRole('group', { name: 'Ingredients of Satay Skewers' })).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: 'Pad Thai' }));
    expect(checkbox(within(dialog).getByRole('group', { name: 'Ingredients of Pad Thai' }), 'Onions').checked).toBe(true);

    await user.click(checkbox(within(dialog).getByRole('group', { name: 'Ingredients of Pad Thai' }), 'Onions'));
    await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(screen.getAllByText('Pad Thai (No Onions), Lemonade').length).toBeGreaterThan(0);
    const lines = storedLines();
    expect(lines).toMatchObject([
      {
        itemId: 'lunch-combo',
        comboChoices: [
          { componentId: 'main', itemIds: ['pad-thai'], removedIngredientIds: ['onions'] },
          { componentId: 'drink', itemIds: ['lemonade'] },
        ],
        optionNames: ['Pad Thai (No Onions)', 'Lemonade'],
        unitPriceCents: 1500,
      },
    ]);
    const request = checkoutRequest({ restaurantId, lines, tableLabel: '5', note: '', tip: { kind: 'none' }, lang: 'en' });
    expect(request.items[0]!.comboChoices).toEqual([
      { componentId: 'main', itemIds: ['pad-thai'], removedIngredientIds: ['onions'] },
      { componentId: 'drink', itemIds: ['lemonade'], removedIngredientIds: [] },
    ]);

    // The same combo with the onions is another line.
    await user.click(within(card).getByRole('button', { name: 'Choose options for Lunch Combo' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('radio', { name: 'Pad Thai' }));
    await user.click(within(again).getByRole('radio', { name: 'Lemonade' }));
    await user.click(within(again).getByRole('button', { name: /^Add to cart/ }));
    await waitFor(() => expect(storedLines()).toHaveLength(2));
    expect(storedLines()[1]).toMatchObject({ optionNames: ['Pad Thai', 'Lemonade'] });
    expect(storedLines()[1]!.comboChoices[0]).toEqual({ componentId: 'main', itemIds: ['pad-thai'] });
  });

  it("words it in Spanish: the fieldset 'Ingredientes de Pad Thai' and the line 'Pad Thai (Sin Onions)'", async () => {
    const { user } = openMenu('es');
    const card = await screen.findByRole('article', { name: 'Lunch Combo' });
    await user.click(within(card).getByRole('button', { name: 'Elegir opciones para Lunch Combo' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Pad Thai' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Lemonade' }));
    await user.click(checkbox(within(dialog).getByRole('group', { name: 'Ingredientes de Pad Thai' }), 'Onions'));
    await user.click(within(dialog).getByRole('button', { name: /^Añadir al carrito/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByText('Pad Thai (Sin Onions), Lemonade').length).toBeGreaterThan(0);
  });
});
