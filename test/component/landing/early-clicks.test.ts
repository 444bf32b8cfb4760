/**
 * The prerendered pages' script loader (shared/deferred-scripts.ts) keeps a tap made before the app is there on a
 * button, and (issue 31 goal 4) on a link marked EARLY_CLICK_ATTRIBUTE (the landing page's sign-in and sign-up
 * links, whose tab only the app can pass on); other links are followed as links. The app takes the kept taps once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_LOADER, EARLY_CLICK_ATTRIBUTE, EARLY_CLICKS_GLOBAL } from '../../../shared/deferred-scripts';

type Early = { stop(): HTMLElement[] };
const early = () => (window as unknown as Record<string, Early>)[EARLY_CLICKS_GLOBAL]!;

afterEach(() => {
  early()?.stop();
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_GLOBAL];
});

function click(element: HTMLElement): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the early taps of a prerendered page', () => {
  it('keeps buttons and marked links, in order, lets other links be followed, and stops when the app takes them', () => {
    document.body.innerHTML = `
      <button type="button">Add</button>
      <a href="/auth" ${EARLY_CLICK_ATTRIBUTE}=""><span>Get started</span></a>
      <a href="#calculator">Calculate savings</a>`;
    new Function(DEFERRED_SCRIPTS_LOADER)();
    const button = document.querySelector('button')!;
    const marked = document.querySelector<HTMLElement>(`a[${EARLY_CLICK_ATTRIBUTE}]`)!;
    const plain = document.querySelector<HTMLElement>('a[href="#calculator"]')!;

    expect(click(marked.querySelector('span')!)).toBe(true);
    expect(click(button)).toBe(true);
    expect(click(plain)).toBe(false);
    expect(early().stop()).toEqual([marked, button]);
    // Once the app has them, a tap is the app's.
    expect(click(marked)).toBe(false);
    expect(early().stop()).toEqual([]);
  });
});
