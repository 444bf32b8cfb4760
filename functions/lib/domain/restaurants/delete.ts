/**
 * Deleting an empty restaurant, made by mistake (an invitee who signed up before opening their invitation, a second
 * try): only its owner, and only while it has never had an order, has no team member who joined and no connected
 * Stripe account. What goes: everything in its partition (the record, branding, the whole menu and its
 * translations, staff rows = pending invitations, daily figures), its service requests, its tables and their current
 * visits, and its claims (owner, slug,
 * the invitations' e-mails and tokens). The record and its owner and slug claims go last, in one transaction, so a
 * failure half-way leaves a restaurant that can be deleted again. Its prerendered pages and media (S3) are left to
 * a cleanup: nothing links to them any more. Open dashboard sockets to it end with their TTL.
 */
import type { Db } from '../../db/service';
import { untilProcessed } from '../../db/batch';
import { uniqueKeys } from '../../db/entities/uniqueness';
import { ConflictError, NotFoundError } from '../../errors';
import { readRestaurantItem } from './record';

type Key = Record<string, unknown>;
/** An ElectroDB entity's batch delete, for the entities found in the restaurant's partition. */
interface BatchDeletable {
  delete(keys: Key[]): { go(): Promise<{ unprocessed: Key[] }> };
}

async function deleteAll(entity: BatchDeletable, items: readonly Key[]): Promise<void> {
  if (items.length > 0) await untilProcessed([...items], (pending) => entity.delete(pending).go());
}

export const RESTAURANT_HAS_ORDERS = 'This restaurant has orders, so it cannot be deleted: its order history stays.';
export const RESTAURANT_HAS_TEAM = 'This restaurant has team members. Remove them in Settings > Staff before deleting it.';
export const RESTAURANT_HAS_PAYMENTS = 'This restaurant has a connected Stripe account, so it cannot be deleted here.';

export async function deleteEmptyRestaurant(db: Db, restaurantId: string, ownerId: string): Promise<void> {
  const [restaurant, orders, staff] = await Promise.all([
    readRestaurantItem(db, restaurantId, true),
    db.entities.order.query.byCreatedAt({ restaurantId }).go({ limit: 1 }),
    db.entities.staff.query.byId({ restaurantId }).go({ pages: 'all' }),
  ]);
  if (!restaurant || restaurant.ownerId !== ownerId) throw new NotFoundError('Restaurant not found');
  if (orders.data.length > 0) throw new ConflictError(RESTAURANT_HAS_ORDERS, 'restaurant_has_orders');
  if (staff.data.some((row) => row.joinedAt)) throw new ConflictError(RESTAURANT_HAS_TEAM, 'restaurant_has_team');
  if (restaurant.stripeAccountId) throw new ConflictError(RESTAURANT_HAS_PAYMENTS, 'restaurant_has_payments');

  const [menu, translations, sales, requests, tables, shifts] = await Promise.all([
    db.collections.menu({ restaurantId }).go({ pages: 'all' }),
    db.collections.translations({ restaurantId }).go({ pages: 'all' }),
    db.entities.dailySales.query.byDay({ restaurantId }).go({ pages: 'all' }),
    db.entities.serviceRequest.query.byRestaurant({ restaurantId }).go({ pages: 'all' }),
    db.entities.table.query.byRestaurant({ restaurantId }).go({ pages: 'all' }),
    db.entities.sectionShift.query.byRestaurant({ restaurantId }).go({ pages: 'all' }),
  ]);
  // Its tables' current visits (guests, shared cart lines: a restaurant without orders has no rounds paid).
  const visits = await Promise.all(
    tables.data.flatMap((table) => (table.currentSessionId ? [db.collections.tableVisit({ sessionId: table.currentSessionId }).go({ pages: 'all' })] : [])),
  );
  const invitationClaims = staff.data.flatMap((row) => [
    uniqueKeys.staffEmail(restaurantId, row.email),
    ...(row.inviteTokenHash ? [uniqueKeys.staffInviteToken(row.inviteTokenHash)] : []),
  ]);
  const entities = db.entities as unknown as Record<string, BatchDeletable>;
  const byEntity = [...Object.entries(menu.data), ...Object.entries(translations.data), ...visits.flatMap((visit) => Object.entries(visit.data))].filter(([name]) => name !== 'restaurant');
  await Promise.all([
    ...byEntity.map(([name, items]) => deleteAll(entities[name]!, items as Key[])),
    deleteAll(entities.staff!, staff.data),
    deleteAll(entities.dailySales!, sales.data),
    deleteAll(entities.serviceRequest!, requests.data),
    deleteAll(entities.table!, tables.data),
    deleteAll(entities.sectionShift!, shifts.data),
    deleteAll(entities.uniqueness!, invitationClaims),
    // A pause of its orders (issue 30 item 2), if one is set.
    db.entities.orderingPause.delete({ restaurantId }).go({ response: 'none' }),
  ]);

  const result = await db.transaction
    .write(({ restaurant: record, uniqueness }) => [
      record.delete({ restaurantId }).where((a, { eq }) => eq(a.ownerId, ownerId)).commit(),
      uniqueness.delete(uniqueKeys.restaurantOwner(ownerId)).commit(),
      ...(restaurant.slug ? [uniqueness.delete(uniqueKeys.restaurantSlug(restaurant.slug)).commit()] : []),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The restaurant changed meanwhile; please try again');
}
