/**
 * Issue 27 item 4: the confirmation page's "Email me a receipt" and its refunds, rendered for real (OrderSuccessPage,
 * order-public and order-receipt answered at fetch): the address is sent with the order's id, the sent state names
 * it; a bad address, too many sends and a failure are said in the diner's language; refunds show as "Refunded" lines
 * with what is paid after them; an unpaid order offers no receipt.
 */
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicOrder } from '../../../shared/api';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { loadDictionary } from '../../../web/src/features/diner/i18n/dictionary-loaders';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import OrderSuccessPage from '../../../web/src/features/diner/order/order-success-page';
import { mockApi, type RouteHandler } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/live-socket', () => ({
  createLiveSocket: () => ({ start: () => {}, stop: () => {} }),
}));

let run = 0;

function order(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    id: `o-${++run}`,
    orderCode: 'K7Q',
    restaurantId: 'r-receipt',
    restaurantName: 'Demo Bistro',
    status: 'paid',
    tableLabel: '5',
    note: null,
    createdAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    paidAt: new Date(Date.now() - 29 * 60_000).toISOString(),
    subtotalCents: 2650,
    taxCents: 212,
    tipCents: 0,
    totalCents: 2862,
    currency: 'USD',
    lines: [{ itemId: 'salad', itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null }],
    estimatedPrepMinutes: { min: 15, max: 20 },
    refunds: [],
    refundedCents: 0,
    ...overrides,
  };
}

function open(shown: PublicOrder, receipt: RouteHandler = () => ({ body: { sent: true, sendsLeft: 2 } })) {
  const api = mockApi({
    'GET /functions/v1/order-public': () => ({ body: shown }),
    'GET /functions/v1/restaurant-public-info': () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }),
    'POST /functions/v1/order-receipt': receipt,
  });
  window.history.replaceState(null, '', `/order/success?oid=${shown.id}&lang=en`);
  renderWithClient(<OrderSuccessPage />);
  return api;
}

async function ask(address: string) {
  fireEvent.change(await screen.findByLabelText('Email address'), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
}

beforeEach(() => activateLanguage('en', en));
afterEach(() => activateLanguage('en', en));

describe('Email me a receipt', () => {
  it("sends the address with the order's id and says where it went", async () => {
    const shown = order();
    const api = open(shown);
    await ask('  diner@example.com ');
    expect((await screen.findByTestId('receipt-sent')).textContent).toBe('Receipt sent to diner@example.com. Check your inbox.');
    expect(api.calls.filter((c) => c.path === '/functions/v1/order-receipt').map((c) => c.body)).toEqual([{ order_id: shown.id, email: 'diner@example.com' }]);
    // Sends are left: another address can be given.
    fireEvent.click(screen.getByRole('button', { name: 'Send to another address' }));
    expect(screen.getByLabelText('Email address')).toBeTruthy();
  });

  it('refuses an address that is not one before sending, next to the field', async () => {
    const api = open(order());
    await ask('not-an-address');
    expect((await screen.findByRole('alert')).textContent).toBe(en.receiptEmailInvalid);
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.some((c) => c.path === '/functions/v1/order-receipt')).toBe(false);
  });

  it("says so when the order's receipt was sent too many times (429), and when sending failed", async () => {
    open(order(), () => ({ status: 429, body: { error: { code: 'too_many_receipts', message: 'Too many' } } }));
    await ask('diner@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(en.receiptTooMany);
  });

  it('says to try again when the mail could not be sent, and the button works again', async () => {
    let calls = 0;
    open(order(), () => (++calls === 1 ? { status: 502, body: { error: { code: 'mail_failed', message: 'x' } } } : { body: { sent: true, sendsLeft: 0 } }));
    await ask('diner@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(en.receiptSendFailed);
    fireEvent.click(screen.getByRole('button', { name: 'Send receipt' }));
    await screen.findByTestId('receipt-sent');
    // None left: no offer of another address.
    expect(screen.queryByRole('button', { name: 'Send to another address' })).toBeNull();
  });

  it('is in the diner language', async () => {
    const es = await loadDictionary('es');
    activateLanguage('es', es);
    open(order());
    expect(await screen.findByRole('heading', { name: es.emailReceiptTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: es.sendReceipt })).toBeTruthy();
    expect(screen.getByRole('link', { name: es.printableReceipt }).getAttribute('href')).toMatch(/^\/order\/receipt\?oid=o-\d+&lang=en$/);
  });

  it('is not offered for an order that was not paid', async () => {
    open(order({ status: 'expired', paidAt: null }));
    await screen.findByTestId('order-code');
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByText(en.printableReceipt)).toBeNull();
  });
});

describe('refunds on the order page', () => {
  it('shows each refund, the one on its way too, and what is paid after them', async () => {
    const refunds: PublicOrder['refunds'] = [
      { id: 'rf_1', status: 'succeeded', amountCents: 1350, createdAt: new Date().toISOString(), lines: [{ position: 0, qty: 1, amountCents: 1250 }], tipCents: 0 },
      { id: 'rf_2', status: 'pending', amountCents: 500, createdAt: new Date().toISOString(), lines: [], tipCents: 0 },
    ];
    open(order({ refunds, refundedCents: 1850 }));
    await screen.findByTestId('order-code');
    const rows = await screen.findAllByTestId('order-refund');
    expect(rows.map((row) => row.textContent)).toEqual(['Refunded-$13.50', 'Refund on its way-$5.00']);
    expect(screen.getByTestId('order-paid-after-refunds').textContent).toBe('$10.12');
    expect(screen.getByText('Paid by card')).toBeTruthy();
  });
});
