/**
 * Table visits (issue 28): scanning a card opens or joins the table's visit (./table-sessions/join.ts), the shared
 * cart (./table-sessions/cart.ts), and staff clearing a table or letting a phone in.
 */
import type {
  GuestCredentials,
  TableBillRequest,
  TableCartRequest,
  TableClaimRequest,
  TableJoinRequest,
  TableJoinResponse,
  TablePayRequest,
  TableRoundCancelRequest,
  TableRoundRequest,
  TableSessionView,
} from '../../../shared/api';
import type { CheckoutDeps } from './checkout/start-checkout';
import type { Db } from '../db/service';
import { ConflictError, NotFoundError } from '../errors';
import { admitByGuest, changeCart, visitOfGuest } from './table-sessions/cart';
import { admit, closeVisit, joinTable, openVisit } from './table-sessions/join';
import { moveParty, readFloor } from './table-sessions/floor';
import type { PaymentGateway } from '../payments/gateway';
import { sendRound, takeBackRound } from './table-sessions/rounds';
import { askForBill, claimLine, payShare } from './table-sessions/tab-pay';
import { chargeDueTab, chargeDueTabs } from './table-sessions/tab-charge';
import { sendHolderReceipt } from './table-sessions/tab-receipts';
import type { ReceiptDeps } from './receipts/send-receipt';
import { readVisit, toView } from './table-sessions/visit';

export function createTableSessions(db: Db) {
  return {
    join: (input: TableJoinRequest, from: { client: string }) => joinTable(db, input, from),

    /** A phone's place in the visit again (a reload, a wait): in with the view, or still waiting. */
    async current(credentials: GuestCredentials): Promise<TableJoinResponse> {
      const { visit, guest } = await visitOfGuest(db, credentials, 'any');
      const me = { id: guest.guestId, name: guest.name, token: credentials.token };
      return guest.state === 'in'
        ? { state: 'in', guest: me, session: toView(visit) }
        : { state: 'waiting', guest: me, sessionId: visit.session.sessionId, table: { id: visit.session.tableId, name: visit.session.tableName } };
    },

    changeCart: (request: TableCartRequest) => changeCart(db, request),

    /** The visit's table, for a phone let in (403/404 as the cart's calls). */
    async tableOf(credentials: GuestCredentials): Promise<{ restaurantId: string; tableName: string }> {
      const { visit } = await visitOfGuest(db, credentials);
      return { restaurantId: visit.session.restaurantId, tableName: visit.session.tableName };
    },

    /** Send to kitchen: the shared cart as the next round, paid by the sender (pay-first). */
    sendRound: (input: TableRoundRequest, deps: CheckoutDeps) => sendRound(db, input, deps),
    /** The payer takes the round being paid back: its checkout ends unpaid and its lines return to the cart. */
    takeBackRound: (request: TableRoundCancelRequest, gateway: Pick<PaymentGateway, 'expireCheckoutSession'>) => takeBackRound(db, request, gateway),

    /** Paying at the end (issue 29): ask for the bill (and how to split it), claim a line, pay a share, go back. */
    askForBill: (request: TableBillRequest) => askForBill(db, request),
    claimLine: (request: TableClaimRequest) => claimLine(db, request),
    payShare: (request: TablePayRequest, deps: { gateway: PaymentGateway; siteUrl: string }) => payShare(db, request, deps),
    /** Tabs left open past their time, charged to their saved cards (the scheduled sweep); `onCharged` per tab charged. */
    chargeDueTabs: (gateway: Pick<PaymentGateway, 'chargeSavedCard'>, now?: number, onCharged?: (sessionId: string) => Promise<unknown>) => chargeDueTabs(db, gateway, now, onCharged),
    /** One tab, charged if due at `now`, as the sweep does it. */
    chargeDueTab: (gateway: Pick<PaymentGateway, 'chargeSavedCard'>, sessionId: string, now?: number, onCharged?: (sessionId: string) => Promise<unknown>) =>
      chargeDueTab(db, gateway, sessionId, now, onCharged),
    /** The card holder's receipt of a tab charged automatically (once); a payer's own is table-receipt's sendShareReceipt. */
    sendHolderReceipt: (deps: ReceiptDeps, sessionId: string) => sendHolderReceipt(db, deps, sessionId),

    admitByGuest: (credentials: GuestCredentials, admitGuestId: string) => admitByGuest(db, credentials, admitGuestId),

    /** The view of a visit for its own live message (the stream's broadcaster); null when it is gone. */
    async view(sessionId: string): Promise<TableSessionView | null> {
      const visit = await readVisit(db, sessionId);
      return visit ? toView(visit) : null;
    },

    /** Every table with the state of its visit (the floor view). */
    floor: (restaurantId: string) => readFloor(db, restaurantId),
    /** Staff move a party (its visit) to a free table. */
    move: (restaurantId: string, fromTableId: string, toTableId: string) => moveParty(db, restaurantId, fromTableId, toTableId),

    /** Staff seat a party at a free table: an empty visit the party's phones join without a code. */
    async open(restaurantId: string, tableId: string): Promise<TableSessionView> {
      const { data: table } = await db.entities.table.get({ restaurantId, tableId }).go({ consistent: true });
      if (!table) throw new NotFoundError('Table not found', 'table_not_found');
      if (table.currentSessionId) {
        const visit = await readVisit(db, table.currentSessionId);
        if (visit?.session.status === 'open') throw new ConflictError(`${table.name} is already seated.`, 'table_seated');
      }
      const opened = await openVisit(db, table, undefined, table.currentSessionId ?? null, 'staff');
      if (!opened) throw new ConflictError('The table changed meanwhile. Please try again.', 'table_changed');
      return toView(opened.visit);
    },

    /** Staff clear a table: its visit ends, and the next scan starts a fresh one. */
    async clear(restaurantId: string, tableId: string, by: string): Promise<void> {
      const { data: table } = await db.entities.table.get({ restaurantId, tableId }).go({ consistent: true });
      if (!table) throw new NotFoundError('Table not found', 'table_not_found');
      const visit = table.currentSessionId ? await readVisit(db, table.currentSessionId) : null;
      if (!visit || visit.session.status !== 'open') return;
      await closeVisit(db, visit, by);
    },

    /** Staff let a waiting phone in. */
    async admitByStaff(restaurantId: string, sessionId: string, guestId: string, by: string): Promise<TableSessionView> {
      const visit = await readVisit(db, sessionId);
      if (!visit || visit.session.restaurantId !== restaurantId) throw new NotFoundError('Visit not found', 'visit_not_found');
      const waiting = visit.guests.find((g) => g.guestId === guestId);
      if (!waiting) throw new NotFoundError('That phone is no longer waiting.', 'guest_not_found');
      if (waiting.state === 'in') return toView(visit);
      const after = await admit(db, visit, guestId, by);
      if (!after) throw new ConflictError('The table changed meanwhile. Please try again.', 'table_changed');
      return toView(after);
    },
  };
}

export type TableSessions = ReturnType<typeof createTableSessions>;
