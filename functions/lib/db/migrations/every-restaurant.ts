/**
 * Every restaurant's id, for the passes that visit each restaurant once: a migration after a deploy (menu-prerender's
 * `{ rerender: 'all' }`) or at the local stack's start. A scan of the table: never on a request's path.
 */
import { createEntities, type DbConfig } from '../service';

export async function everyRestaurantId(config: DbConfig): Promise<string[]> {
  const { data } = await createEntities(config).restaurant.scan.go({ pages: 'all', attributes: ['restaurantId'] });
  return data.map(({ restaurantId }) => restaurantId);
}
