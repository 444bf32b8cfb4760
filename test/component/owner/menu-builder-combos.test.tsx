/**
 * The menu builder's Combos tab, rendered for real (CombosTab, its component editors, the builder's data module and
 * apiRequest) over the builder read answered at fetch: 'This is a Combo' on creates it, a component with two choices
 * saves the whole combo's body, the rules are said before anything is sent, a refusal keeps the draft with SPEC's
 * toast, and off deletes only after a confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuBuilder } from '../../../shared/api/menu-builder';
import type { ComboDto } from '../../../shared/api/menu-options';
import { MENU_OPTION_MESSAGES } from '../../../shared/menu-option-rules';
import { CombosTab } from '../../../web/src/features/owner/menu-builder/combos-tab';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';
import { BASE, builder, Harness, ITEM, refusal } from '../support/menu-builder';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const SLOW = { timeout: 5000 };
const COMBO = `${BASE}/menu-items/${ITEM}/combo`;

let api: ApiMock;
let menu: MenuBuilder;
const writes = () => api.calls.filter((c) => c.method !== 'GET');
const open = () => renderWithClient(<Harness tab={CombosTab} />);

const savedCombo: ComboDto = {
  id: 'combo-1',
  itemId: ITEM,
  pricingMode: 'fixed',
  comboDiscountCents: 0,
  components: [
    {
      id: 'cc-1',
      label: 'Main',
      position: 0,
      selectionType: 'single',
      quantity: 1,
      required: true,
      allowChildCustomization: false,
      choices: [
        { choiceItemId: 'item-2', position: 0 },
        { choiceItemId: 'item-3', position: 1 },
      ],
    },
    { id: 'cc-2', label: 'Drink', position: 1, selectionType: 'single', quantity: 1, required: false, allowChildCustomization: false, choices: [] },
  ],
};

/** The builder read with `combo` stored as its rows. */
function withCombo(combo: ComboDto): MenuBuilder {
  return builder({
    combos: [{ id: combo.id, itemId: combo.itemId, pricingMode: combo.pricingMode, comboDiscountCents: combo.comboDiscountCents }],
    comboComponents: combo.components.map(({ choices: _c, ...c }) => ({ ...c, comboId: combo.id })),
    comboChoices: combo.components.flatMap((c) => c.choices.map((ch) => ({ ...ch, componentId: c.id }))),
  });
}

/** The server's answer to a whole-combo PUT: the body stored, new components given ids. */
function stored(body: { pricingMode?: 'fixed' | 'dynamic'; comboDiscountCents?: number; components?: Array<Record<string, unknown>> }): ComboDto {
  return {
    id: 'combo-1',
    itemId: ITEM,
    pricingMode: body.pricingMode ?? 'fixed',
    comboDiscountCents: body.comboDiscountCents ?? 0,
    components: (body.components ?? []).map((c, position) => ({
      id: (c.id as string | undefined) ?? `cc-new-${position}`,
      label: c.label as string,
      position,
      selectionType: c.selectionType as 'single',
      quantity: c.quantity as number,
      required: c.required as boolean,
      allowChildCustomization: c.allowChildCustomization as boolean,
      choices: (c.choiceItemIds as string[]).map((choiceItemId, i) => ({ choiceItemId, position: i })),
    })),
  };
}

