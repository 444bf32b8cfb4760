/** A table's bill (issue 29): /bill/{restaurantId}?tk= and the diner's lang. Here, not in diner-paths.ts: only the table's code links to it. */
import { withQuery, type QueryValues } from '../navigation/diner-paths';

export const billPath = (restaurantId: string, query: QueryValues = {}) => withQuery(`/bill/${encodeURIComponent(restaurantId)}`, query);
