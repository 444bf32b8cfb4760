/**
 * The owner's tables (issue 28 item 1) and the staff's floor view (item 4).
 *
 *   GET    /api/v1/restaurants/{id}/tables                  owner, manager  -> TablesResponse
 *   POST   /api/v1/restaurants/{id}/tables                  owner, manager  CreateTablesRequest -> TablesResponse
 *   PATCH  /api/v1/restaurants/{id}/tables/{tableId}        owner, manager  UpdateTableRequest -> Table
 *   DELETE /api/v1/restaurants/{id}/tables/{tableId}        owner, manager  (a table with an open visit: 409)
 *   POST   /api/v1/restaurants/{id}/tables/{tableId}/new-key owner, manager -> Table (the old card stops opening visits)
 *   GET    /api/v1/restaurants/{id}/floor                   staff and up    -> Floor
 *   POST   /api/v1/restaurants/{id}/tables/{tableId}/open   staff and up    -> FloorTable (staff seat a party)
 *   POST   /api/v1/restaurants/{id}/tables/{tableId}/clear  staff and up    -> FloorTable (the visit ends)
 *   POST   /api/v1/restaurants/{id}/tables/{tableId}/move   staff and up    { toTableId } -> Floor
 *   POST   /api/v1/restaurants/{id}/table-sessions/{sessionId}/admit staff and up { guestId } (a waiting phone let in)
 */
import * as z from '../zod';
import { MAX_TABLES, TABLE_SEATS_MAX, TABLE_SECTION_MAX } from '../tables';
import { TABLE_LABEL_MAX, TABLE_LIST_MAX_LENGTH } from '../table-list';
import { idSchema, isoDate } from './common';

export const tableSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.nullable(z.string()),
  seats: z.int(),
  position: z.int(),
  /** `tableId.secret`: what the card's link carries (shared/tables.ts). Owners and managers only. */
  key: z.string(),
  /** When the key was made: cards printed before this no longer open a visit. */
  keyIssuedAt: isoDate,
  createdAt: isoDate,
});
export type Table = z.infer<typeof tableSchema>;

export const tablesResponseSchema = z.object({ tables: z.array(tableSchema) });
export type TablesResponse = z.infer<typeof tablesResponseSchema>;

const sectionSchema = z.nullable(z.string().check(z.trim(), z.maxLength(TABLE_SECTION_MAX, `must be at most ${TABLE_SECTION_MAX} characters`)));
const seatsSchema = z
  .number()
  .check(z.int('must be a whole number'), z.minimum(1, 'must be at least 1'), z.maximum(TABLE_SEATS_MAX, `must be at most ${TABLE_SEATS_MAX}`));

/**
 * Tables from a list as the QR page takes it ("1-12, Patio 1-4, Bar": shared/table-list.ts). Names already there are
 * left as they are (not duplicated); `section` and `seats` apply to the new ones (without a section, a range's prefix
 * is its section: "Patio 1-4" makes tables in "Patio"). At most MAX_TABLES in all.
 */
export const createTablesRequestSchema = z.strictObject({
  list: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(TABLE_LIST_MAX_LENGTH, 'is too long')),
  section: z.optional(sectionSchema),
  seats: z.optional(seatsSchema),
});
export type CreateTablesRequest = z.infer<typeof createTablesRequestSchema>;

export const updateTableRequestSchema = z
  .partial(
    z.strictObject({
      name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(TABLE_LABEL_MAX, `must be at most ${TABLE_LABEL_MAX} characters`)),
      section: sectionSchema,
      seats: seatsSchema,
      position: z.int().check(z.minimum(0), z.maximum(MAX_TABLES * 10)),
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, 'Nothing to change'));
export type UpdateTableRequest = z.infer<typeof updateTableRequestSchema>;

export const tableIdParamSchema = z.object({ tableId: idSchema });

/** What the floor shows of a table, in the order a host reads a room. */
export const FLOOR_STATES = ['free', 'seated', 'ordering', 'waiting_for_food', 'eating', 'bill_requested', 'paid'] as const;
export const floorStateSchema = z.enum(FLOOR_STATES);
export type FloorState = z.infer<typeof floorStateSchema>;

export const FLOOR_STATE_LABELS: Record<FloorState, string> = {
  free: 'Free',
  seated: 'Seated',
  ordering: 'Ordering',
  waiting_for_food: 'Waiting for food',
  eating: 'Eating',
  bill_requested: 'Bill requested',
  paid: 'Paid',
};

export const floorTableSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.nullable(z.string()),
  seats: z.int(),
  state: floorStateSchema,
  session: z.nullable(
    z.object({
      id: z.string(),
      openedAt: isoDate,
      lastActivityAt: isoDate,
      guests: z.int(),
      /** Phones asking to join a visit that has orders, waiting for the party or staff. */
      waiting: z.array(z.object({ id: z.string(), name: z.string() })),
      cartLines: z.int(),
      rounds: z.int(),
      /** Rounds paid but not all served. */
      roundsInKitchen: z.int(),
      totalCents: z.int(),
      /**
       * Paying at the end (issue 29): where the tab stands, what is left of its bill, when it is charged if left
       * open, and whether its automatic charge was refused (settle it in person). null: the table pays as it orders.
       */
      tab: z._default(
        z.nullable(
          z.object({
            state: z.enum(['none', 'securing', 'open', 'bill', 'paid']),
            billCents: z.int(),
            leftCents: z.int(),
            chargeAt: z.nullable(isoDate),
            chargeRefused: z.boolean(),
          }),
        ),
        null,
      ),
    }),
  ),
});
export type FloorTable = z.infer<typeof floorTableSchema>;
export const floorSchema = z.object({ tables: z.array(floorTableSchema) });
export type Floor = z.infer<typeof floorSchema>;

export const moveTableRequestSchema = z.strictObject({ toTableId: idSchema });
export const admitGuestRequestSchema = z.strictObject({ guestId: idSchema });
