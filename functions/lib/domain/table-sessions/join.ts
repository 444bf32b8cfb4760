/**
 * Scanning a table's card (issue 28 item 2): the card's key names the table and proves it is that table's card. The
 * table's visit is opened (none open, or the last one ended or ran out) or joined. A visit that already has orders
 * asks a new phone for proof of presence: the join code shown on the phones already in it (the second scan is then
 * let in at once), or someone at the table or a member of staff letting it in; until then the phone waits and is shown
 * nothing of the visit. A phone that was in the visit before keeps its place (its token); one from an earlier visit
 * starts afresh, so nobody sees a previous party's orders or notes.
 *
 * Two first scans at once open one visit: the table's pointer to its visit is written on the condition that it still
 * points where it was read, and the loser reads again and joins.
 */
import type { TableJoinRequest, TableJoinResponse } from '../../../../shared/api';
import { defaultGuestName, parseTableKey, TABLE_SESSION_MAX_GUESTS } from '../../../../shared/tables';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, RateLimitedError } from '../../errors';
import { createRateLimits, RATE_LIMITS } from '../rate-limits';
import { restaurantPaySettings } from './tab-settings';
import { guestOf, hasOrders, hashToken, isIdle, newGuestToken, newId, newJoinCode, readVisit, sameSecret, toView, type Visit } from './visit';

export const CARD_NOT_VALID = "This table's code is no longer valid. Ask a member of staff for help.";
export const WRONG_JOIN_CODE = 'That code is not right. Ask someone at the table for the code on their phone.';
export const TOO_MANY_WAITING = 'Too many phones are waiting to join this table. Ask someone at the table for the code on their phone, or a member of staff.';
/** Phones waiting to be let in, at most (those let in are bounded by TABLE_SESSION_MAX_GUESTS on their own). */
export const MAX_WAITING_GUESTS = 10;
const MAX_ATTEMPTS = 5;

interface From {
  client: string;
}

export async function joinTable(db: Db, input: TableJoinRequest, from: From, now = Date.now()): Promise<TableJoinResponse> {
  const key = parseTableKey(input.tableKey);
  if (!key) throw new BadRequestError("This isn't a table's code. Scan the card on your table again.", { tableKey: "is not a table card's code" }, 'invalid_table_key');
  const limits = createRateLimits(db);
  const joins = await limits.take(input.restaurantId, [{ kind: 'counter', key: `table-join#${input.restaurantId}#client#${from.client}`, ...RATE_LIMITS.tableVisits.joinsPerClient }]);
  if (!joins.taken) throw new RateLimitedError('Too many tries from this phone. Please wait a few minutes and scan again.');

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const { data: table } = await db.entities.table.get({ restaurantId: input.restaurantId, tableId: key.tableId }).go({ consistent: true });
    if (!table || !sameSecret(table.secret, key.secret)) throw new NotFoundError(CARD_NOT_VALID, 'table_not_found');
    let visit = table.currentSessionId ? await readVisit(db, table.currentSessionId) : null;
    if (visit && visit.session.status === 'open' && isIdle(visit.session, now)) {
      await closeVisit(db, visit, 'idle').catch(() => undefined);
      visit = null;
    }
    if (!visit || visit.session.status !== 'open') {
      const opened = await openVisit(db, table, input.name, table.currentSessionId ?? null, 'diner');
      if (opened?.guest) return { state: 'in', guest: opened.guest, session: toView(opened.visit) };
      continue;
    }
    const joined = await joinVisit(db, visit, input, limits, from);
    if (joined) return joined;
  }
  throw new ConflictError('The table is busy right now. Please scan again.', 'table_busy');
}

/**
 * A fresh visit for the table: with its first guest when a diner opens it, empty when staff seat a party. null when
 * the table's visit changed meanwhile (another opened one first: read again).
 */
