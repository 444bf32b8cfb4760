/**
 * An order's life in one table (DESIGN.md 7): every move of its status (kitchen progress and how it closes) and of
 * its payment state, each with the actor allowed to make it. The two are apart: a served order can be partly
 * refunded and stay served; a paid order not started yet can be canceled by a full refund. Every writer asks
 * `moveAllowed` before its conditional write, and the staff board's buttons (shared/order-status.ts) are derived from
 * the staff moves here, so nothing can move an order in a way this table does not hold.
 */
import type { OrderStatus } from './constants';

/** Who moves an order: a member at the board, the payment gateway's outcome, a refund. */
export type OrderActor = 'staff' | 'payment' | 'refund';

export const PAYMENT_STATES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
/** Where the order's money is, apart from where the order is in the kitchen. */
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** How staff read a payment state, beside the order's status. */
export const PAYMENT_STATE_LABELS: Readonly<Record<PaymentState, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

interface Move<S extends string> {
  readonly from: S;
  readonly to: S;
  readonly by: OrderActor;
}

/** Every allowed move, by what it moves. */
export const ORDER_TRANSITIONS = {
  status: [
    // Staff at the board (SPEC.md 4): forward only, one step at a time; served is terminal.
    { from: 'paid', to: 'in_progress', by: 'staff' },
    { from: 'in_progress', to: 'ready', by: 'staff' },
    { from: 'ready', to: 'served', by: 'staff' },
    // The checkout's outcome: paid, expired unpaid, or a delayed payment (bank debit) that failed to settle.
    { from: 'pending_payment', to: 'paid', by: 'payment' },
    { from: 'pending_payment', to: 'expired', by: 'payment' },
    { from: 'pending_payment', to: 'canceled', by: 'payment' },
    // A full refund before preparation starts: the ticket leaves the kitchen.
    { from: 'paid', to: 'canceled', by: 'refund' },
  ],
  payment: [
    { from: 'unpaid', to: 'paid', by: 'payment' },
    // Any number of partial refunds, up to what was paid.
    { from: 'paid', to: 'partially_refunded', by: 'refund' },
    { from: 'paid', to: 'refunded', by: 'refund' },
    { from: 'partially_refunded', to: 'partially_refunded', by: 'refund' },
    { from: 'partially_refunded', to: 'refunded', by: 'refund' },
    // A refund that failed after it was made (Stripe's refund.failed) gives its amount back.
    { from: 'partially_refunded', to: 'paid', by: 'refund' },
    { from: 'refunded', to: 'partially_refunded', by: 'refund' },
    { from: 'refunded', to: 'paid', by: 'refund' },
  ],
} as const satisfies { status: readonly Move<OrderStatus>[]; payment: readonly Move<PaymentState>[] };

/** The states each kind of move is between. */
export interface OrderStates {
  status: OrderStatus;
  payment: PaymentState;
}
export type MoveKind = keyof OrderStates;

/** The moves of one kind an actor may make. */
export type MoveBy<K extends MoveKind, A extends OrderActor> = Extract<(typeof ORDER_TRANSITIONS)[K][number], { by: A }>;

/** Whether `actor` may move the order's status (or payment state) from `from` to `to`. */
export function moveAllowed<K extends MoveKind>(kind: K, from: OrderStates[K], to: OrderStates[K], actor: OrderActor): boolean {
  const moves: readonly Move<string>[] = ORDER_TRANSITIONS[kind];
  return moves.some((move) => move.from === from && move.to === to && move.by === actor);
}

/** The moves of one kind an actor may make, in the table's order. */
export function movesBy<K extends MoveKind, A extends OrderActor>(kind: K, actor: A): MoveBy<K, A>[] {
  const moves: readonly Move<string>[] = ORDER_TRANSITIONS[kind];
  return moves.filter((move) => move.by === actor) as MoveBy<K, A>[];
}

/**
 * The payment state of an order stored before it was kept: read from its status. An unpaid checkout (pending,
 * expired, or canceled when its delayed payment failed, so never paid) is unpaid; every other status was reached
 * through a payment. No refund existed then, so none is partly or wholly refunded.
 */
export function paymentStateFromStatus(status: OrderStatus, paidAt: string | null): PaymentState {
  switch (status) {
    case 'pending_payment':
    case 'expired':
      return 'unpaid';
    case 'canceled':
      return paidAt ? 'paid' : 'unpaid';
    case 'paid':
    case 'in_progress':
    case 'ready':
    case 'served':
      return 'paid';
  }
}
