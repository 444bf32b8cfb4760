import { describe, expect, it, vi } from 'vitest';
import type { PublicMenu } from '../../../../shared/api';
import {
  beginHydration,
  endHydration,
  PRERENDERED_DATA_ID,
  prerenderedMenu,
  prerenderedLocation,
  readPrerenderedData,
  serializePrerenderedData,
  type PrerenderedData,
} from '../../../../web/src/features/diner/boot/prerendered-page';
import { renderDinerPage } from '../../../../web/src/features/diner/prerender/render-diner-page';
import { menu, pizza } from './menu-fixture';

/**
 * What a prerendered page carries: the data it was rendered from, inlined so no menu text (an owner types it) can end
 * the <script> element or run, read back by the browser exactly; and the address it is rendered for.
 */
const hostile = '</script><script>alert(1)</script><!-- \u2028 & "quotes"';
const data: PrerenderedData = {
  page: 'menu',
  restaurantId: 'r1',
  menu: { ...menu, restaurant: { ...menu.restaurant, name: hostile }, items: [{ ...pizza, name: hostile }] } satisfies PublicMenu,
};

function documentWith(html: string): Document {
  // The unit project has no DOM: a stand-in with the one lookup readPrerenderedData makes.
  const text = new RegExp(`<script type="application/json" id="${PRERENDERED_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? null;
  return { getElementById: (id: string) => (id === PRERENDERED_DATA_ID && text !== null ? { textContent: text } : null) } as unknown as Document;
}

describe('the inlined data', () => {
  it('cannot end its <script> element, and reads back unchanged', () => {
    const json = serializePrerenderedData(data);
    expect(json).not.toMatch(/</);
    expect(json).not.toContain('\u2028');
    const html = `<script type="application/json" id="${PRERENDERED_DATA_ID}">${json}</script>`;
    expect(readPrerenderedData(documentWith(html))).toEqual(data);
  });

  it('is ignored when missing, unreadable or not a page of ours', () => {
    expect(readPrerenderedData(documentWith('<p>no data</p>'))).toBeNull();
    expect(readPrerenderedData(documentWith(`<script type="application/json" id="${PRERENDERED_DATA_ID}">{oops</script>`))).toBeNull();
    expect(readPrerenderedData(documentWith(`<script type="application/json" id="${PRERENDERED_DATA_ID}">{"page":"menu","restaurantId":"r1"}</script>`))).toBeNull();
    expect(readPrerenderedData(documentWith(`<script type="application/json" id="${PRERENDERED_DATA_ID}">{"page":"cart","restaurantId":"r1","menu":{}}</script>`))).toBeNull();
  });
});

describe('the rendered page', () => {
  it("shows an owner's text as text: no markup of theirs reaches the HTML", async () => {
    const shell = {
      indexHtml: '<html lang="en"><head><title>x</title><script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>',
      styles: [],
      scripts: [],
      dictionaries: {},
    };
    const html = await renderDinerPage(data, shell);
    expect(html.match(/<script>alert\(1\)<\/script>/g)).toBeNull();
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- \u2028 &amp; &quot;quotes&quot; | TableTap</title>');
  });

  it('is rendered for the address without table or cart; the demo restaurant as a preview', () => {
    expect(prerenderedLocation('menu', 'r 1')).toBe('/menu/r%201');
    expect(prerenderedLocation('language', 'demo')).toBe('/language/demo?preview=1');
  });
});

describe('the menu the page was rendered from', () => {
  it('stands in for menu-public while hydrating and for a minute after, then the app asks again', () => {
    vi.useFakeTimers();
    try {
      beginHydration(data);
      vi.advanceTimersByTime(5 * 60_000);
      expect(prerenderedMenu('r1')).toBe(data.menu);
      endHydration();
      expect(prerenderedMenu('r1')).toBeNull();
      beginHydration(data);
      endHydration();
      vi.advanceTimersByTime(59_000);
      expect(prerenderedMenu('r1')).toBe(data.menu);
      expect(prerenderedMenu('r2')).toBeNull();
      vi.advanceTimersByTime(2_000);
      expect(prerenderedMenu('r1')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
