/**
 * web/src/lib/query-keys.ts names every react-query key once. Invalidation works by prefix, so the keys one
 * invalidation is meant to reach must start with the key it names; and a key's value is what the cache is shared
 * by, so the values are pinned (changing one would split a cache a setQueryData and a useQuery share).
 */
import { describe, expect, it } from 'vitest';
import { mutationKeys, queryKeys } from '../../../web/src/lib/query-keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

describe('web query keys', () => {
  it('keeps the values the cache is shared by', () => {
    expect(queryKeys.me()).toEqual(['me']);
    expect(queryKeys.restaurants.detail('r')).toEqual(['restaurants', 'r']);
    expect(queryKeys.restaurants.setup('r')).toEqual(['restaurants', 'r', 'setup']);
    expect(queryKeys.restaurants.menuBuilder('r')).toEqual(['restaurants', 'r', 'menu-builder']);
    expect(queryKeys.restaurants.menuTranslations('r', 'de')).toEqual(['restaurants', 'r', 'menu-translations', 'de']);
    expect(queryKeys.dashboard.menu('r')).toEqual(['dashboard', 'r', 'menu']);
    expect(queryKeys.dashboard.orderHistory('r', '2026-01-01')).toEqual(['dashboard', 'r', 'order-history', '2026-01-01']);
    expect(queryKeys.dashboard.resolvedServiceRequests('r')).toEqual(['dashboard', 'r', 'service-requests', 'resolved-history']);
    expect(queryKeys.ownerDashboard.liveOrders('r')).toEqual(['owner-dashboard', 'r', 'live-orders']);
    expect(mutationKeys.logo('r')).toEqual(['restaurants', 'r', 'branding', 'logo']);
  });

  it('nests what one invalidation reaches', () => {
    const dashboard = queryKeys.dashboard;
    for (const key of [
      dashboard.orders('r'),
      dashboard.orderHistory('r'),
      dashboard.order('r', 'o'),
      dashboard.serviceRequests('r'),
      dashboard.resolvedServiceRequests('r'),
      dashboard.menu('r'),
      dashboard.analytics('r', 'today'),
    ])
      expect(startsWith(key, dashboard.all('r')), key.join('/')).toBe(true);
    expect(startsWith(dashboard.orderHistory('r', 'd'), dashboard.orderHistory('r'))).toBe(true);
    expect(startsWith(queryKeys.restaurants.menuTranslations('r', 'de'), queryKeys.restaurants.menuTranslations('r'))).toBe(true);
    expect(startsWith(dashboard.menu('r'), dashboard.all('other'))).toBe(false);
  });

  it('names each restaurant-scoped key with its restaurant, so leaving a restaurant drops them (removeQueries by id)', () => {
    const keys = [
      ...Object.values(queryKeys.restaurants).map((key) => key('r')),
      ...Object.values(queryKeys.dashboard).map((key) => (key as (id: string) => readonly unknown[])('r')),
      ...Object.values(queryKeys.ownerDashboard).map((key) => key('r')),
    ];
    for (const key of keys) expect(key).toContain('r');
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });
});
