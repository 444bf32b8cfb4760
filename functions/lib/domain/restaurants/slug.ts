/**
 * A restaurant's public slug (the /start/{slug} link), unique across restaurants: the new slug is claimed
 * (uniqueness item), the restaurant updated and the old claim released in one transaction, so two restaurants can
 * never hold the same slug. The rule for a valid slug and for generating one is shared/slug.ts.
 */
import type { Restaurant } from '../../../../shared/api';
import { INVALID_SLUG_MESSAGE, isReservedSlug, isValidSlug, RESERVED_SLUG_MESSAGE, slugBase, slugCandidate } from '../../../../shared/slug';
import type { Db } from '../../db/service';
import { conditionFailedAt, wasTransactionConflict } from '../../db/conditions';
import { uniqueKeys, type UniquenessKind } from '../../db/entities/uniqueness';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { readRestaurantItem, toRestaurant } from './record';

export async function setSlug(db: Db, restaurantId: string, slug: string): Promise<Restaurant> {
  if (!isValidSlug(slug)) throw new BadRequestError(INVALID_SLUG_MESSAGE, { slug: INVALID_SLUG_MESSAGE });
  if (isReservedSlug(slug)) throw new BadRequestError(RESERVED_SLUG_MESSAGE, { slug: RESERVED_SLUG_MESSAGE });
  const current = await readRestaurantItem(db, restaurantId, true);
  if (!current) throw new NotFoundError('Restaurant not found');
  const previous = current.slug;
  if (previous === slug) return toRestaurant(current);

  const result = await claimSlug(db, restaurantId, slug, previous);
  if (conditionFailedAt(result, 0)) throw new ConflictError('That link is already taken', 'slug_taken');
  if (result.canceled) throw new ConflictError('The restaurant changed meanwhile; please try again');
  return toRestaurant({ ...current, slug });
}

/** Claims `slug` for the restaurant and releases `previous` (the slug it holds now, which the write checks). */
function claimSlug(db: Db, restaurantId: string, slug: string, previous: string | undefined) {
  return db.transaction
    .write(({ uniqueness, restaurant }) => [
      uniqueness.create({ ...uniqueKeys.restaurantSlug(slug), claimedBy: restaurantId }).commit(),
      restaurant
        .patch({ restaurantId })
        .set({ slug })
        // Another write may have set a slug since we read `previous`; then its claim is the one to release, not ours.
        .where((a, { eq, notExists }) => (previous ? eq(a.slug, previous) : notExists(a.slug)))
        .commit(),
      ...(previous ? [uniqueness.delete(uniqueKeys.restaurantSlug(previous)).commit()] : []),
    ])
    .go();
}

/** Candidates looked up per read of the claims (one BatchGetItem, within its 100 keys). */
const CANDIDATES_PER_READ = 50;
/** Far beyond any real collision count (a restaurant named like 10,000 others); then the owner is asked to retry. */
const MAX_CANDIDATES = 10_000;
/** Lost claims (another restaurant took the same candidate at that moment) before giving up. */
const MAX_LOST_CLAIMS = 20;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which of the slugs are claimed already (strongly consistent: a claim made a moment ago counts). */
async function claimedSlugs(db: Db, slugs: string[]): Promise<Set<string>> {
  let keys: { kind: UniquenessKind; value: string }[] = slugs.map((slug) => uniqueKeys.restaurantSlug(slug));
  const claimed = new Set<string>();
  while (keys.length > 0) {
    const { data, unprocessed } = await db.entities.uniqueness.get(keys).go({ consistent: true });
    for (const claim of data) claimed.add(claim.value);
    keys = unprocessed;
    if (keys.length > 0) await pause(20);
  }
  return claimed;
}

/**
 * The restaurant with a slug: the one it has, else one generated now (SPEC.md section 4): from the name (or the
 * id's first 8 characters), then -2, -3 ... on a collision or a reserved word. The claim is the same conditional transaction setSlug
 * makes, so of two restaurants racing for one slug one gets it and the other the next free candidate.
 */
export async function ensureSlug(db: Db, restaurantId: string): Promise<Restaurant> {
  let current = await readRestaurantItem(db, restaurantId, true);
  if (!current) throw new NotFoundError('Restaurant not found');
  if (current.slug) return toRestaurant(current);
  const base = slugBase(current.name, restaurantId);

  let attempt = 1;
  let lost = 0;
  while (attempt <= MAX_CANDIDATES) {
    const batch = Array.from({ length: CANDIDATES_PER_READ }, (_, i) => slugCandidate(base, attempt + i));
    const claimed = await claimedSlugs(db, batch);
    // A reserved word counts as taken: 'Demo' gets demo-2, never the product's own /start/demo.
    const index = batch.findIndex((slug) => !claimed.has(slug) && !isReservedSlug(slug));
    if (index < 0) {
      attempt += batch.length;
      continue;
    }
    const slug = batch[index]!;
    const result = await claimSlug(db, restaurantId, slug, undefined);
    if (!result.canceled) return toRestaurant({ ...current, slug });
    if (conditionFailedAt(result, 1)) {
      // A slug was set meanwhile (another call of this, or the owner's own edit): that one stands.
      current = await readRestaurantItem(db, restaurantId, true);
      if (!current) throw new NotFoundError('Restaurant not found');
      if (current.slug) return toRestaurant(current);
    }
    if (++lost > MAX_LOST_CLAIMS) break;
    // Lost the candidate (claimed by another restaurant since the read) or collided mid-write: read again from it.
    if (wasTransactionConflict(result)) await pause(10 * lost + Math.floor(Math.random() * 20));
    attempt += index;
  }
  throw new ConflictError('Could not make a link for this restaurant; please try again', 'slug_unavailable');
}
