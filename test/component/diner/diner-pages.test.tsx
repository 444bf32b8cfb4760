/**
 * Issue 31 goal 5: the diner's pages but the language chooser are chunks of their own (boot/diner-pages.ts), so a
 * page's first load does not carry the others. What the diner sees must not change for it: a link's page is fetched
 * once the diner touches the page they are on (not as part of its first load), and a move to a page whose code is not
 * here yet keeps the current page on screen, with no spinner, until it is, then shows it (unless a later tap overtook
 * it); Back shows the page before.
 * The pages' modules are replaced by small stand-ins whose arrival the test holds and releases.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DinerApp } from '../../../web/src/features/diner/app/diner-app';
import { loadDinerPage } from '../../../web/src/features/diner/boot/diner-pages';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';

const pages = vi.hoisted(() => {
  const held = () => {
    let release!: () => void;
    const arrives = new Promise<void>((resolve) => (release = resolve));
    return { arrives, release: () => release() };
  };
  return { receiptImports: 0, cancelImports: 0, cartImports: 0, cancel: held(), cart: held() };
});

vi.mock('../../../web/src/features/diner/order/order-success-page', async () => {
  const { DinerLink } = await import('../../../web/src/features/diner/navigation/diner-link');
  return {
    default: () => (
      <section>
        <h1>Order placed</h1>
        <DinerLink to="/order/receipt?oid=o-1">View receipt</DinerLink>
        <DinerLink to="/order/cancel?restaurant_id=r-1">Cancel page</DinerLink>
        <DinerLink to="/cart/r-1?table=5">Cart</DinerLink>
      </section>
    ),
  };
});
vi.mock('../../../web/src/features/diner/order/order-receipt-page', () => {
  pages.receiptImports++;
  return { default: () => <h1>Receipt</h1> };
});
vi.mock('../../../web/src/features/diner/order/order-cancel-page', async () => {
  pages.cancelImports++;
  await pages.cancel.arrives;
  return { default: () => <h1>Payment cancelled</h1> };
});
vi.mock('../../../web/src/features/diner/cart/cart-page', async () => {
  pages.cartImports++;
  await pages.cart.arrives;
  return { default: ({ restaurantId }: { restaurantId: string }) => <h1>Cart of {restaurantId}</h1> };
});

describe('the diner pages loaded on demand', () => {
  it('fetches a link’s page only once the diner touches the page; a move waits for its page with the current one shown', async () => {
    activateLanguage('en', en);
    window.history.replaceState(null, '', '/order/success?oid=o-1');
    await loadDinerPage('orderSuccess'); // as start-diner-app.ts does before the first render
    await act(async () => {
      render(<DinerApp />);
    });
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
    // The first load: the links' pages are not fetched.
    expect([pages.receiptImports, pages.cancelImports, pages.cartImports]).toEqual([0, 0, 0]);

    // The diner touches the page: the links' pages are fetched.
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect([pages.receiptImports, pages.cancelImports, pages.cartImports]).toEqual([1, 1, 1]));

    // The cart's code has not arrived: the tap leaves the success page (and its address) on screen, with no spinner.
    fireEvent.click(screen.getByRole('link', { name: 'Cart' }));
    await act(async () => {});
    expect(window.location.pathname).toBe('/order/success');
    expect(screen.getByRole('heading', { name: 'Order placed' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // It arrives: the page and its address change together.
    pages.cart.release();
    expect(await screen.findByRole('heading', { name: 'Cart of r-1' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/cart/r-1?table=5');

    // Back shows the success page again.
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();

    // A tap on the cancel page, whose code has not arrived, then on the receipt (here already): the later tap wins,
    // and the cancel page's late code moves nothing.
    fireEvent.click(screen.getByRole('link', { name: 'Cancel page' }));
    fireEvent.click(screen.getByRole('link', { name: 'View receipt' }));
    expect(await screen.findByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/order/receipt?oid=o-1');
    pages.cancel.release();
    await act(() => loadDinerPage('orderCancel'));
    expect(screen.getByRole('heading', { name: 'Receipt' })).toBeTruthy();
    expect(window.location.pathname).toBe('/order/receipt');

    // Back, then the cancel page (here now) opens at once; each page's code was fetched once.
    await act(async () => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Order placed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel page' }));
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/order/cancel?restaurant_id=r-1');
    expect([pages.receiptImports, pages.cancelImports, pages.cartImports]).toEqual([1, 1, 1]);
  });
});
