/**
 * create-payment's work (DESIGN.md 7): price the cart on the server, write the order (pending_payment) BEFORE the
 * diner is sent anywhere, then open the gateway's checkout session and remember it on the order.
 *
 * The server makes the order id; the cart's attemptId is the attempt's idempotency key, so a double click or a retry
 * finds the order already written and gets the same checkout session back (the gateway's idempotency key is per
 * order); the same attemptId with a different cart is refused.
 */
import type { CreatePaymentRequest, Order, Restaurant } from '../../../../shared/api';
import { newOrderCode } from '../../../../shared/order-code';
import { unchargeableTotal } from '../../../../shared/pricing';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../logger';
import { BusinessMetric, countMetric } from '../../observability';
import type { PaymentGateway } from '../../payments/gateway';
import { createOrders } from '../orders';
import type { OrderClaim, OrderWith } from '../orders/create';
import { assertTakesOrders } from '../ordering-pause';
import { toRestaurant } from '../restaurants/record';
import { checkoutRequestFor } from './checkout-request';
import { withDinerNames } from './diner-names';
import { assertWithinHours } from './menu-hours';
import { indexMenu } from './menu-index';
import { attachCheckoutSession, checkoutSessionOf } from './order-session';
import { readCheckoutRecords } from './priced-menu-read';
import { priceCart, type PricedCart } from './price-cart';
import type { Db } from '../../db/service';
import type { RestaurantMenu } from '../menu';

export interface CheckoutDeps {
  gateway: PaymentGateway;
  /** The web app's base URL, for the success and cancel pages. */
  siteUrl: string;
  /** Limits a new order counts against, written with it (checkout-limits.ts orderClaims); none when not given. */
  claims?: readonly OrderClaim[];
  /**
   * A table's round (issue 28): the visit and round the order is, and the writes that take its lines out of the cart.
   * `onTab` (issue 29): a round on the table's tab.
   */
  round?: { tableSessionId: string; roundNumber: number; with: OrderWith; onTab?: boolean };
  /**
   * Instead of a payment session for the order (issue 29, a tab's round): the card-saving session of the tab's first
   * round, or null when the round was placed on the tab at once (nothing to pay now).
   */
  openSession?: (order: Order, context: { restaurant: Restaurant; destinationAccountId: string }) => Promise<{ id: string; url: string } | null>;
  /** The server's clock (menu hours are checked on it); tests may set it. */
  now?: () => number;
}

const UNCHARGEABLE = {
  total_too_small: 'The order total is below the smallest amount a card can be charged',
  total_too_large: 'The order total is above the largest amount a card can be charged (999,999.99). Please split the order into smaller ones',
} as const;

export interface StartedCheckout {
  url: string;
  orderId: string;
  orderCode: string;
}

const paymentsNotEnabled = () => new ConflictError('This restaurant is not accepting payments yet', 'payments_not_enabled');

export async function startCheckout(db: Db, request: CreatePaymentRequest, deps: Omit<CheckoutDeps, 'openSession'>): Promise<StartedCheckout> {
  const started = await startRoundCheckout(db, request, deps);
  if (started.url === null) throw new Error(`Order ${started.orderId} was placed without a payment`);
  return { ...started, url: started.url };
}

/**
 * A table's round (issue 28/29) and create-payment's work alike: the order, then its session. Where the diner goes
 * to pay (or, a tab's first round, save a card); null for a tab's round placed at once (deps.openSession).
 */
export async function startRoundCheckout(db: Db, request: CreatePaymentRequest, deps: CheckoutDeps): Promise<StartedRound> {
  // The restaurant and its Stripe account (its item), whether staff paused new orders (issue 30 item 2) and only what
  // this cart names and links to, not the whole menu: two calls (priced-menu-read.ts, issue 31 goal 2).
  const { restaurant: found, pause, menu, defaultAllergens } = await readCheckoutRecords(db, request.restaurantId, request);
  if (!found) throw new NotFoundError('Restaurant not found');
  const restaurant = toRestaurant(found);
  const destinationAccountId = found.stripeAccountId ?? null;
  if (!restaurant.chargesEnabled || !destinationAccountId) throw paymentsNotEnabled();
  assertTakesOrders(pause, orderedCategoryIds(menu, request), restaurant.timeZone);
  // Menu hours (issue 30 item 3): on the server's clock, never the diner's.
  assertWithinHours(menu, restaurant.timeZone, deps.now?.() ?? Date.now());

  const { lines, totals } = priceCart(indexMenu(menu, defaultAllergens), request, restaurant);
  const priced: PricedCart = { lines: withDinerNames(lines, menu, restaurant, request.lang), totals };
  const unchargeable = unchargeableTotal(priced.totals.totalCents);
  if (unchargeable) throw new BadRequestError(UNCHARGEABLE[unchargeable], undefined, unchargeable);
  const { order, isNew } = await orderForAttempt(db, request, restaurant, priced, deps.claims ?? [], deps.round);
  return sessionFor(db, order, isNew, { restaurant, destinationAccountId, lang: request.lang }, deps);
}

export type StartedRound = Omit<StartedCheckout, 'url'> & { url: string | null };

/** The categories of everything a cart orders: each line's item, and the items chosen inside its combo. */
function orderedCategoryIds(menu: RestaurantMenu, request: CreatePaymentRequest): string[] {
  const categoryOf = new Map(menu.items.map((item) => [item.id, item.categoryId]));
  const itemIds = request.items.flatMap((line) => [line.itemId, ...line.comboChoices.flatMap((choice) => choice.itemIds)]);
  return itemIds.flatMap((id) => categoryOf.get(id) ?? []);
}

