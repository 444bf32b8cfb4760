/** Samples for a table's visit (issue 28): scanning, the shared cart, letting a phone in, and the floor's moves. */
import { markOrdered, phoneAt, scan, storedTable } from '../table-visits/support';
import { askForBill, payOnSandbox, payShare, saveCard, sendRound, viewWhen } from '../table-visits/tab-support';
import { db } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import type { SampleFactory } from './route-samples';

const unknownTableKey = 'zzzzzzzzzzzz.AAAAAAAAAAAAAAAAAAAAAA';
const unknownId = 'unknownSession0000000001';

/** A visit with a round sent, and a second phone waiting to be let in. */
async function waitingPhone(restaurantId: string) {
  const table = await storedTable(restaurantId);
  const { phone } = await phoneAt(table);
  await markOrdered(phone.sessionId);
  const waiting = await scan(table);
  if (waiting.body.state !== 'waiting') throw new Error(`expected to wait, got ${JSON.stringify(waiting.body)}`);
  return { phone, waitingId: waiting.body.guest.id };
}

const credentialsOf = (phone: { sessionId: string; id: string; token: string }) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });

/**
 * A visit paying at the end (issue 29) with its first round on the tab, the card saved on the sandbox: the visit is
 * made to pay at the end directly (the restaurant's setting stays pay-first for the other samples).
 */
async function tabVisit(restaurantId: string, itemId: string, split?: Record<string, unknown>) {
  const { phone } = await phoneAt(await storedTable(restaurantId));
  await db.entities.tableSession.patch({ sessionId: phone.sessionId }).set({ payChoice: 'pay_at_end' }).go();
  const guest = credentialsOf(phone);
  await api('POST', '/functions/v1/table-cart', { body: { op: 'add', guest, lineId: crypto.randomUUID(), line: { itemId, qty: 1 } } });
  const sent = await sendRound(phone);
  await saveCard(sent.body.url!);
  await viewWhen(phone, (v) => v.tab?.state === 'open' && v.rounds.length === 1);
  if (split) await askForBill(phone, split);
  return { phone, guest };
}