describe('menu builder: Combos tab', () => {
  beforeEach(() => {
    menu = builder();
    api = mockApi({ [`GET ${BASE}/menu/builder`]: () => ({ body: menu }) });
  });

  it("turns 'This is a Combo' on with PUT {} (fixed, discount 0), once on a double click", async () => {
    api.on(`PUT ${COMBO}`, async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { body: { combo: stored({}) } };
    });
    const { user } = open();
    const toggle = await screen.findByRole('switch', { name: 'This is a Combo' }, SLOW);
    expect(screen.getByText('Not a combo')).toBeTruthy();
    await user.dblClick(toggle);
    expect(await screen.findByText('No components yet')).toBeTruthy();
    expect(writes().map((c) => [c.method, c.path, c.body])).toEqual([['PUT', COMBO, {}]]);
    expect((screen.getByRole('switch', { name: 'This is a Combo' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Fixed/ }) as HTMLInputElement).checked).toBe(true);
  });

  it("stays on from the click itself while the PUT is under way (the switch never flips back)", async () => {
    let answer: (value: unknown) => void = () => {};
    api.on(`PUT ${COMBO}`, async () => {
      await new Promise((resolve) => (answer = resolve));
      return { body: { combo: stored({}) } };
    });
    open();
    const toggle = (await screen.findByRole('switch', { name: 'This is a Combo' }, SLOW)) as HTMLInputElement;
    fireEvent.click(toggle);
    // At once, before the request has even been reported pending: still on, and not pressable twice.
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    await waitFor(() => expect(writes()).toHaveLength(1));
    answer(undefined);
    expect(await screen.findByText('No components yet')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'This is a Combo' }) as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Error creating combo' with the server's message when it is refused", async () => {
    api.on(`PUT ${COMBO}`, () => refusal('Item not found', 404));
    const { user } = open();
    await user.click(await screen.findByRole('switch', { name: 'This is a Combo' }, SLOW));
    expect(await screen.findByText('Error creating combo')).toBeTruthy();
    expect(screen.getByText('Item not found')).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'This is a Combo' }) as HTMLInputElement).checked).toBe(false);
  });

  it('saves a component with two choices (other items only, found by search) as the whole combo', async () => {
    menu = withCombo(stored({}));
    api.on(`PUT ${COMBO}`, ({ body }) => ({ body: { combo: stored(body as never) } }));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Add component' }, SLOW));
    const component = screen.getByRole('region', { name: 'Component 1' });
    await user.type(within(component).getByLabelText('Component label'), 'Main');
    expect(within(component).queryByLabelText('Lunch Deal')).toBeNull(); // not the combo itself
    await user.type(within(component).getByLabelText('Search items'), 'bur');
    expect(within(component).queryByLabelText('Fries')).toBeNull();
    await user.click(within(component).getByLabelText('Burger'));
    await user.clear(within(component).getByLabelText('Search items'));
    await user.click(within(component).getByLabelText('Fries'));
    await user.click(within(component).getByLabelText('Allow customization'));
    await user.click(screen.getByRole('radio', { name: /^Dynamic/ }));
    await user.clear(screen.getByLabelText('Discount ($)'));
    await user.type(screen.getByLabelText('Discount ($)'), '1.50');
    await user.dblClick(screen.getByRole('button', { name: 'Save combo' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: COMBO,
      body: {
        pricingMode: 'dynamic',
        comboDiscountCents: 150,
        components: [
          { label: 'Main', quantity: 1, selectionType: 'single', required: true, allowChildCustomization: true, choiceItemIds: ['item-2', 'item-3'] },
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Component 1: Main' })).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Save combo' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('says the rules (label, quantity) before sending, and sends nothing', async () => {
    menu = withCombo(savedCombo);
    const { user } = open();
    const main = await screen.findByRole('region', { name: 'Component 1' }, SLOW);
    await user.clear(within(main).getByLabelText('Component label'));
    await user.clear(within(main).getByLabelText('Quantity'));
    await user.type(within(main).getByLabelText('Quantity'), '0');
    await user.click(screen.getByRole('button', { name: 'Save combo' }));
    expect(within(main).getByText(MENU_OPTION_MESSAGES.labelRequired)).toBeTruthy();
    expect(within(main).getByText(MENU_OPTION_MESSAGES.quantity)).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it("keeps the draft when a save is refused, with the title of what it did ('Error deleting component')", async () => {
    menu = withCombo(savedCombo);
    api.on(`PUT ${COMBO}`, () => refusal('Combo is in an open order'));
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Remove Drink' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Save combo' }));
    expect(await screen.findByText('Error deleting component')).toBeTruthy();
    expect(screen.getByText('Combo is in an open order')).toBeTruthy();
    expect(writes()[0]?.body).toEqual({
      pricingMode: 'fixed',
      components: [
        { id: 'cc-1', label: 'Main', quantity: 1, selectionType: 'single', required: true, allowChildCustomization: false, choiceItemIds: ['item-2', 'item-3'] },
      ],
    });
    expect(screen.queryByRole('region', { name: 'Component 2' })).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('orders components by keyboard before saving', async () => {
    menu = withCombo(savedCombo);
    api.on(`PUT ${COMBO}`, ({ body }) => ({ body: { combo: stored(body as never) } }));
    const { user } = open();
    (await screen.findByRole('button', { name: 'Move Drink up' }, SLOW)).focus();
    await user.keyboard('{Enter}');
    expect(within(screen.getByRole('region', { name: 'Component 1' })).getByRole('heading').textContent).toBe('Component 1: Drink');
    await user.click(screen.getByRole('button', { name: 'Save combo' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect((writes()[0]?.body as { components: Array<{ id: string }> }).components.map((c) => c.id)).toEqual(['cc-2', 'cc-1']);
  });

  it("turns the combo off only after the confirmation, with DELETE", async () => {
    menu = withCombo(savedCombo);
    api.on(`DELETE ${COMBO}`, () => ({ status: 204, body: null }));
    const { user } = open();
    const toggle = await screen.findByRole('switch', { name: 'This is a Combo' }, SLOW);
    await user.click(toggle);
    expect(screen.getByRole('alert').textContent).toContain('its 2 components and their choices');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writes()).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'This is a Combo' }));

    await user.click(screen.getByRole('switch', { name: 'This is a Combo' }));
    await user.click(screen.getByRole('button', { name: 'Delete combo' }));
    expect(await screen.findByText('Not a combo')).toBeTruthy();
    expect(writes().map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${COMBO}`]);
    expect((screen.getByRole('switch', { name: 'This is a Combo' }) as HTMLInputElement).checked).toBe(false);
  });
});
