/**
 * The prerendered diner menu (issue 13): an owner's edit reaches the page new diners load, from the prerendered HTML
 * (not the app shell), in every language the restaurant offers, within seconds. Runs the whole local path: the owner's
 * API call, the table's stream (the local poller), menu-prerender writing the site bucket, and the web server answering
 * /menu/{id} through the distribution's CloudFront Function. The tests wait for the pages to change (a limit only
 * ends a wait that would never end); how long it takes is measured by `npm run bench` (bench/prerender-delay.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuilderCategory, BuilderItem, Restaurant } from '../../../shared/api';
import type { LanguageCode } from '../../../shared/languages';
import { api } from '../../support/api';
import { ownerWithRestaurant, type Owner } from '../setup/support';

const LANGUAGES: LanguageCode[] = ['en', 'es', 'de'];
const webUrl = () => process.env.TABLETAP_WEB_URL ?? '';

let owner: Owner;

const call = async <T>(method: string, path: string, body?: unknown) => {
  const res = await api<T>(method, `${owner.base}${path}`, { token: owner.user.idToken, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};

/** What a new diner's browser gets for the menu in `lang` (no script runs here). */
async function menuPage(lang: LanguageCode | null): Promise<{ html: string; prerendered: boolean; htmlLang: string | null }> {
  const res = await fetch(`${webUrl()}/menu/${owner.restaurant.id}${lang ? `?lang=${lang}` : ''}`, { headers: { 'accept-language': 'fr' } });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { html, prerendered: html.includes('id="tabletap-prerendered"'), htmlLang: /<html lang="(\w+)"/.exec(html)?.[1] ?? null };
}

/** The rendered app (#root), not the inlined JSON: what paints before any script. */
const paintedText = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

/** A wait for the stream, the render and the bucket that fails, before the test's own 30 s limit, only if the pages never change. */
const PAGES_CHANGE_LIMIT_MS = 20_000;

/** Polls every language's page until `done` holds for all of them. */
async function untilEveryPage(done: (page: Awaited<ReturnType<typeof menuPage>>) => boolean, limitMs = PAGES_CHANGE_LIMIT_MS): Promise<void> {
  const started = Date.now();
  for (;;) {
    const pages = await Promise.all([...LANGUAGES, null].map(menuPage));
    if (pages.every(done)) return;
    if (Date.now() - started > limitMs) {
      throw new Error(`Not every page updated within ${limitMs} ms: ${pages.map((p) => `${p.htmlLang}:${p.prerendered}`).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let item: BuilderItem;

beforeAll(async () => {
  owner = await ownerWithRestaurant({ name: 'Prerender Bistro' });
  await call<{ restaurant: Restaurant }>('PATCH', '', { enabledLanguages: LANGUAGES, defaultLanguage: 'en' });
  const { category } = await call<{ category: BuilderCategory }>('POST', '/menu/categories', { name: 'Soups' });
  ({ item } = await call<{ item: BuilderItem }>('POST', '/menu-items', { categoryId: category.id, name: 'Tomato Soup', priceCents: 650, visible: true }));
});

describe('the prerendered menu page', () => {
  it('shows the dishes in the HTML, before any script, in each offered language', async () => {
    await untilEveryPage((page) => page.prerendered && paintedText(page.html).includes('Tomato Soup'));
    for (const lang of LANGUAGES) {
      const page = await menuPage(lang);
      expect(page.htmlLang).toBe(lang);
      expect(paintedText(page.html)).toContain('Prerender Bistro');
      expect(paintedText(page.html)).toContain('Tomato Soup');
    }
    // No ?lang, no cookie, a browser language the restaurant does not offer: its default language.
    expect((await menuPage(null)).htmlLang).toBe('en');
  });

  it("shows an owner's rename to new diners, from the prerendered page, in every offered language", async () => {
    await call('PATCH', `/menu-items/${item.id}`, { name: 'Roasted Tomato Soup' });
    await untilEveryPage((page) => page.prerendered && paintedText(page.html).includes('Roasted Tomato Soup'));
    for (const lang of [...LANGUAGES, null]) {
      const { html } = await menuPage(lang);
      expect(paintedText(html)).not.toMatch(/>Tomato Soup</);
    }
  });
  it('shows a translation saved on the translations page on that language\'s page (translations have their own sort keys, $translations)', async () => {
    await call('PUT', '/menu/translations', { lang: 'es', items: [{ id: item.id, name: 'Sopa de tomate asado' }] });
    const started = Date.now();
    for (;;) {
      const page = await menuPage('es');
      if (page.prerendered && paintedText(page.html).includes('Sopa de tomate asado')) break;
      if (Date.now() - started > PAGES_CHANGE_LIMIT_MS) throw new Error(`The Spanish page did not show the translation within ${PAGES_CHANGE_LIMIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(paintedText((await menuPage('de')).html)).toContain('Roasted Tomato Soup');
    expect(paintedText((await menuPage('en')).html)).not.toContain('Sopa de tomate asado');
  });

  it("shows the owner's profile change (name, address, opening hours in the diner's language) on the prerendered pages", async () => {
    await call('PATCH', '', {
      name: 'Prerender Trattoria',
      address: '7 Via Roma, Bologna',
      openingHours: [{ day: 1, opens: '12:00', closes: '15:00' }],
    });
    await untilEveryPage((page) => page.prerendered && paintedText(page.html).includes('Prerender Trattoria'));
    const es = paintedText((await menuPage('es')).html);
    expect(es).toContain('7 Via Roma, Bologna');
    expect(es).toContain('Horario');
    expect(es).toMatch(/lunes/);
    expect(paintedText((await menuPage('de')).html)).toContain('Öffnungszeiten');
  });
});
