/**
 * web/src/lib/api-paths.ts and public-api-paths.ts (the diner's) build every path the web app calls; infra/routes.ts is the one route table. Each path
 * the module builds must be a route of the table (a renamed or removed route fails here), and each id must land in
 * one path segment, encoded.
 */
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../../infra/routes';
import { apiPaths, PAYMENTS_ROUTES, SERVICE_REQUEST_ACTIONS } from '../../../web/src/lib/api-paths';
import { publicApiPaths } from '../../../web/src/lib/public-api-paths';
import { tabApiPaths } from '../../../web/src/lib/tab-api-paths';
import { pauseApiPaths } from '../../../web/src/lib/pause-api-paths';

type PathBuilder = (...args: string[]) => string;

/** Every builder of the module with its dotted name, walking the groups. */
function builders(group: object, prefix = ''): [string, PathBuilder][] {
  return Object.entries(group).flatMap(([name, value]): [string, PathBuilder][] => {
    const dotted = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'function') return [[dotted, value as PathBuilder]];
    return builders(value as object, dotted);
  });
}

/** The arguments each builder is called with: ids, or each value a closed parameter takes. */
function argumentSets(name: string, builder: PathBuilder): string[][] {
  if (name === 'payments.connect') return PAYMENTS_ROUTES.map((route) => ['rest-1', route]);
  if (name === 'serviceRequests.act') return SERVICE_REQUEST_ACTIONS.map((action) => [action]);
  return [Array.from({ length: builder.length }, (_, i) => `id-${i + 1}`)];
}

/** A route's path as a pattern: `{name}` is one segment. */
const routePatterns = [...new Set(httpRoutes.map((route) => route.path))].map(
  (path) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
);
const isRoute = (path: string) => routePatterns.some((pattern) => pattern.test(path));

const all = builders({ ...apiPaths, public: publicApiPaths, tab: tabApiPaths, pause: pauseApiPaths });

describe('web api paths', () => {
  it('has builders to check', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all)('%s builds a path of the route table', (name, builder) => {
    for (const args of argumentSets(name, builder)) {
      const path = builder(...args);
      expect(path, `${name}(${args.join(', ')})`).toMatch(/^\//);
      expect(isRoute(path), `${name}(${args.join(', ')}) = ${path} is in infra/routes.ts`).toBe(true);
    }
  });

  it('keeps each id in one segment, encoded', () => {
    const id = 'a/b c?d';
    expect(apiPaths.restaurants.detail(id)).toBe('/api/v1/restaurants/a%2Fb%20c%3Fd');
    expect(apiPaths.menu.ingredient('r', id, id)).toBe('/api/v1/restaurants/r/menu-items/a%2Fb%20c%3Fd/ingredients/a%2Fb%20c%3Fd');
    expect(apiPaths.payments.sandboxStep(id, 'x')).toBe('/sandbox/connect/sessions/a%2Fb%20c%3Fd/x');
    for (const [name, builder] of all) {
      for (const args of argumentSets(name, builder).filter((set) => set.every((arg) => arg.startsWith('id-')))) {
        if (args.length === 0) continue;
        expect(isRoute(builder(...args.map(() => id))), `${name} with an id holding '/'`).toBe(true);
      }
    }
  });

  it('is checked against the route table: a path the table lacks is refused', () => {
    expect(isRoute('/api/v1/restaurants/r/menu-item/i')).toBe(false);
    expect(isRoute('/api/v1/restaurants/r/menu-items/i/stock')).toBe(true);
  });
});
