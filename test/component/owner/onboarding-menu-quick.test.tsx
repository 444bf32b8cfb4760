/**
 * The routed wizard's quick menu step (/owner/onboarding/menu-quick), rendered for real behind the onboarding guard
 * with the API answered at fetch: the default category, adding and removing items (never the last one), and what
 * Save Menu sends: only items with a name and a price above 0, dollars as rounded cents.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuickMenuRequest } from '../../../shared/api';
import { MenuQuickPage } from '../../../web/src/features/owner/onboarding/menu-quick-page';
import type { ApiMock } from '../support/fetch-mock';
import { mockOwnerApi, renderOwnerPage, RESTAURANT_PATH } from './owner-fixtures';

// Amplify is not under test: mocked beneath lib/amplify/session (see onboarding-checklist.test.tsx for why).
vi.mock('../../../web/src/lib/amplify/configure', () => ({ ensureAmplifyConfigured: () => {} }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const QUICK_SETUP = `${RESTAURANT_PATH}/menu/quick-setup`;
let api: ApiMock;

const items = () => screen.getAllByRole('group', { name: /^Item \d+$/ });
const field = (item: HTMLElement, label: string) => within(item).getByLabelText(label) as HTMLInputElement;
const saves = () => api.calls.filter((c) => c.method === 'POST' && c.path === QUICK_SETUP);

async function openPage() {
  const rendered = renderOwnerPage('/owner/onboarding/menu-quick', <MenuQuickPage />);
  await screen.findByRole('heading', { name: 'Quick Menu Setup', level: 1 });
  return rendered;
}

describe('quick menu setup', () => {
  beforeEach(() => {
    api = mockOwnerApi({
      routes: {
        [`POST ${QUICK_SETUP}`]: ({ body }) => ({ status: 201, body: { categoryId: 'cat-1', created: (body as QuickMenuRequest).items.length, existing: 0 } }),
      },
    });
  });

  it("is step 2 of 3, starts with the category 'Main Dishes' and one item whose Remove is disabled", async () => {
    await openPage();
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67');
    expect((screen.getByLabelText('Category name') as HTMLInputElement).value).toBe('Main Dishes');
    expect(items()).toHaveLength(1);
    const price = field(items()[0]!, 'Price ($)');
    expect(price.getAttribute('inputmode')).toBe('decimal');
    expect(price.getAttribute('step')).toBe('0.01');
    expect(price.getAttribute('min')).toBe('0');
    expect((within(items()[0]!).getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/owner/onboarding/branding');
  });

  it('adds items (focus on the new name), and removes any while more than one is left', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Add Another Item' }));
    await user.click(screen.getByRole('button', { name: 'Add Another Item' }));
    expect(items()).toHaveLength(3);
    expect(document.activeElement).toBe(field(items()[2]!, 'Item name'));

    await user.type(field(items()[1]!, 'Item name'), 'Second');
    await user.click(within(items()[0]!).getByRole('button', { name: 'Remove item 1' }));
    expect(items()).toHaveLength(2);
    expect(field(items()[0]!, 'Item name').value).toBe('Second');
    await user.click(within(items()[1]!).getByRole('button', { name: 'Remove item 2' }));
    expect(items()).toHaveLength(1);
    expect((within(items()[0]!).getByRole('button', { name: 'Remove item 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends only named items priced above 0, in rounded cents ($12.345 is 1235), with descriptions when given', async () => {
    const { user } = await openPage();
    const category = screen.getByLabelText('Category name');
    await user.clear(category);
    await user.type(category, 'Starters');
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Add Another Item' }));
    const [soup, nameless, free, salad, blank] = items();
    await user.type(field(soup!, 'Item name'), '  Soup  ');
    await user.type(field(soup!, 'Price ($)'), '12.345');
    await user.type(field(soup!, 'Description (optional)'), 'Tomato, basil');
    await user.type(field(nameless!, 'Price ($)'), '5');
    await user.type(field(free!, 'Item name'), 'Water');
    await user.type(field(free!, 'Price ($)'), '0');
    await user.type(field(salad!, 'Item name'), 'Salad');
    await user.type(field(salad!, 'Price ($)'), '8.5');
    void blank;

    await user.click(screen.getByRole('button', { name: 'Save Menu' }));
    expect(await screen.findByText('Menu saved successfully!')).toBeTruthy();
    expect(saves()).toHaveLength(1);
    expect(saves()[0]!.body).toEqual({
      categoryName: 'Starters',
      items: [
        { name: 'Soup', priceCents: 1235, description: 'Tomato, basil' },
        { name: 'Salad', priceCents: 850 },
      ],
    });
  });

  it("sends 'Main Dishes' for a blank category name", async () => {
    const { user } = await openPage();
    await user.clear(screen.getByLabelText('Category name'));
    await user.type(field(items()[0]!, 'Item name'), 'Soup');
    await user.type(field(items()[0]!, 'Price ($)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save Menu' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((saves()[0]!.body as QuickMenuRequest).categoryName).toBe('Main Dishes');
  });

  it('sends nothing when no item has both a name and a price above 0, and says what is missing', async () => {
    const { user } = await openPage();
    await user.type(field(items()[0]!, 'Item name'), 'Soup');
    await user.click(screen.getByRole('button', { name: 'Save Menu' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add at least one item with a name and a price');
    expect(saves()).toHaveLength(0);
  });

  it("says 'Failed to save menu' when the server refuses, and saves once per click however fast the clicks", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on(`POST ${QUICK_SETUP}`, () => new Promise((resolve) => (answer = resolve)));
    const { user } = await openPage();
    await user.type(field(items()[0]!, 'Item name'), 'Soup');
    await user.type(field(items()[0]!, 'Price ($)'), '4');
    const save = screen.getByRole('button', { name: 'Save Menu' });
    await user.click(save);
    await user.dblClick(screen.getByRole('button', { name: 'Saving...' }));
    expect(saves()).toHaveLength(1);
    answer({ status: 500, body: { error: { code: 'internal', message: 'boom' } } });
    expect(await screen.findByText('Failed to save menu')).toBeTruthy();
  });

  it('Continue saves what is not saved yet, then goes to done', async () => {
    const { user, router } = await openPage();
    await user.type(field(items()[0]!, 'Item name'), 'Soup');
    await user.type(field(items()[0]!, 'Price ($)'), '4');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/onboarding/done'));
    expect(saves()).toHaveLength(1);
  });

  it('Continue goes straight on when everything typed is saved, or nothing was typed', async () => {
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/owner/onboarding/done'));
    expect(saves()).toHaveLength(0);
  });
});
