/**
 * The diner's pages (SPEC.md 2: /start, /language, /menu, /cart, /order). They run as a small app of their own,
 * without react-router (see main.tsx for why), so this is their route table: path -> page and parameters.
 * Pure and tiny: it is part of every first load.
 */
export type DinerRoute =
  | { page: 'start'; slug: string | null }
  | { page: 'language'; restaurantId: string }
  | { page: 'menu'; restaurantId: string }
  | { page: 'cart'; restaurantId: string }
  | { page: 'orderSuccess' }
  | { page: 'orderReceipt' }
  | { page: 'orderCancel' };

export type DinerPageName = DinerRoute['page'];

function segment(raw: string): string | null {
  try {
    const value = decodeURIComponent(raw).trim();
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

/** The diner route a path belongs to, or null when the path is another area's (or a 404). */
export function matchDinerRoute(pathname: string): DinerRoute | null {
  const parts = pathname.split('/').filter(Boolean);
  const [area, second, ...rest] = parts;
  if (rest.length > 0) return null;
  const param = second === undefined ? null : segment(second);
  switch (area) {
    case 'start':
      if (second === undefined) return { page: 'start', slug: null };
      return param ? { page: 'start', slug: param } : null;
    case 'language':
      return param ? { page: 'language', restaurantId: param } : null;
    // A table's bill (/bill/{id}?tk=, issue 29) is the menu page's: its table code (loaded at a card) shows the bill.
    case 'menu':
    case 'bill':
      // /menu/demo, the landing page's View Demo, is the demo restaurant's menu like any other (shared/demo.ts).
      return param ? { page: 'menu', restaurantId: param } : null;
    case 'cart':
      return param ? { page: 'cart', restaurantId: param } : null;
    case 'order':
      if (second === 'success') return { page: 'orderSuccess' };
      if (second === 'receipt') return { page: 'orderReceipt' };
      if (second === 'cancel') return { page: 'orderCancel' };
      return null;
    default:
      return null;
  }
}

/** The restaurant a diner URL is about, from its path or its query (rid / restaurant_id). */
export function restaurantIdOf(route: DinerRoute, query: URLSearchParams): string | null {
  if ('restaurantId' in route) return route.restaurantId;
  return query.get('rid') || query.get('restaurant_id') || null;
}
