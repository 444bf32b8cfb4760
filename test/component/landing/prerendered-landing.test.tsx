/**
 * The landing page prerendered by the build (issue 31 goal 4): the HTML render-landing-page.tsx renders is put in
 * #root. The page runs without the app (static-landing.test.tsx): its links are plain links (the sign-in and sign-up
 * ones name their tab in the address) and its fields are editable from the first paint. Where the app takes it over
 * (a toast left by sign-out), it hydrates it the way main.tsx does (withLandingPage): hydration must find exactly what
 * the build rendered (React reports any mismatch through onRecoverableError and then throws the HTML away), although
 * this visitor chose euros last time: the calculator shows them right after. The page's elements stay the ones painted
 * from the HTML, and a button tapped before the app was there (kept by the page's script loader) is tapped again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_ATTRIBUTE, EARLY_CLICKS_GLOBAL } from '../../../shared/deferred-scripts';
import { App, mainApp, withLandingPage } from '../../../web/src/app/app';
import { LandingPage } from '../../../web/src/features/landing/components/landing-page';
import { CALCULATOR_CURRENCY_KEY } from '../../../web/src/features/landing/components/calculator-text';
import { renderLandingApp } from '../../../web/src/app/render-landing-page';

// react-router/dom's RouterProvider loads react-router's CommonJS build under vitest, beside the ES module build the
// app's components use (two router contexts); the browser bundle has one. React Router's own provider is the same one.
vi.mock('react-router/dom', async () => ({ RouterProvider: (await import('react-router')).RouterProvider }));

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
});

describe('the prerendered landing page', () => {
  it('is rendered with the hero, the calculator on its defaults in dollars, editable fields and plain links', async () => {
    const html = await renderLandingApp();
    document.body.innerHTML = `<div id="root">${html}</div>`;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('QR ordering and instant payouts for your restaurant');
    expect(screen.getByText('5% per order, no monthly fee', { selector: '.badge' })).toBeTruthy();
    expect(screen.getByTestId('calculator-total').textContent).toBe('$3,696');
    expect((screen.getByLabelText('Orders per day') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false);
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"description":"5% per order, no monthly fee"');
    // Every link works before any script: none is kept by the loader for the app, the tabs are in the addresses.
    expect(document.querySelectorAll(`a[${EARLY_CLICK_ATTRIBUTE}]`)).toHaveLength(0);
    const links = [...document.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['TableTap', '/'],
      ['Sign in', '/auth?tab=signin'],
      ['Get started', '/auth?tab=signup'],
      ['Create your restaurant', '/auth?tab=signup'],
      ['Calculate savings', '#calculator'],
      ['View demo', '#demo'],
      ['Get Started', '/auth?tab=signup'],
      ['View Demo', '/menu/demo'],
    ]);
  });

  it("hydrates without a mismatch for a visitor who chose euros, then shows euros and takes input", async () => {
    window.history.replaceState(null, '', '/');
    localStorage.setItem(CALCULATOR_CURRENCY_KEY, 'EUR');
    document.body.innerHTML = `<div id="root">${await renderLandingApp()}</div>`;
    const container = document.getElementById('root')!;
    const heading = screen.getByRole('heading', { level: 1 });
    const createLink = screen.getByRole('link', { name: 'Create your restaurant' });
    // The page's loader kept a tap made before the app arrived (it keeps buttons; a link stands in for one here).
    // As the loader does, the kept taps are handed over once.
    const stop = vi.fn<() => HTMLElement[]>().mockReturnValueOnce([createLink]).mockReturnValue([]);
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] = { stop };
    const replayed: string[] = [];
    document.addEventListener(
      'click',
      (event) => {
        replayed.push((event.target as HTMLElement).textContent ?? '');
        event.preventDefault(); // the router then leaves the page where it is
      },
      true,
    );
    const recoverable = vi.fn();
    const HydratedApp = withLandingPage(LandingPage);
    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <HydratedApp />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    // The same element as painted: hydrated, not rendered again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    await waitFor(() => expect(screen.getByTestId('calculator-total').textContent).toBe('3.696\u00a0€'));
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).disabled).toBe(false);
    expect((screen.getByLabelText('Orders per day') as HTMLInputElement).readOnly).toBe(false);
    expect(stop).toHaveBeenCalled();
    expect(replayed).toEqual(['Create your restaurant']);
  });

  it('is hydrated only where it was served, and rendered afresh when a Google sign-in comes back to it', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    window.history.replaceState(null, '', '/');
    expect(await mainApp()).toBe(App);
    document.body.innerHTML = `<div id="root" data-prerendered="landing">${await renderLandingApp()}</div>`;
    expect('hydrates' in (await mainApp())).toBe(true);
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    const afterSignIn = await mainApp();
    expect(afterSignIn).not.toBe(App);
    expect('hydrates' in afterSignIn).toBe(false);
    window.history.replaceState(null, '', '/auth');
    expect(await mainApp()).toBe(App);
  });
});
