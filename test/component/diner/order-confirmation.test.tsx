/**
 * Issue 25 item 6: the diner's confirmation page, rendered for real (OrderSuccessPage, its polled read through
 * apiFetch) with order-public answered at fetch and the live line replaced by one the test drives: its words follow
 * the order's status, so it stops saying "in the kitchen queue" once the order is ready or served, in every language.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicOrder } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { LANGUAGE_CODES } from '../../../shared/languages';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { loadDictionary } from '../../../web/src/features/diner/i18n/dictionary-loaders';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';
import OrderSuccessPage from '../../../web/src/features/diner/order/order-success-page';
import { mockApi } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

/** The order's live line: the test sends what the server would push. */
const live = vi.hoisted(() => ({ onMessage: null as ((message: unknown) => void) | null }));
vi.mock('../../../web/src/lib/live-socket', () => ({
  createLiveSocket: (options: { onMessage(message: unknown): void }) => {
    live.onMessage = options.onMessage;
    return { start: () => {}, stop: () => {} };
  },
}));

let run = 0;

function order(status: OrderStatus, id: string): PublicOrder {
  return {
    id,
    orderCode: 'K7Q',
    restaurantId: 'r-confirmation',
    restaurantName: 'Demo Bistro',
    status,
    tableLabel: '5',
    note: null,
    createdAt: new Date(Date.now() - 30 * 60_000).toISOString(),
    paidAt: new Date(Date.now() - 29 * 60_000).toISOString(),
    subtotalCents: 1000,
    taxCents: 80,
    tipCents: 0,
    totalCents: 1080,
    currency: 'USD',
    lines: [],
    estimatedPrepMinutes: { min: 15, max: 20 },
    refunds: [],
    refundedCents: 0,
  };
}

function openConfirmation(status: OrderStatus, lang = 'en') {
  const id = `o-${++run}`;
  mockApi({
    'GET /functions/v1/order-public': () => ({ body: order(status, id) }),
    // The restaurant's look is fetched quietly; the page works without it.
    'GET /functions/v1/restaurant-public-info': () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not found' } } }),
  });
  window.history.replaceState(null, '', `/order/success?oid=${id}&lang=${lang}`);
  return renderWithClient(<OrderSuccessPage />);
}

beforeEach(() => activateLanguage('en', en));
afterEach(() => activateLanguage('en', en));

describe('the confirmation page', () => {
  it('says the paid order is in the kitchen queue, and stops saying so as it moves on (live)', async () => {
    openConfirmation('paid');
    const text = await screen.findByTestId('order-status-text');
    expect(text.textContent).toBe('Your order is in the kitchen queue.');
    expect(screen.getByText('Estimated preparation')).toBeTruthy();
    // The live line is opened once the paid order shows.
    await waitFor(() => expect(live.onMessage).not.toBeNull());

    await act(async () => live.onMessage!({ type: 'order.changed', order: { id: `o-${run}`, status: 'in_progress' } }));
    expect(text.textContent).toBe('The kitchen is preparing your order.');
    await act(async () => live.onMessage!({ type: 'order.changed', order: { id: `o-${run}`, status: 'ready' } }));
    expect(text.textContent).toBe('Your order is ready.');
    expect(screen.queryByText('Estimated preparation')).toBeNull();
    await act(async () => live.onMessage!({ type: 'order.changed', order: { id: `o-${run}`, status: 'served' } }));
    expect(text.textContent).toBe('Your order has been served. Enjoy your meal!');
    expect(screen.queryByText(/kitchen queue/)).toBeNull();
  });

  for (const lang of LANGUAGE_CODES) {
    it(`${lang}: a served order is not said to be in the kitchen queue`, async () => {
      const dictionary = await loadDictionary(lang);
      activateLanguage(lang, dictionary);
      openConfirmation('served', lang);
      const text = await screen.findByTestId('order-status-text');
      expect(text.textContent).toBe(dictionary.paymentConfirmedServed);
      expect(dictionary.paymentConfirmedServed).not.toBe(dictionary.paymentConfirmedText);
      expect(document.body.textContent).not.toContain(dictionary.paymentConfirmedText);
      expect(screen.queryByText(dictionary.estimatedPreparation)).toBeNull();
    });
  }
});