export const tableVisitRouteSamples: Record<string, SampleFactory> = {
  'table-session-join': async (f) => ({
    body: { restaurantId: f.restaurantA.id, tableKey: (await storedTable(f.restaurantA.id)).key, name: 'Ana' },
    wrongTypes: { body: { restaurantId: f.restaurantA.id, tableKey: 42, joinCode: 'abc' } },
    missingFields: { body: { restaurantId: f.restaurantA.id } },
    unknownId: { body: { restaurantId: f.restaurantA.id, tableKey: unknownTableKey } },
  }),
  'table-session-get': async (f) => {
    const { phone } = await phoneAt(await storedTable(f.restaurantA.id));
    return {
      query: { session_id: phone.sessionId, guest_id: phone.id, token: phone.token },
      wrongTypes: { query: { session_id: phone.sessionId, guest_id: phone.id, token: 'short' } },
      missingFields: { query: { session_id: phone.sessionId } },
    };
  },
  'table-cart': async (f) => {
    const { phone } = await phoneAt(await storedTable(f.restaurantA.id));
    const guest = credentialsOf(phone);
    return {
      body: { op: 'add', guest, lineId: crypto.randomUUID(), line: { itemId: f.menuA.plainItemId, qty: 2 } },
      wrongTypes: { body: { op: 'add', guest, lineId: 'not-a-uuid', line: { itemId: f.menuA.plainItemId, qty: 'two' } } },
      missingFields: { body: { op: 'remove', guest } },
      unknownId: { body: { op: 'remove', guest, lineId: crypto.randomUUID() } },
    };
  },
  'table-admit': async (f) => {
    const { phone, waitingId } = await waitingPhone(f.restaurantA.id);
    const guest = credentialsOf(phone);
    return {
      body: { guest, admitGuestId: waitingId },
      wrongTypes: { body: { guest: { ...guest, token: 42 }, admitGuestId: waitingId } },
      missingFields: { body: { guest } },
      unknownId: { body: { guest, admitGuestId: unknownId } },
    };
  },
  // Send to kitchen: a phone with a dish in the table's cart (the answer is a sandbox checkout).
  'table-round': async (f) => {
    const { phone } = await phoneAt(await storedTable(f.restaurantA.id));
    const guest = credentialsOf(phone);
    await api('POST', '/functions/v1/table-cart', { body: { op: 'add', guest, lineId: crypto.randomUUID(), line: { itemId: f.menuA.plainItemId, qty: 1 } } });
    return {
      body: { guest, tip: { kind: 'none' }, attemptId: crypto.randomUUID() },
      wrongTypes: { body: { guest, tip: { kind: 'percent', percent: 3 }, attemptId: 'x' } },
      missingFields: { body: { guest } },
    };
  },
  // Taking a round back: a phone paying for a round (its checkout open on the sandbox).
  'table-round-cancel': async (f) => {
    const { phone } = await phoneAt(await storedTable(f.restaurantA.id));
    const guest = credentialsOf(phone);
    await api('POST', '/functions/v1/table-cart', { body: { op: 'add', guest, lineId: crypto.randomUUID(), line: { itemId: f.menuA.plainItemId, qty: 1 } } });
    await api('POST', '/functions/v1/table-round', { body: { guest, tip: { kind: 'none' }, attemptId: crypto.randomUUID() } });
    return {
      body: { guest },
      wrongTypes: { body: { guest: { ...guest, token: 42 } } },
      missingFields: { body: {} },
    };
  },
  // Paying at the end (issue 29): a tab with a round on it.
  'table-bill': async (f) => {
    const { guest } = await tabVisit(f.restaurantA.id, f.menuA.plainItemId);
    return {
      body: { guest, split: { kind: 'even', ways: 2 } },
      wrongTypes: { body: { guest, split: { kind: 'even', ways: 'two' } } },
      missingFields: { body: { guest } },
    };
  },
  'table-claim': async (f) => {
    const { phone, guest } = await tabVisit(f.restaurantA.id, f.menuA.plainItemId, { kind: 'items' });
    const view = await viewWhen(phone, (v) => v.tab?.state === 'bill');
    const lineId = view.tab!.lines[0]!.id;
    return {
      body: { guest, lineId, claim: true },
      wrongTypes: { body: { guest, lineId, claim: 'yes' } },
      missingFields: { body: { guest, lineId } },
      unknownId: { body: { guest, lineId: `${lineId.split(':')[0]}:42`, claim: true } },
    };
  },
  'table-pay': async (f) => {
    const { guest } = await tabVisit(f.restaurantA.id, f.menuA.plainItemId, { kind: 'whole' });
    return {
      body: { guest, share: { kind: 'whole' }, tip: { kind: 'none' }, attemptId: crypto.randomUUID() },
      wrongTypes: { body: { guest, share: { kind: 'even', index: -1 }, tip: { kind: 'none' }, attemptId: 'x' } },
      missingFields: { body: { guest, tip: { kind: 'none' } } },
    };
  },
  'table-pay-cancel': async (f) => {
    const { phone, guest } = await tabVisit(f.restaurantA.id, f.menuA.plainItemId, { kind: 'whole' });
    const started = await payShare(phone, { kind: 'whole' });
    return {
      body: { guest, paymentId: started.body.paymentId },
      wrongTypes: { body: { guest, paymentId: 'not a share' } },
      missingFields: { body: { guest } },
    };
  },
  'table-receipt': async (f) => {
    const { phone, guest } = await tabVisit(f.restaurantA.id, f.menuA.plainItemId, { kind: 'whole' });
    const started = await payShare(phone, { kind: 'whole' });
    await payOnSandbox(started.body.url);
    await viewWhen(phone, (v) => v.tab?.state === 'paid');
    return {
      body: { guest, paymentId: 'whole', email: 'diner@example.com' },
      wrongTypes: { body: { guest, paymentId: 'whole', email: 'not an address' } },
      missingFields: { body: { guest, paymentId: 'whole' } },
      unknownId: { body: { guest, paymentId: 'even:2:1', email: 'diner@example.com' } },
    };
  },
  'floor-get': {},
  'table-move': async (f) => {
    const from = await storedTable(f.restaurantA.id);
    await phoneAt(from);
    const to = await storedTable(f.restaurantA.id);
    return {
      path: { tableId: from.tableId },
      body: { toTableId: to.tableId },
      wrongTypes: { path: { tableId: from.tableId }, body: { toTableId: 42 } },
      missingFields: { path: { tableId: from.tableId }, body: {} },
      unknownId: { path: { tableId: 'zzzzzzzzzzzz' }, body: { toTableId: to.tableId } },
    };
  },
  'table-open': async (f) => ({
    path: { tableId: (await storedTable(f.restaurantA.id)).tableId },
    wrongTypes: { path: { tableId: 'not an id!' } },
    unknownId: { path: { tableId: 'zzzzzzzzzzzz' } },
  }),
  'table-clear': async (f) => {
    const table = await storedTable(f.restaurantA.id);
    await phoneAt(table);
    return { path: { tableId: table.tableId }, wrongTypes: { path: { tableId: 'not an id!' } }, unknownId: { path: { tableId: 'zzzzzzzzzzzz' } } };
  },
  'table-session-admit': async (f) => {
    const { phone, waitingId } = await waitingPhone(f.restaurantA.id);
    return {
      path: { sessionId: phone.sessionId },
      body: { guestId: waitingId },
      wrongTypes: { path: { sessionId: phone.sessionId }, body: { guestId: 42 } },
      missingFields: { path: { sessionId: phone.sessionId }, body: {} },
      unknownId: { path: { sessionId: unknownId }, body: { guestId: waitingId } },
    };
  },
};
