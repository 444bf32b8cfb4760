/**
 * The table's shared cart (issue 28 item 3): everyone let into the visit adds lines, and changes or removes their
 * own. Each change is one transaction with the visit's version bump (on the condition the visit is still open), so
 * the stream's record of the session is the change's signal and phones order what they hear by the version. An add
 * carries the line id its phone made: repeated, it writes nothing more. The answer is the visit as this phone read it
 * with its change (the live view, read after every change, brings what other phones did meanwhile).
 */
import type { GuestCredentials, TableCartRequest, TableSessionView } from '../../../../shared/api';
import { TABLE_CART_MAX_LINES } from '../../../../shared/tables';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../errors';
import { createRateLimits, RATE_LIMITS } from '../rate-limits';
import { admit } from './join';
import { guestOf, readVisit, toView, type GuestItem, type Visit } from './visit';

export const NOT_IN_VISIT = 'This phone is not part of the table any more. Scan the card on your table again.';
export const VISIT_ENDED = 'This visit has ended. Scan the card on your table to start a new one.';
export const NOT_YOUR_LINE = 'You can change only the dishes you added.';

/** The visit and the guest the credentials name, let in and still at an open visit; else a 403 or 404 with why. */
export async function visitOfGuest(db: Db, credentials: GuestCredentials, need: 'in' | 'any' = 'in'): Promise<{ visit: Visit; guest: GuestItem }> {
  const visit = await readVisit(db, credentials.sessionId);
  const guest = visit ? guestOf(visit, credentials.guestId, credentials.token) : null;
  if (!visit || !guest) throw new ForbiddenError(NOT_IN_VISIT);
  if (visit.session.status !== 'open') throw new NotFoundError(VISIT_ENDED, 'visit_ended');
  if (need === 'in' && guest.state !== 'in') throw new ForbiddenError('Someone at the table has to let this phone in first.');
  return { visit, guest };
}

const MAX_ATTEMPTS = 5;

export async function changeCart(db: Db, request: TableCartRequest): Promise<TableSessionView> {
  const limits = createRateLimits(db);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { visit, guest } = await visitOfGuest(db, request.guest);
    if (attempt === 1) {
      const taken = await limits.take(visit.session.restaurantId, [
        { kind: 'counter', key: `table-cart#${visit.session.sessionId}#${guest.guestId}`, ...RATE_LIMITS.tableVisits.cartChangesPerGuest },
      ]);
      if (!taken.taken) throw new RateLimitedError('Too many changes from this phone. Please wait a few minutes.');
    }
    const done = await applyChange(db, visit, guest, request);
    if (done === 'unchanged') return toView(visit);
    // The visit as the transaction left it: read a moment ago, at the version it bumped, with this change.
    if (done) return toView(withChange(visit, guest, request, done));
  }
  throw new ConflictError('The table is busy right now. Please try again.', 'table_busy');
}

/** The visit after a change this guest just wrote (`at`: its time). */
function withChange(visit: Visit, guest: GuestItem, request: TableCartRequest, at: string): Visit {
  const session = { ...visit.session, version: visit.session.version + 1, lastActivityAt: at };
  switch (request.op) {
    case 'add': {
      const line = { sessionId: session.sessionId, lineId: request.lineId, restaurantId: session.restaurantId, guestId: guest.guestId, choice: JSON.stringify({ ...request.line, qty: 1 }), qty: request.line.qty, addedAt: at };
      return { ...visit, session, lines: [...visit.lines, line] };
    }
    case 'update':
      return { ...visit, session, lines: visit.lines.map((l) => (l.lineId === request.lineId ? { ...l, qty: request.qty } : l)) };
    case 'remove':
      return { ...visit, session, lines: visit.lines.filter((l) => l.lineId !== request.lineId) };
    case 'rename':
      return { ...visit, session, guests: visit.guests.map((g) => (g.guestId === guest.guestId ? { ...g, name: request.name } : g)) };
  }
}

/** Its time when written, 'unchanged' when there was nothing to write, false when the visit moved under it (again). */
async function applyChange(db: Db, visit: Visit, guest: GuestItem, request: TableCartRequest): Promise<string | false | 'unchanged'> {
  const { session } = visit;
  const at = nowIso();
  const line = 'lineId' in request ? visit.lines.find((l) => l.lineId === request.lineId) : undefined;
  if (request.op === 'add') {
    if (line) {
      if (line.guestId !== guest.guestId) throw new ConflictError('That line is already in the cart.', 'line_exists');
      return 'unchanged';
    }
    if (visit.lines.length >= TABLE_CART_MAX_LINES) throw new BadRequestError(`A table's cart holds ${TABLE_CART_MAX_LINES} lines at most. Send this round first.`, undefined, 'cart_full');
    const { data: item } = await db.entities.menuItem.get({ restaurantId: session.restaurantId, itemId: request.line.itemId }).go({ attributes: ['itemId', 'isActive'] });
    if (!item || item.isActive === false) throw new BadRequestError('This dish is not on the menu any more.', { itemId: 'is not on the menu' }, 'unknown_item');
  } else if (request.op !== 'rename') {
    if (!line) throw new NotFoundError('That line is no longer in the cart.', 'line_not_found');
    if (line.guestId !== guest.guestId) throw new ForbiddenError(NOT_YOUR_LINE);
    if (request.op === 'update' && line.qty === request.qty) return 'unchanged';
  } else if (guest.name === request.name) {
    return 'unchanged';
  }

  const result = await db.transaction
    .write(({ tableSession, tableCartLine, tableSessionGuest }) => {
      const bump = tableSession
        .patch({ sessionId: session.sessionId })
        .set({ lastActivityAt: at })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.status, 'open'))
        .commit();
      const key = { sessionId: session.sessionId, lineId: 'lineId' in request ? request.lineId : '' };
      switch (request.op) {
        case 'add':
          return [bump, tableCartLine.create({ ...key, restaurantId: session.restaurantId, guestId: guest.guestId, choice: JSON.stringify({ ...request.line, qty: 1 }), qty: request.line.qty, addedAt: at }).commit()];
        case 'update':
          return [bump, tableCartLine.patch(key).set({ qty: request.qty }).where((a, { eq }) => eq(a.guestId, guest.guestId)).commit()];
        case 'remove':
          return [bump, tableCartLine.delete(key).where((a, { eq }) => eq(a.guestId, guest.guestId)).commit()];
        case 'rename':
          return [bump, tableSessionGuest.patch({ sessionId: session.sessionId, guestId: guest.guestId }).set({ name: request.name }).commit()];
      }
    })
    .go();
  if (!result.canceled) return at;
  if (result.data[0]?.code === 'ConditionalCheckFailed') throw new NotFoundError(VISIT_ENDED, 'visit_ended');
  return false;
}

/** Someone at the table lets a waiting phone in. */
export async function admitByGuest(db: Db, credentials: GuestCredentials, admitGuestId: string): Promise<TableSessionView> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { visit, guest } = await visitOfGuest(db, credentials);
    const waiting = visit.guests.find((g) => g.guestId === admitGuestId);
    if (!waiting) throw new NotFoundError('That phone is no longer waiting.', 'guest_not_found');
    if (waiting.state === 'in') return toView(visit);
    const after = await admit(db, visit, admitGuestId, guest.guestId);
    if (after) return toView(after);
  }
  throw new ConflictError('The table is busy right now. Please try again.', 'table_busy');
}
