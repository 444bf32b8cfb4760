/**
 * How long an owner's edit takes to reach the pages new diners load (issue 13: within seconds). On the bench's stack
 * (it serves the built web app, so the stream poller feeds menu-prerender): the demo owner renames the restaurant
 * through the API, then every offered language's /menu/{id} (and the page with no language chosen) is fetched every
 * 100 ms until its prerendered HTML paints the new name. Measured here; test/integration/public/prerendered-menu.test.ts
 * only waits for the pages to change.
 */
import { performance } from 'node:perf_hooks';
import type { PublicMenu } from '../shared/api';

export interface PrerenderDelayFigure {
  edits: number;
  /** Pages checked per edit: each offered language and the one with no language chosen. */
  pages: number;
  p50Ms: number;
  maxMs: number;
  /** Edits whose pages had not all changed after the limit. */
  missed: number;
}

const EDITS = 5;
const LIMIT_MS = 30_000;

const painted = (html: string) => html.includes('id="tabletap-prerendered"') ? (/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '') : '';

export async function measurePrerenderDelay(stack: { urls: { api: string; web: string }; demo: { restaurantId: string } | null }, token: string): Promise<PrerenderDelayFigure> {
  const restaurantId = stack.demo!.restaurantId;
  const menu = (await (await fetch(`${stack.urls.api}/functions/v1/menu-public?restaurant_id=${restaurantId}`)).json()) as PublicMenu;
  const original = menu.restaurant.name;
  const pages = [...menu.restaurant.enabledLanguages.map((lang) => `?lang=${lang}`), ''].map((query) => `${stack.urls.web}/menu/${restaurantId}${query}`);
  const rename = async (name: string) => {
    const res = await fetch(`${stack.urls.api}/api/v1/restaurants/${restaurantId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    if (!res.ok) throw new Error(`renaming the restaurant answered ${res.status}: ${await res.text()}`);
  };
  const times: number[] = [];
  let missed = 0;
  try {
    for (let edit = 1; edit <= EDITS; edit++) {
      const name = `${original} ${edit}`;
      await rename(name);
      const started = performance.now();
      for (;;) {
        const htmls = await Promise.all(pages.map(async (url) => (await fetch(url, { headers: { 'accept-language': 'fr' } })).text()));
        if (htmls.every((html) => painted(html).includes(name))) {
          times.push(performance.now() - started);
          break;
        }
        if (performance.now() - started > LIMIT_MS) {
          missed++;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await rename(original);
  }
  times.sort((a, b) => a - b);
  return { edits: EDITS, pages: pages.length, p50Ms: times[Math.floor((times.length - 1) / 2)] ?? Number.NaN, maxMs: times.at(-1) ?? Number.NaN, missed };
}
