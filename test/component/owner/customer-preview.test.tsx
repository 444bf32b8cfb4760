/**
 * The customer preview page, rendered for real (CustomerPreviewPage, the slug made on arrival through POST /slug,
 * the links built by preview-links, the QR URL dialog) with the API answered at fetch and the clipboard stubbed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CustomerPreviewPage } from '../../../web/src/features/owner/settings/customer-preview-page';
import { previewLink } from '../../../web/src/features/owner/settings/preview-links';
import { mockOwnerApi, overview, renderAt, restaurant, RESTAURANT_PATH, RID } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const ORIGIN = window.location.origin;
const open = () => renderAt('/owner/settings/customer-preview', <CustomerPreviewPage />);
// The first render of a file loads the page's modules: more than findBy's default second on a busy machine.
const linkField = async () => (await screen.findByRole('textbox', { name: 'Preview link' }, { timeout: 5000 })) as HTMLInputElement;
const withItems = overview({ activeItemCount: 3, categoryCount: 1 });

/** After render: user-event's setup puts its own clipboard on navigator. */
function stubClipboard(works = true) {
  const writeText = vi.fn(async () => {
    if (!works) throw new Error('denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('preview links', () => {
  it('are /start/{slug} with lang, table and preview=1 as chosen, blanks left out', () => {
    const base = { origin: 'https://tabletap.example', restaurantId: RID, slug: 'rosa-diaz-restaurant' };
    expect(previewLink({ ...base, lang: 'es', table: '12', preview: true })).toBe('https://tabletap.example/start/rosa-diaz-restaurant?lang=es&table=12&preview=1');
    expect(previewLink({ ...base, lang: null, table: '  ', preview: false })).toBe('https://tabletap.example/start/rosa-diaz-restaurant');
    expect(previewLink({ ...base, lang: 'ar', table: 'Patio 2', preview: false })).toBe('https://tabletap.example/start/rosa-diaz-restaurant?lang=ar&table=Patio+2');
    // No slug yet: the entry's id form.
    expect(previewLink({ ...base, slug: null, lang: 'en', preview: true })).toBe(`https://tabletap.example/start?rid=${RID}&lang=en&preview=1`);
  });
});

describe('customer preview page', () => {
  it('builds the link from the slug, the chosen language and table, with preview=1 while payments are disabled', async () => {
    mockOwnerApi({ overview: withItems });
    const { user } = open();

    const field = await linkField();
    expect(field.value).toBe(`${ORIGIN}/start/rosa-diaz-restaurant?lang=en&preview=1`);
    expect((screen.getByRole('switch', { name: 'Disable payments in preview' }) as HTMLInputElement).checked).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.type(screen.getByRole('textbox', { name: 'Table Number (optional)' }), '7');
    expect(field.value).toBe(`${ORIGIN}/start/rosa-diaz-restaurant?lang=es&table=7&preview=1`);

    await user.click(screen.getByRole('switch', { name: 'Disable payments in preview' }));
    expect(field.value).toBe(`${ORIGIN}/start/rosa-diaz-restaurant?lang=es&table=7`);

    const openLink = screen.getByRole('link', { name: /Open Preview/ });
    expect(openLink.getAttribute('href')).toBe(field.value);
    expect(openLink.getAttribute('target')).toBe('_blank');
  });

  it('offers a universal quick link and one per enabled language, each with Copy and QR', async () => {
    mockOwnerApi({ overview: withItems, restaurant: restaurant({ enabledLanguages: ['en', 'es', 'nl'], defaultLanguage: 'es' }) });
    const { user } = open();
    await linkField();
    const writeText = stubClipboard();

    const list = within(screen.getByRole('region', { name: 'Quick Links' })).getByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('code')?.textContent)).toEqual([
      `${ORIGIN}/start/rosa-diaz-restaurant?preview=1`,
      `${ORIGIN}/start/rosa-diaz-restaurant?lang=es&preview=1`,
      `${ORIGIN}/start/rosa-diaz-restaurant?lang=en&preview=1`,
      `${ORIGIN}/start/rosa-diaz-restaurant?lang=nl&preview=1`,
    ]);

    await user.click(screen.getByRole('button', { name: 'Copy Español (Spanish) link' }));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/start/rosa-diaz-restaurant?lang=es&preview=1`);
    expect(await screen.findByText('Link copied!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'QR URL for the Universal link' })).toBeTruthy();
  });

  it("copies the preview link: 'Link copied to clipboard!', or 'Failed to copy link' when the browser refuses", async () => {
    mockOwnerApi({ overview: withItems });
    const { user } = open();
    const field = await linkField();
    const writeText = stubClipboard();

    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(writeText).toHaveBeenCalledWith(field.value);
    expect(await screen.findByText('Link copied to clipboard!')).toBeTruthy();

    stubClipboard(false);
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Failed to copy link')).toBeTruthy();
  });

  it('shows the link for a QR code in a modal dialog that closes and gives focus back', async () => {
    mockOwnerApi({ overview: withItems });
    const { user } = open();
    const field = await linkField();

    const opener = screen.getByRole('button', { name: 'Get QR URL' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'QR code URL: Preview link' });
    expect((within(dialog).getByRole('textbox', { name: 'Link' }) as HTMLInputElement).value).toBe(field.value);
    expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: 'Link' }));

    // Tab goes round the dialog's controls (Escape, the browser's own, is checked in Chromium).
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy Link' }));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy Link' }));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it("with no active menu items: Open, Copy and QR disabled, saying 'Add active menu items in Menu Builder before opening preview'", async () => {
    mockOwnerApi({ overview: overview({ activeItemCount: 0, categoryCount: 1 }) });
    open();
    await linkField();

    const hint = screen.getByText('Add active menu items in Menu Builder before opening preview');
    expect(screen.queryByRole('link', { name: /Open Preview/ })).toBeNull();
    for (const button of [
      screen.getByRole('button', { name: 'Open Preview' }),
      screen.getByRole('button', { name: 'Copy Link' }),
      screen.getByRole('button', { name: 'Get QR URL' }),
      screen.getByRole('button', { name: 'Copy Universal link' }),
    ]) {
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe(hint.parentElement!.id);
    }
    expect(screen.getByRole('link', { name: 'Open Menu Builder' }).getAttribute('href')).toBe('/owner/settings/menu-builder');
  });

  it('makes the slug once when the restaurant has none, then links use it', async () => {
    const api = mockOwnerApi({
      overview: withItems,
      restaurant: restaurant({ slug: null }),
      routes: { [`POST ${RESTAURANT_PATH}/slug`]: () => ({ body: restaurant({ slug: 'rosa-diaz-restaurant-2' }) }) },
    });
    open();

    expect((await linkField()).value).toBe(`${ORIGIN}/start/rosa-diaz-restaurant-2?lang=en&preview=1`);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('when making the slug fails: says so, links use the restaurant id, and Try again makes it', async () => {
    let fail = true;
    const api = mockOwnerApi({
      overview: withItems,
      restaurant: restaurant({ slug: null }),
      routes: {
        [`POST ${RESTAURANT_PATH}/slug`]: () =>
          fail ? { status: 500, body: { error: { code: 'internal', message: 'Try later' } } } : { body: restaurant({ slug: 'rosa-diaz-restaurant' }) },
      },
    });
    const { user } = open();

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Try later');
    expect((await linkField()).value).toBe(`${ORIGIN}/start?rid=${RID}&lang=en&preview=1`);

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await linkField()).value).toBe(`${ORIGIN}/start/rosa-diaz-restaurant?lang=en&preview=1`));
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});
