/**
 * The prerendered landing page runs without the app (issue 31 goal 4): its own small script keeps the calculator's
 * HTML up to date (prerender/static-calculator.ts). What it shows must be what the React calculator shows for the same
 * fields, word for word and element for element (Cheapest badges, the loss style, labels in the currency), since the
 * visitor who reaches `/` inside the app sees the React one. Values typed before the script came are kept, a
 * remembered currency shows, and the page leaves the job to the app where only the app can do it.
 */
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICKS_GLOBAL } from '../../../shared/deferred-scripts';
import { renderLandingApp } from '../../../web/src/app/render-landing-page';
import { showToastAfterReload } from '../../../web/src/components/toast/toast-after-reload';
import { CALCULATOR_CURRENCY_KEY } from '../../../web/src/features/landing/components/calculator-text';
import { SavingsCalculator } from '../../../web/src/features/landing/components/savings-calculator';
import { runStaticCalculator } from '../../../web/src/features/landing/prerender/static-calculator';
import { startLandingWithoutApp } from '../../../web/src/features/landing/prerender/static-landing';

/** The calculator's elements, classes, texts and field values; not its ids (useId differs between renders). */
function shape(element: Element): string {
  const parts: string[] = [];
  let text = '';
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
    else if (child.nodeType === Node.ELEMENT_NODE) {
      if (text) parts.push(JSON.stringify(text));
      text = '';
      parts.push(shape(child as Element));
    }
  }
  if (text) parts.push(JSON.stringify(text));
  const value = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? `=${element.value}` : '';
  return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"${value}>${parts.join('')}</>`;
}

type Fields = Record<string, string>;

/** The landing page as served, its calculator run by the page's script after `before` was typed, then `after`. */
async function staticCalculator(before: Fields, after: Fields = {}): Promise<Element> {
  const page = document.createElement('div');
  page.innerHTML = await renderLandingApp();
  document.body.append(page);
  const fill = (fields: Fields, events: boolean) => {
    for (const [name, value] of Object.entries(fields)) {
      const field = page.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
      field.value = value;
      if (events) field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
  };
  fill(before, false);
  expect(runStaticCalculator(page)).toBe(true);
  fill(after, true);
  return page.querySelector('.calculator')!;
}

/** The React calculator, rendered in the browser, with the same fields typed. */
function reactCalculator(fields: Fields): Element {
  const { container } = render(<SavingsCalculator />);
  for (const [name, value] of Object.entries(fields)) {
    fireEvent.change(container.querySelector(`[name="${name}"]`)!, { target: { value } });
  }
  return container.querySelector('.calculator')!;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
  window.history.replaceState(null, '', '/');
});

const text = (calculator: Element, testId: string) => calculator.querySelector(`[data-testid="${testId}"]`)!.textContent;

describe("the prerendered landing page's own calculator script", () => {
  it('keeps what was typed before it came and follows every field after, as the React calculator would', async () => {
    const calculator = await staticCalculator({ ordersPerDay: '60' });
    expect(text(calculator, 'calculator-total')).toBe('$1,848');
    const after = { upsellPct: '', currency: 'EUR' };
    const mine = await staticCalculator({ ordersPerDay: '60' }, after);
    // No upsell: a loss, in euros, labels in euros.
    expect(text(mine, 'calculator-total')).toBe('-168\u00a0€');
    expect(mine.querySelector('.calculator__total--loss')).not.toBeNull();
    expect(mine.textContent).toContain('Average order value (€)');
    expect(shape(mine)).toBe(shape(reactCalculator({ ordersPerDay: '60', ...after })));
    expect(localStorage.getItem(CALCULATOR_CURRENCY_KEY)).toBe('EUR');
  });

  it('moves the Cheapest badge with the figures and takes it away when every plan costs the same', async () => {
    const nobodyPays: Fields = { ordersPerDay: '0', subscriptionPerMonth: '0' };
    const cases: Fields[] = [{}, { subscriptionPerMonth: '0' }, { surchargePerGuest: '0.1' }, { ordersPerDay: '0' }, nobodyPays];
    for (const fields of cases) {
      document.body.innerHTML = '';
      const mine = await staticCalculator({}, fields);
      const theirs = reactCalculator(fields);
      expect(shape(mine), JSON.stringify(fields)).toBe(shape(theirs));
    }
    document.body.innerHTML = '';
    expect((await staticCalculator({}, nobodyPays)).querySelectorAll('.calculator__cheapest')).toHaveLength(0);
    document.body.innerHTML = '';
    const cheapest = [...(await staticCalculator({}, { subscriptionPerMonth: '0' })).querySelectorAll('.calculator__cheapest')];
    expect(cheapest.map((badge) => badge.closest('tr')!.querySelector('th')!.firstChild!.textContent)).toEqual(['Monthly subscription']);
  });

  it('shows the remembered currency once it runs; a currency picked before it came wins and is remembered', async () => {
    localStorage.setItem(CALCULATOR_CURRENCY_KEY, 'EUR');
    const remembered = await staticCalculator({});
    expect(text(remembered, 'calculator-total')).toBe('3.696\u00a0€');
    expect(shape(remembered)).toBe(shape(reactCalculator({ currency: 'EUR' })));
    document.body.innerHTML = '';
    localStorage.setItem(CALCULATOR_CURRENCY_KEY, 'USD');
    const picked = await staticCalculator({ currency: 'EUR' });
    expect(text(picked, 'calculator-total')).toBe('3.696\u00a0€');
    expect(localStorage.getItem(CALCULATOR_CURRENCY_KEY)).toBe('EUR');
  });
});

describe('the landing page without the app', () => {
  async function servedPage(): Promise<{ stop: ReturnType<typeof vi.fn> }> {
    document.body.innerHTML = `<div id="root" data-prerendered="landing">${await renderLandingApp()}</div>`;
    const stop = vi.fn(() => [] as HTMLElement[]);
    (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] = { stop };
    return { stop };
  }

  it('runs on its own: the loader stops keeping taps and the calculator follows its fields', async () => {
    const { stop } = await servedPage();
    expect(startLandingWithoutApp()).toBe(true);
    expect(stop).toHaveBeenCalled();
    const orders = document.querySelector<HTMLInputElement>('input[name="ordersPerDay"]')!;
    act(() => {
      orders.value = '60';
      orders.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(document.querySelector('[data-testid="calculator-total"]')!.textContent).toBe('$1,848');
  });

  it('leaves the page to the app when a Google sign-in comes back to it or a toast waits (sign-out)', async () => {
    await servedPage();
    window.history.replaceState(null, '', '/?code=abc&state=xyz');
    expect(startLandingWithoutApp()).toBe(false);
    window.history.replaceState(null, '', '/');
    showToastAfterReload('success', 'Signed out successfully');
    expect(startLandingWithoutApp()).toBe(false);
  });
});