async function sessionFor(
  db: Db,
  order: Order,
  isNew: boolean,
  context: { restaurant: Restaurant; destinationAccountId: string; lang: CreatePaymentRequest['lang'] },
  deps: CheckoutDeps,
): Promise<StartedRound> {
  const { restaurant, destinationAccountId } = context;
  // A tab's round placed already (a double click, a retry): nothing to pay now.
  if (order.onTab && order.status !== 'pending_payment') return { url: null, orderId: order.id, orderCode: order.orderCode };
  // A retry of the attempt (double click, lost answer, the diner back minutes later): its session, while open.
  const reusable = isNew ? null : await openSessionOf(db, deps.gateway, order.id);
  if (reusable) return { url: reusable, orderId: order.id, orderCode: order.orderCode };

  const session = await (deps.openSession
    ? deps.openSession(order, { restaurant, destinationAccountId })
    : deps.gateway.createCheckoutSession(
        checkoutRequestFor({ order, restaurant, destinationAccountId, siteUrl: deps.siteUrl, ...(context.lang ? { locale: context.lang } : {}) }),
      )
  ).catch((error: unknown) => {
      logger.error('The payment gateway refused a checkout session', { orderId: order.id, error: error as Error });
      throw new AppError(502, 'payment_provider_error', 'Failed to process checkout. Please try again.');
    });
  if (!session) return { url: null, orderId: order.id, orderCode: order.orderCode };
  await attachCheckoutSession(db, order.id, session.id);
  return { url: session.url, orderId: order.id, orderCode: order.orderCode };
}

/** Time enough left on a session to pay on it; with less, a new session is made. */
const MIN_SECONDS_LEFT_TO_PAY = 5 * 60;

/** The URL of the order's checkout session when it is open with time left to pay; null otherwise. */
async function openSessionOf(db: Db, gateway: PaymentGateway, orderId: string): Promise<string | null> {
  const sessionId = await checkoutSessionOf(db, orderId);
  if (!sessionId) return null;
  const session = await gateway.retrieveCheckoutSession(sessionId).catch((error: unknown) => {
    logger.warn('Could not read the order\'s checkout session; making a new one', { orderId, sessionId, error: error as Error });
    return null;
  });
  const left = session?.expiresAt ? session.expiresAt - Math.floor(Date.now() / 1000) : 0;
  return session?.status === 'open' && session.url && left >= MIN_SECONDS_LEFT_TO_PAY ? session.url : null;
}

/** The attempt's order: written now, or the one an earlier call with the same attemptId wrote. */
async function orderForAttempt(
  db: Db,
  request: CreatePaymentRequest,
  restaurant: Restaurant,
  priced: PricedCart,
  claims: readonly OrderClaim[],
  round?: CheckoutDeps['round'],
): Promise<{ order: Order; isNew: boolean }> {
  const draft = {
    attemptId: request.attemptId,
    orderCode: newOrderCode(),
    restaurantId: restaurant.id,
    tableLabel: request.tableLabel || null,
    note: request.note || null,
    subtotalCents: priced.totals.subtotalCents,
    taxCents: priced.totals.taxCents,
    // The restaurant's tax mode and rate now: the order keeps them whatever the restaurant sets later.
    taxIncluded: priced.totals.taxIncluded,
    taxRateBps: priced.totals.taxRateBps,
    tipCents: priced.totals.tipCents,
    totalCents: priced.totals.totalCents,
    feeCents: priced.totals.feeCents,
    currency: restaurant.currency,
    // The diner's language, kept for their receipt (older orders: the restaurant's default).
    ...(request.lang ? { dinerLanguage: request.lang } : {}),
    ...(round ? { tableSessionId: round.tableSessionId, roundNumber: round.roundNumber, ...(round.onTab ? { onTab: true } : {}) } : {}),
  };
  const order = await createOrders(db).create(draft, priced.lines, claims, round?.with);
  // createOrders(db).create hands back the stored order when the id was taken; only a new one carries the code made just now.
  if (order.orderCode === draft.orderCode) {
    countMetric(BusinessMetric.OrdersCreated);
    return { order, isNew: true };
  }
  if (cartOf(order) !== cartOf({ ...draft, lines: priced.lines })) {
    throw new ConflictError('This checkout attempt was already used for a different order', 'attempt_conflict');
  }
  if (order.status !== 'pending_payment' && !order.onTab) {
    throw new ConflictError(`This order is already ${order.status.replace('_', ' ')}`, 'order_closed', { status: order.status });
  }
  return { order, isNew: false };
}

type CartFacts = Pick<Order, 'restaurantId' | 'tableLabel' | 'note' | 'lines' | 'subtotalCents' | 'taxCents' | 'tipCents' | 'totalCents'>;

/** What makes two attempts the same order: restaurant, table, note, every line as priced, and the totals. */
function cartOf(order: CartFacts): string {
  return JSON.stringify([
    order.restaurantId,
    order.tableLabel,
    order.note,
    [order.subtotalCents, order.taxCents, order.tipCents, order.totalCents],
    order.lines.map((l) => [
      l.itemId,
      l.qty,
      l.unitPriceCents,
      l.lineTotalCents,
      l.note,
      l.options.map((o) => [o.groupName, o.optionName, o.priceDeltaCents]),
    ]),
  ]);
}
