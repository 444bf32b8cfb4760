/**
 * The QR codes page, rendered for real (QrCodesPage, useOwnerRestaurant, the links of qr-links.ts, the codes drawn
 * by qrcode) with the API answered at fetch and the clipboard stubbed; and the table cards' print view.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRANDING } from '../../../shared/constants';
import { QrCodesPage } from '../../../web/src/features/owner/qr/qr-page';
import { QrPrintPage } from '../../../web/src/features/owner/qr/qr-print-page';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { me, mockOwnerApi, renderAt, restaurant, RESTAURANT_PATH, RID } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const ORIGIN = window.location.origin;
const SLOW = { timeout: 5000 };
const branding = { [`GET ${RESTAURANT_PATH}/branding`]: () => ({ body: { restaurantId: RID, ...DEFAULT_BRANDING, logoUrl: null, saved: false } }) };
const open = () => renderAt('/owner/settings/qr', <QrCodesPage />);
const card = (title: string) => screen.getByRole('article', { name: title });

function stubClipboard(works = true) {
  const writeText = vi.fn(async () => {
    if (!works) throw new Error('denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** What a phone's camera reads from a PNG data URL. */
function decodeQrDataUrl(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data;
}

afterEach(() => {
  document.documentElement.classList.remove('qr-printing');
});

