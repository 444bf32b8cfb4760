/**
 * Table visits in tests (issue 28): a stored table with its card's key, written straight into the table (the owner's
 * tables API is tested on its own), and the diner's calls as a phone makes them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { TableCartRequest, TableJoinResponse, TableSessionView } from '../../../shared/api';
import { formatTableKey } from '../../../shared/tables';
import { db } from '../../../functions/lib/composition';
import { tableLabel } from '../../../functions/lib/domain/table-label';
import { api, type ApiResponse } from '../../support/api';

export interface TestTable {
  restaurantId: string;
  tableId: string;
  name: string;
  key: string;
}

const tableId = () => Array.from(randomBytes(12), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');

/** A table of the restaurant, as the owner's tables page stores one. */
export async function storedTable(restaurantId: string, name = `T${randomUUID().slice(0, 6)}`, section?: string): Promise<TestTable> {
  const id = tableId();
  const secret = randomBytes(16).toString('base64url');
  await db.entities.table
    .create({ restaurantId, tableId: id, name, nameKey: tableLabel(name)!.key, ...(section ? { section } : {}), seats: 4, position: 0, secret, secretIssuedAt: new Date().toISOString() })
    .go();
  return { restaurantId, tableId: id, name, key: formatTableKey({ tableId: id, secret }) };
}

export type Phone = { id: string; name: string; token: string; sessionId: string };

type Answer<T> = ApiResponse<T & { error: { code: string; message: string } }>;

/** A phone scanning the table's card (with its earlier place, a name or a join code). */
export function scan(table: TestTable, extra: { guest?: Phone; name?: string; joinCode?: string } = {}, headers?: Record<string, string>): Promise<Answer<TableJoinResponse>> {
  const { guest, ...rest } = extra;
  return api('POST', '/functions/v1/table-session', {
    body: { restaurantId: table.restaurantId, tableKey: table.key, ...rest, ...(guest ? { guest: { sessionId: guest.sessionId, guestId: guest.id, token: guest.token } } : {}) },
    ...(headers ? { headers } : {}),
  });
}

/** A phone let in: scanned, and its answer was `in`. */
export async function phoneAt(table: TestTable, name?: string): Promise<{ phone: Phone; session: TableSessionView }> {
  const res = await scan(table, name ? { name } : {});
  if (res.status !== 200 || res.body.state !== 'in') throw new Error(`scanning answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { phone: { ...res.body.guest, sessionId: res.body.session.id }, session: res.body.session };
}

const credentials = (phone: Phone) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });

type CartOp = { op: 'add'; lineId?: string; line: { itemId: string; qty: number; optionIds?: string[]; note?: string | null } } | { op: 'update'; lineId: string; qty: number } | { op: 'remove'; lineId: string } | { op: 'rename'; name: string };

/** A change to the shared cart from this phone (an add makes its line id unless given). */
export function changeCart(phone: Phone, change: CartOp): Promise<Answer<TableSessionView>> {
  const body = (change.op === 'add' ? { ...change, lineId: change.lineId ?? randomUUID() } : change) as Omit<TableCartRequest, 'guest'>;
  return api('POST', '/functions/v1/table-cart', { body: { ...body, guest: credentials(phone) } });
}

export function current(phone: Phone): Promise<Answer<TableJoinResponse>> {
  return api('GET', `/functions/v1/table-session?${new URLSearchParams({ session_id: phone.sessionId, guest_id: phone.id, token: phone.token }).toString()}`);
}

export function admitFromTable(phone: Phone, admitGuestId: string): Promise<Answer<TableSessionView>> {
  return api('POST', '/functions/v1/table-admit', { body: { guest: credentials(phone), admitGuestId } });
}

/** Marks the visit as having sent a round (what sending one does), so joining it needs proof of presence. */
export async function markOrdered(sessionId: string): Promise<void> {
  await db.entities.tableSession.patch({ sessionId }).add({ roundCount: 1, version: 1 }).go();
}
