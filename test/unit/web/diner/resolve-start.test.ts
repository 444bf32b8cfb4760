import { describe, expect, it } from 'vitest';
import type { PublicRestaurant } from '../../../../shared/api';
import { ApiError } from '../../../../web/src/lib/api-error';
import { resolveStart, StartError, type StartLookups } from '../../../../web/src/features/diner/start/resolve-start';
import { menu } from './menu-fixture';

const restaurant: PublicRestaurant = { ...menu.restaurant, enabledLanguages: ['en', 'es', 'nl'], defaultLanguage: 'en' };

function lookups(over: Partial<StartLookups> = {}): StartLookups & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    idBySlug: async (slug) => {
      calls.push(`slug:${slug}`);
      if (slug !== 'demo-bistro') throw new ApiError(404, 'not_found', 'Restaurant not found');
      return { id: 'r1' };
    },
    restaurant: async (id) => {
      calls.push(`info:${id}`);
      if (id !== 'r1') throw new ApiError(404, 'not_found', 'Restaurant not found');
      return restaurant;
    },
    savedLanguage: () => null,
    browserLanguages: ['en-US'],
    ...over,
  };
}

const start = (slug: string | null, query: string, l = lookups()) => resolveStart(slug, new URLSearchParams(query), l);

describe('customer entry (/start, /start/{slug})', () => {
  it('goes to the menu with lang, table and preview', async () => {
    await expect(start(null, 'rid=r1&table=5&lang=es')).resolves.toMatchObject({
      restaurantId: 'r1',
      lang: 'es',
      menuPath: '/menu/r1?lang=es&table=5',
    });
    await expect(start('demo-bistro', 'preview=1&table=12')).resolves.toMatchObject({
      menuPath: '/menu/r1?lang=en&table=12&preview=1',
    });
  });

  it("carries a table card's key to the menu, which opens the table's visit with it (issue 28)", async () => {
    await expect(start(null, 'rid=r1&table=9&tk=abcdefghij12.AAAAAAAAAAAAAAAAAAAAA_')).resolves.toMatchObject({
      menuPath: '/menu/r1?lang=en&table=9&tk=abcdefghij12.AAAAAAAAAAAAAAAAAAAAA_',
    });
  });

  it('uses the rid without a slug lookup when both are given', async () => {
    const l = lookups();
    await start('anything', 'rid=r1', l);
    expect(l.calls).toEqual(['info:r1']);
  });

  it('picks the language by the priority rules (cookie, then browser, only enabled ones)', async () => {
    await expect(start(null, 'rid=r1', lookups({ savedLanguage: () => 'nl', browserLanguages: ['es'] }))).resolves.toMatchObject({ lang: 'nl' });
    await expect(start(null, 'rid=r1&lang=de', lookups({ browserLanguages: ['es-ES'] }))).resolves.toMatchObject({ lang: 'es' });
  });

  it("says 'Restaurant ID is required' without slug or rid, and 'Restaurant not found' for an unknown one", async () => {
    await expect(start(null, 'table=5')).rejects.toEqual(new StartError('restaurantIdRequired'));
    await expect(start('no-such-place', '')).rejects.toEqual(new StartError('restaurantNotFound'));
    await expect(start(null, 'rid=r9')).rejects.toEqual(new StartError('restaurantNotFound'));
  });

  it("says 'Failed to start ordering flow' when the lookup itself fails", async () => {
    const down = lookups({ restaurant: async () => Promise.reject(new ApiError(0, 'network_error', 'offline')) });
    await expect(start(null, 'rid=r1', down)).rejects.toEqual(new StartError('startFailed'));
  });
});