export async function openVisit(
  db: Db,
  table: { restaurantId: string; tableId: string; name: string },
  name: string | undefined,
  previousSessionId: string | null,
  openedBy: 'diner' | 'staff',
): Promise<{ visit: Visit; guest: { id: string; name: string; token: string } | null } | null> {
  const at = nowIso();
  const sessionId = newId();
  // How the restaurant has tables pay (issue 29), kept on the visit: a change of setting applies to the next visits.
  const pay = await restaurantPaySettings(db, table.restaurantId);
  const guest = openedBy === 'diner' ? { guestId: newId(), token: newGuestToken(), name: name?.trim() || defaultGuestName(1) } : null;
  const session = {
    sessionId,
    restaurantId: table.restaurantId,
    tableId: table.tableId,
    tableName: table.name,
    status: 'open' as const,
    joinCode: newJoinCode(),
    version: 1,
    guestCount: guest ? 1 : 0,
    roundCount: 0,
    openedBy,
    openedAt: at,
    lastActivityAt: at,
    ...(pay.tablePayment !== 'pay_first' ? { payChoice: pay.tablePayment, tabChargeAfterMinutes: pay.tabChargeAfterMinutes } : {}),
  };
  const result = await db.transaction
    .write(({ table: tables, tableSession, tableSessionGuest }) => [
      tables
        .patch({ restaurantId: table.restaurantId, tableId: table.tableId })
        .set({ currentSessionId: sessionId })
        .where((a, { eq, notExists }) => (previousSessionId ? eq(a.currentSessionId, previousSessionId) : notExists(a.currentSessionId)))
        .commit(),
      tableSession.create(session).commit(),
      ...(guest
        ? [
            tableSessionGuest
              .create({ sessionId, restaurantId: table.restaurantId, guestId: guest.guestId, name: guest.name, state: 'in', tokenHash: hashToken(guest.token), number: 1, joinedAt: at, admittedBy: 'first' })
              .commit(),
          ]
        : []),
    ])
    .go();
  if (result.canceled) return null;
  const visit: Visit = {
    session,
    guests: guest ? [{ sessionId, restaurantId: table.restaurantId, guestId: guest.guestId, name: guest.name, state: 'in', tokenHash: '', number: 1, joinedAt: at, admittedBy: 'first' }] : [],
    lines: [],
    rounds: [],
    orders: new Map(),
    payments: [],
    tabOrders: [],
  };
  return { visit, guest: guest ? { id: guest.guestId, name: guest.name, token: guest.token } : null };
}

