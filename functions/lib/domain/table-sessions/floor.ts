/**
 * The floor (issue 28 item 4): every table of the restaurant with the state of its visit, as a host reads the room,
 * and moving a party to another table. The tables are one query; each seated table's visit one more (its guests,
 * cart and rounds with their orders), side by side.
 *
 * States: free (no visit); seated (a visit, nothing in the cart, nothing sent); ordering (dishes in the cart or a
 * round being paid); waiting for food (a round paid and not yet served); eating (every round served). A table paying
 * at the end (issue 29) is "bill requested" once it asked for the bill (or its automatic charge was refused: settle
 * it in person) and "paid" once the bill is; with pay-first every round is paid when sent.
 */
import type { Floor, FloorState, FloorTable } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { ConflictError, NotFoundError } from '../../errors';
import { nowIso } from '../../db/attributes';
import { readVisit, toView, type Visit } from './visit';

const IN_KITCHEN = new Set(['paid', 'in_progress', 'ready']);

function stateOf(visit: Visit | null): FloorState {
  if (!visit || visit.session.status !== 'open') return 'free';
  const view = toView(visit);
  if (view.tab?.state === 'paid') return 'paid';
  if (view.tab?.state === 'bill') return 'bill_requested';
  if (view.rounds.some((r) => IN_KITCHEN.has(r.status))) return 'waiting_for_food';
  if (view.lines.length > 0 || view.sending) return 'ordering';
  if (view.rounds.length > 0) return 'eating';
  return 'seated';
}

function summary(visit: Visit | null): FloorTable['session'] {
  if (!visit || visit.session.status !== 'open') return null;
  const view = toView(visit);
  return {
    id: view.id,
    openedAt: view.openedAt,
    lastActivityAt: view.lastActivityAt,
    guests: view.guests.filter((g) => g.state === 'in').length,
    waiting: view.guests.filter((g) => g.state === 'waiting').map((g) => ({ id: g.id, name: g.name })),
    cartLines: view.lines.length,
    rounds: view.rounds.length,
    roundsInKitchen: view.rounds.filter((r) => IN_KITCHEN.has(r.status)).length,
    totalCents: view.rounds.reduce((sum, r) => sum + r.totalCents, 0),
    tab: view.tab
      ? {
          state: view.tab.state,
          billCents: view.tab.billCents,
          leftCents: view.tab.leftCents,
          chargeAt: view.tab.chargeAt,
          chargeRefused: visit.payments.some((p) => p.kind === 'auto' && p.state === 'failed'),
        }
      : null,
  };
}

export async function readFloor(db: Db, restaurantId: string): Promise<Floor> {
  const { data: tables } = await db.entities.table.query.byRestaurant({ restaurantId }).go({ pages: 'all' });
  const visits = await Promise.all(tables.map((t) => (t.currentSessionId ? readVisit(db, t.currentSessionId) : Promise.resolve(null))));
  return {
    tables: tables
      .map((table, i) => ({
        id: table.tableId,
        name: table.name,
        section: table.section ?? null,
        seats: table.seats,
        position: table.position,
        state: stateOf(visits[i] ?? null),
        session: summary(visits[i] ?? null),
      }))
      .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, undefined, { numeric: true }))
      .map(({ position: _p, ...table }) => table),
  };
}

/**
 * Moves a party to another table: the visit goes with it (its guests, cart and rounds; rounds already sent keep the
 * table they were sent from on their tickets). The table moved to must be free; 409 otherwise.
 */
export async function moveParty(db: Db, restaurantId: string, fromTableId: string, toTableId: string): Promise<Floor> {
  if (fromTableId === toTableId) throw new ConflictError('The party is at that table already.', 'same_table');
  const [{ data: from }, { data: to }] = await Promise.all([
    db.entities.table.get({ restaurantId, tableId: fromTableId }).go({ consistent: true }),
    db.entities.table.get({ restaurantId, tableId: toTableId }).go({ consistent: true }),
  ]);
  if (!from || !to) throw new NotFoundError('Table not found', 'table_not_found');
  const visit = from.currentSessionId ? await readVisit(db, from.currentSessionId) : null;
  if (!visit || visit.session.status !== 'open') throw new ConflictError(`${from.name} has no party to move.`, 'table_free');
  const target = to.currentSessionId ? await readVisit(db, to.currentSessionId) : null;
  if (target?.session.status === 'open') throw new ConflictError(`${to.name} is taken. Clear it first or choose a free table.`, 'table_taken');
  const result = await db.transaction
    .write(({ table, tableSession }) => [
      table
        .patch({ restaurantId, tableId: fromTableId })
        .remove(['currentSessionId'])
        .where((a, { eq }) => eq(a.currentSessionId, visit.session.sessionId))
        .commit(),
      table
        .patch({ restaurantId, tableId: toTableId })
        .set({ currentSessionId: visit.session.sessionId })
        .where((a, { eq, notExists }) => (to.currentSessionId ? eq(a.currentSessionId, to.currentSessionId) : notExists(a.currentSessionId)))
        .commit(),
      tableSession
        .patch({ sessionId: visit.session.sessionId })
        .set({ tableId: toTableId, tableName: to.name, lastActivityAt: nowIso() })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.status, 'open'))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The tables changed meanwhile. Please try again.', 'table_changed');
  return readFloor(db, restaurantId);
}