describe('QR codes page', () => {
  it("says 'Restaurant Required' with a link to setup when the owner has none", async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] }, routes: branding });
    open();
    expect(await screen.findByRole('heading', { name: 'Restaurant Required' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Complete Setup' }).getAttribute('href')).toBe('/owner/onboarding');
  });

  it("says 'Failed to load restaurant data' when the restaurant cannot be read, and tries again", async () => {
    let fail = true;
    mockOwnerApi({
      routes: { ...branding, [`GET ${RESTAURANT_PATH}`]: () => (fail ? { status: 500, body: { error: 'boom' } } : { body: restaurant() }) },
    });
    const { user } = open();
    expect(await screen.findByText('Failed to load restaurant data', undefined, { timeout: 8000 })).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Universal QR' }, SLOW)).toBeTruthy();
  });

  it("warns 'Setup Required' with a link to payments until charges and payouts are both on", async () => {
    mockOwnerApi({ restaurant: restaurant({ chargesEnabled: true, payoutsEnabled: false }), routes: branding });
    open();
    expect(await screen.findByText('Setup Required', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set Up Payments' }).getAttribute('href')).toBe('/owner/settings/payments');
    expect(screen.queryByRole('link', { name: 'View Dashboard' })).toBeNull();
  });

  it("links to the dashboard once payments are ready", async () => {
    mockOwnerApi({ restaurant: restaurant({ chargesEnabled: true, payoutsEnabled: true }), routes: branding });
    open();
    expect((await screen.findByRole('link', { name: 'View Dashboard' }, SLOW)).getAttribute('href')).toBe('/owner/dashboard');
    expect(screen.queryByText('Setup Required')).toBeNull();
  });

  it('shows the universal and table codes with their links, and a language code per enabled language when there are several', async () => {
    mockOwnerApi({ restaurant: restaurant({ enabledLanguages: ['en', 'es', 'nl'], defaultLanguage: 'es' }), routes: branding });
    open();
    const universal = await screen.findByRole('article', { name: 'Universal QR' }, SLOW);
    expect(within(universal).getByText(`${ORIGIN}/start?rid=${RID}`)).toBeTruthy();
    const image = (await within(universal).findByRole('img', undefined, SLOW)) as HTMLImageElement;
    expect(image.alt).toBe(`QR code for the universal link: ${ORIGIN}/start?rid=${RID}`);
    expect(image.width).toBe(200);
    expect(image.src).toMatch(/^data:image\/png;base64,/);
    expect(within(card('Table-Specific QR')).getByText(`${ORIGIN}/start?rid=${RID}&table=1`)).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Language-Specific QRs' })).toBeTruthy();
    const languageCards = ['Español', 'English', 'Nederlands'].map((name) => card(name));
    expect(within(languageCards[0]!).getByText(`${ORIGIN}/start?rid=${RID}&lang=es`)).toBeTruthy();
    expect(within(languageCards[2]!).getByText(`${ORIGIN}/start?rid=${RID}&lang=nl`)).toBeTruthy();
    const small = (await within(languageCards[1]!).findByRole('img', undefined, SLOW)) as HTMLImageElement;
    expect(small.width).toBe(120);
    expect(within(languageCards[1]!).getByRole('link', { name: /Preview/ }).getAttribute('href')).toBe(`${ORIGIN}/start?rid=${RID}&lang=en`);
  });

  it('shows no language codes with only one language enabled', async () => {
    mockOwnerApi({ restaurant: restaurant({ enabledLanguages: ['en'], defaultLanguage: 'en' }), routes: branding });
    open();
    expect(await screen.findByRole('article', { name: 'Universal QR' }, SLOW)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Language-Specific QRs' })).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('makes the table code for the table typed (trimmed), and none while the field is empty', async () => {
    mockOwnerApi({ routes: branding });
    const { user } = open();
    await screen.findByRole('article', { name: 'Universal QR' }, SLOW);
    const table = card('Table-Specific QR');
    const field = within(table).getByRole('textbox', { name: 'Table Number' }) as HTMLInputElement;
    expect(field.value).toBe('1');

    await user.clear(field);
    expect(within(table).getByText('Enter a table number')).toBeTruthy();
    expect((within(table).getByRole('button', { name: /Download PNG/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(table).getByRole('button', { name: /Copy URL/ }) as HTMLButtonElement).disabled).toBe(true);

    await user.type(field, ' 7 ');
    const url = `${ORIGIN}/start?rid=${RID}&table=7`;
    expect(within(table).getByText(url)).toBeTruthy();
    expect(within(table).getByRole('link', { name: /Preview/ }).getAttribute('href')).toBe(url);
    expect(within(table).getByRole('link', { name: /Preview/ }).getAttribute('target')).toBe('_blank');
    const code = (await within(table).findByRole('img', { name: `QR code for table 7: ${url}` }, SLOW)) as HTMLImageElement;
    expect(decodeQrDataUrl(code.src)).toBe(url);
    expect((within(table).getByRole('button', { name: 'Download PNG for table 7' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("copies a code's URL and says 'URL copied to clipboard', or 'Failed to copy URL'", async () => {
    mockOwnerApi({ routes: branding });
    const { user } = open();
    await screen.findByRole('article', { name: 'Universal QR' }, SLOW);
    const writeText = stubClipboard();
    await user.click(within(card('Universal QR')).getByRole('button', { name: 'Copy URL for the universal link' }));
    expect(writeText).toHaveBeenCalledWith(`${ORIGIN}/start?rid=${RID}`);
    expect(await screen.findByText('URL copied to clipboard')).toBeTruthy();

    stubClipboard(false);
    await user.click(within(card('Table-Specific QR')).getByRole('button', { name: /Copy URL/ }));
    expect(await screen.findByText('Failed to copy URL')).toBeTruthy();
  });

  it('checks the printable cards list inline and opens the print view for a good one', async () => {
    mockOwnerApi({ routes: branding });
    const { user, router } = open();
    await screen.findByRole('article', { name: 'Universal QR' }, SLOW);
    const tables = screen.getByRole('textbox', { name: 'Tables' });
    expect(screen.getByText(/12 cards on 3 (A4|Letter) pages/)).toBeTruthy();

    await user.clear(tables);
    await user.type(tables, '5-1');
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    expect(screen.getByText("'5-1' counts down: write the lower number first (1-5)")).toBeTruthy();
    expect(tables.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/owner/settings/qr');

    await user.clear(tables);
    await user.type(tables, '1-12, Patio 1-4, Bar');
    await user.click(screen.getByRole('radio', { name: 'A4' }));
    expect(screen.getByText('17 cards on 5 A4 pages')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print cards' }));
    expect(router.state.location.pathname).toBe('/owner/settings/qr/print');
    expect(new URLSearchParams(router.state.location.search).get('tables')).toBe('1-12, Patio 1-4, Bar');
    expect(new URLSearchParams(router.state.location.search).get('paper')).toBe('a4');
  });
});

describe('table cards print view', () => {
  it('shows a sheet of four cards per page, each with the name, the table and its code', async () => {
    mockOwnerApi({
      routes: {
        [`GET ${RESTAURANT_PATH}/branding`]: () => ({
          body: { restaurantId: RID, ...DEFAULT_BRANDING, logoUrl: 'http://media.test/logo.png', saved: true },
        }),
      },
    });
    renderAt('/owner/settings/qr/print?tables=1-5&paper=letter', <QrPrintPage />, '/owner/settings/qr/print');
    const region = await screen.findByRole('region', { name: 'Table cards: Rosa Diaz Restaurant' }, SLOW);
    await waitFor(() => expect(within(region).getAllByRole('region', { name: /^Page / })).toHaveLength(2), SLOW);
    expect(document.documentElement.classList.contains('qr-printing')).toBe(true);
    const images = within(region).getAllByRole('img', { name: /^QR code for/ }) as HTMLImageElement[];
    expect(images.map((image) => image.dataset.url)).toEqual([1, 2, 3, 4, 5].map((table) => `${ORIGIN}/start?rid=${RID}&table=${table}`));
    expect(within(region).getAllByText('Scan to order and pay')).toHaveLength(5);
    expect(within(region).getByText('Table 5')).toBeTruthy();
    expect(within(region).getByText('5 cards on 2 Letter pages', { exact: false })).toBeTruthy();
    // Print opens once every code is drawn (told after the images are in; a busy machine takes a moment).
    await waitFor(() => expect((within(region).getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(false), SLOW);
  });

  it('says what is wrong with a bad list and links back', async () => {
    mockOwnerApi({ routes: branding });
    renderAt('/owner/settings/qr/print?tables=x-y', <QrPrintPage />, '/owner/settings/qr/print');
    expect(await screen.findByText("'x-y' is not a range: use whole numbers, such as 1-12 or Patio 1-4", undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose tables' }).getAttribute('href')).toBe('/owner/settings/qr');
  });
});

describe('table cards print view without a restaurant', () => {
  it("says 'Restaurant Required' inside the view, where it can be reached", async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] }, routes: branding });
    renderAt('/owner/settings/qr/print?tables=1-4', <QrPrintPage />, '/owner/settings/qr/print');
    const region = await screen.findByRole('region', { name: 'Table cards' }, SLOW);
    expect((await within(region).findByRole('link', { name: 'Complete Setup' }, SLOW)).getAttribute('href')).toBe('/owner/onboarding');
    expect(document.activeElement?.textContent).toBe('Table cards');
  });
});
