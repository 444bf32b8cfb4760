/**
 * A visit to a table (issue 28 item 2): from the first scan (or staff seating a party) until the table is cleared,
 * by staff or by itself after TABLE_SESSION_IDLE_MINUTES quiet. Its guests (./table-session-guest.ts) and the shared
 * cart's lines (./table-cart-line.ts) share its partition, so one query reads the whole visit.
 *   primary (tableVisit collection)  pk sessionId
 *
 * `version` grows by one with every change of the visit (a line, a guest, a round): each change is one transaction
 * that also bumps it, so the stream's record of the session item is the signal for the live message, and phones keep
 * the highest version they have seen. `sending` is the round on its way (its checkout open): one at a time.
 * `rounds` are the orders the visit sent, in order, once each is paid (pay-first).
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { primaryCollectionIndex } from '../keys';

export const TABLE_VISIT_COLLECTION = 'tableVisit';
export const TABLE_SESSION_STATUSES = ['open', 'closed'] as const;

export const tableSessionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'tableSession', version: '1' },
      attributes: {
        sessionId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        tableId: { type: 'string', required: true },
        tableName: { type: 'string', required: true },
        status: { type: TABLE_SESSION_STATUSES, required: true, default: 'open' },
        /** JOIN_CODE_LENGTH digits, shown on the phones let in. */
        joinCode: { type: 'string', required: true, readOnly: true },
        version: { type: 'number', required: true, default: 1 },
        /** Guests ever admitted or waiting (the next default name is "Guest {guestCount + 1}"). */
        guestCount: { type: 'number', required: true, default: 0 },
        openedBy: { type: ['diner', 'staff'] as const, required: true, readOnly: true },
        openedAt: { type: 'string', required: true, readOnly: true },
        lastActivityAt: { type: 'string', required: true },
        closedAt: { type: 'string' },
        /** Who ended it: a member's user id, or 'idle' when it ran out. */
        closedBy: { type: 'string' },
        /** How many rounds the visit sent (orders paid or being paid): joining a visit with any needs proof. */
        roundCount: { type: 'number', required: true, default: 0 },
        /** The round on its way (its checkout open): one at a time. */
        sendingOrderId: { type: 'string' },
        /**
         * Paying at the end (issue 29). `payChoice`: the restaurant's setting when the visit opened (absent: pay
         * first); `payMode`: how this visit pays, fixed by its first round. The tab: `tabState` (securing while the
         * first round's card is being saved, open, bill once asked for, paid), the card that secures it (the
         * gateway's customer and payment method, a label to show) and who saved it, the setup session, the split.
         */
        payChoice: { type: ['pay_first', 'pay_at_end', 'table_chooses'] as const },
        payMode: { type: ['pay_first', 'pay_at_end'] as const },
        tabState: { type: ['securing', 'open', 'bill', 'paid'] as const },
        tabHolderGuestId: { type: 'string' },
        tabCustomerId: { type: 'string' },
        tabPaymentMethodId: { type: 'string' },
        tabCardLabel: { type: 'string' },
        /** The card holder's e-mail as the card's checkout asked for it: the automatic charge's receipt goes there. */
        tabHolderEmail: { type: 'string' },
        tabSetupSessionId: { type: 'string' },
        /** The restaurant's minutes of quiet before the tab is charged, when the visit opened. */
        tabChargeAfterMinutes: { type: 'number' },
        /** The bill's split (shared/api BillSplit) as JSON; and by items, who claimed which line: {lineId: [guestId]}. */
        tabSplit: { type: 'string' },
        tabClaims: { type: 'string' },
      },
      indexes: {
        byId: primaryCollectionIndex(TABLE_VISIT_COLLECTION, ['sessionId'], []),
      },
    },
    config,
  );