/** A phone joining the table's open visit; null when the visit changed under it (read again). */
async function joinVisit(db: Db, visit: Visit, input: TableJoinRequest, limits: ReturnType<typeof createRateLimits>, from: From): Promise<TableJoinResponse | null> {
  const { session } = visit;
  const table = { id: session.tableId, name: session.tableName };
  const codeMatches = async () => {
    if (input.joinCode === undefined) return false;
    const tries = await limits.take(session.restaurantId, [{ kind: 'counter', key: `table-code#${session.restaurantId}#client#${from.client}`, ...RATE_LIMITS.tableVisits.codesPerClient }]);
    if (!tries.taken) throw new RateLimitedError('Too many codes tried from this phone. Please wait a few minutes, or ask a member of staff to let you in.');
    if (!sameSecret(input.joinCode, session.joinCode)) throw new ForbiddenError(WRONG_JOIN_CODE);
    return true;
  };

  // This phone was here before: its place is kept (a reload, a second tab, a wait).
  const known = input.guest?.sessionId === session.sessionId ? guestOf(visit, input.guest.guestId, input.guest.token) : null;
  if (known) {
    const credentials = { id: known.guestId, name: known.name, token: input.guest!.token };
    if (known.state === 'in') return { state: 'in', guest: credentials, session: toView(visit) };
    if (!(await codeMatches())) return { state: 'waiting', guest: credentials, sessionId: session.sessionId, table };
    const admitted = await admit(db, visit, known.guestId, 'code');
    return admitted ? { state: 'in', guest: credentials, session: toView(admitted) } : null;
  }

  const state = !hasOrders(session) || (await codeMatches()) ? 'in' : 'waiting';
  const inside = visit.guests.filter((g) => g.state === 'in').length;
  if (state === 'in' && inside >= TABLE_SESSION_MAX_GUESTS) throw new ConflictError(`A table holds ${TABLE_SESSION_MAX_GUESTS} phones at most. Order with someone already at the table.`, 'table_full');
  if (state === 'waiting' && visit.guests.length - inside >= MAX_WAITING_GUESTS) throw new RateLimitedError(TOO_MANY_WAITING, 'too_many_waiting');
  const at = nowIso();
  const number = session.guestCount + 1;
  const guest = { guestId: newId(), token: newGuestToken(), name: input.name?.trim() || defaultGuestName(number) };
  const item = {
    sessionId: session.sessionId,
    restaurantId: session.restaurantId,
    guestId: guest.guestId,
    name: guest.name,
    state,
    tokenHash: hashToken(guest.token),
    number,
    joinedAt: at,
    ...(state === 'in' ? { admittedBy: input.joinCode ? 'code' : 'open' } : {}),
  } as const;
  const result = await db.transaction
    .write(({ tableSession, tableSessionGuest }) => [
      tableSession
        .patch({ sessionId: session.sessionId })
        .set({ guestCount: number, lastActivityAt: at })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.status, 'open')} AND ${eq(a.guestCount, session.guestCount)}`)
        .commit(),
      tableSessionGuest.create(item).commit(),
    ])
    .go();
  if (result.canceled) return null;
  const credentials = { id: guest.guestId, name: guest.name, token: guest.token };
  if (state === 'waiting') return { state: 'waiting', guest: credentials, sessionId: session.sessionId, table };
  const after: Visit = { ...visit, session: { ...session, guestCount: number, version: session.version + 1, lastActivityAt: at }, guests: [...visit.guests, item] };
  return { state: 'in', guest: credentials, session: toView(after) };
}

/** Lets a waiting guest in (by the code, someone at the table, or staff); the visit after, or null when it changed. */
export async function admit(db: Db, visit: Visit, guestId: string, by: string): Promise<Visit | null> {
  const at = nowIso();
  const result = await db.transaction
    .write(({ tableSession, tableSessionGuest }) => [
      tableSession
        .patch({ sessionId: visit.session.sessionId })
        .set({ lastActivityAt: at })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.status, 'open'))
        .commit(),
      tableSessionGuest
        .patch({ sessionId: visit.session.sessionId, guestId })
        .set({ state: 'in', admittedBy: by })
        .where((a, { eq }) => eq(a.state, 'waiting'))
        .commit(),
    ])
    .go();
  if (result.canceled) return null;
  return {
    ...visit,
    session: { ...visit.session, version: visit.session.version + 1, lastActivityAt: at },
    guests: visit.guests.map((g) => (g.guestId === guestId ? { ...g, state: 'in' as const, admittedBy: by } : g)),
  };
}

/**
 * Ends a visit (staff clearing the table, or it ran out): the session is closed and the table points at nothing, so
 * the next scan opens a fresh one. Its cart lines stay with the closed visit, never shown again.
 */
export async function closeVisit(db: Db, visit: Visit, by: string): Promise<void> {
  const at = nowIso();
  const { session } = visit;
  const result = await db.transaction
    .write(({ table, tableSession }) => [
      tableSession
        .patch({ sessionId: session.sessionId })
        .set({ status: 'closed', closedAt: at, closedBy: by })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.status, 'open'))
        .commit(),
      table
        .patch({ restaurantId: session.restaurantId, tableId: session.tableId })
        .remove(['currentSessionId'])
        .where((a, { eq }) => eq(a.currentSessionId, session.sessionId))
        .commit(),
    ])
    .go();
  if (result.canceled) throw new ConflictError('The table changed meanwhile. Please try again.', 'table_changed');
}
