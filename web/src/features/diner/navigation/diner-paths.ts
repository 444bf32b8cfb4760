/** Addresses of the diner's pages, with only the query values that are set (SPEC.md 5: "appended only when set"). */
export type QueryValues = Record<string, string | null | undefined>;

export function withQuery(path: string, values: QueryValues): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

const id = (restaurantId: string) => encodeURIComponent(restaurantId);

export const dinerPaths = {
  menu: (restaurantId: string, query: QueryValues = {}) => withQuery(`/menu/${id(restaurantId)}`, query),
  cart: (restaurantId: string, query: QueryValues = {}) => withQuery(`/cart/${id(restaurantId)}`, query),
  language: (restaurantId: string, query: QueryValues = {}) => withQuery(`/language/${id(restaurantId)}`, query),
  orderSuccess: (query: QueryValues) => withQuery('/order/success', query),
  /** The printable receipt (issue 27 item 4): ?oid= and the diner's lang. */
  orderReceipt: (query: QueryValues) => withQuery('/order/receipt', query),
};

/** The values a diner's journey carries from page to page: table, the table card's key (issue 28), language, preview. */
export function journeyQuery(query: URLSearchParams): QueryValues {
  return { lang: query.get('lang'), table: query.get('table'), tk: query.get('tk'), preview: query.get('preview') === '1' ? '1' : null };
}
