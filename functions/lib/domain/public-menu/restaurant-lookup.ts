/**
 * restaurant-public-info is asked either by slug (the /start/{slug} entry) or by id, never both. A blank parameter
 * counts as absent, so `/start?rid=` reads as "no id" rather than as a malformed one.
 */
import * as z from '../../../../shared/zod';
import { idSchema } from '../../../../shared/api';
import { BadRequestError } from '../../errors';

const blankAsAbsent = <S extends z.core.$ZodType>(schema: S) =>
  z.pipe(
    z.transform((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value)),
    z.optional(schema),
  );

export const restaurantLookupQuerySchema = z.strictObject({
  slug: blankAsAbsent(z.string().check(z.trim(), z.maxLength(80, 'is too long'))),
  restaurant_id: blankAsAbsent(idSchema),
});
export type RestaurantLookupQuery = z.infer<typeof restaurantLookupQuerySchema>;

export type RestaurantLookup = { by: 'slug'; slug: string } | { by: 'id'; restaurantId: string };

export function toRestaurantLookup(query: RestaurantLookupQuery): RestaurantLookup {
  const { slug, restaurant_id: restaurantId } = query;
  // SPEC.md 8 names one message for a lookup that says neither (or, here, both) ways.
  if (slug && !restaurantId) return { by: 'slug', slug: slug.toLowerCase() };
  if (restaurantId && !slug) return { by: 'id', restaurantId };
  throw new BadRequestError('Restaurant ID is required', undefined, 'restaurant_id_required');
}
