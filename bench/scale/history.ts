import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { batchPut, CONCURRENCY, measureRequest, ORDER_COUNTS, pool, settle, type Composition, type ScaleStack, type Timed } from './kit';

// 3. History

export interface HistoryFigure extends Timed {
  request: string;
  servedOrders: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Paid to served as staff move an order (the transitions table has no shortcut): Start, Mark Ready, Mark Served. */
const SERVED_BY_STAFF = [['paid', 'in_progress'], ['in_progress', 'ready'], ['ready', 'served']] as const;
const DAY_MS = 24 * HOUR_MS;

/** A fresh owner in the local user pool, with a restaurant of their own; their ID token. */
async function ownerWithRestaurant(c: Composition, stack: ScaleStack): Promise<{ restaurantId: string; token: string }> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.urls.cognito, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const email = `bench-scale-${randomUUID().slice(0, 8)}@bench.tabletap.local`;
    const password = 'bench-pass-1';
    const signUp = await cognito.send(new SignUpCommand({ ClientId: stack.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.userPoolId, Username: email }));
    const { restaurant } = await c.Restaurants.ensureForOwner(signUp.UserSub!, { name: 'Scale History' });
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId: stack.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    return { restaurantId: restaurant.id, token: auth.AuthenticationResult!.IdToken! };
  } finally {
    cognito.destroy();
  }
}

/** Orders placed today: the same few at every size, so the history grows and the day's trade does not. */
export const TODAY_ORDERS = 5;

/**
 * `count` more served orders: the first `today` of them placed within the last hour, the rest over the previous 29
 * days between 11:00 and 22:00 UTC (created backdated, written in batches), each paid with payOrder (so whatever paying writes happens), then
 * advanced to served.
 */
async function addServedOrders(c: Composition, restaurantId: string, count: number, today: number, now: number) {
  const { payOrder } = await import('../../functions/lib/domain/orders/pay');
  const { toOrder } = await import('../../functions/lib/domain/orders/record');
  const dishes = ['Margherita', 'Caesar Salad', 'Lasagna', 'Tiramisu', 'Espresso', 'Risotto'];
  const orders = Array.from({ length: count }, (_, i) => {
    const orderId = randomUUID();
    // Earlier days: during opening hours (11:00 to 22:00 UTC), as a restaurant trades, not round the clock.
    const day = Math.floor((now - DAY_MS * (1 + Math.floor(Math.random() * 29))) / DAY_MS) * DAY_MS;
    const createdAt = new Date(i < today ? now - Math.random() * 60 * 60 * 1000 : day + 11 * HOUR_MS + Math.random() * 11 * HOUR_MS).toISOString();
    const lines = Array.from({ length: 1 + (i % 3) }, (_, position) => {
      const unit = 900 + ((i + position) % 7) * 150;
      const qty = 1 + (position % 2);
      return {
        orderId,
        position,
        restaurantId,
        itemId: `bench-item-${(i + position) % dishes.length}`,
        itemName: dishes[(i + position) % dishes.length]!,
        qty,
        unitPriceCents: unit,
        lineTotalCents: unit * qty,
        options: [],
        removedIngredients: [],
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
    const tip = Math.round(subtotal * 0.15);
    const item = {
      orderId,
      orderCode: orderId.slice(0, 5).toUpperCase(),
      restaurantId,
      status: 'pending_payment' as const,
      subtotalCents: subtotal,
      taxCents: 0,
      tipCents: tip,
      totalCents: subtotal + tip,
      feeCents: Math.round((subtotal + tip) * 0.05),
      currency: 'usd',
      lineCount: lines.length,
      createdAt,
      tableLabel: `T${1 + (i % 12)}`,
      checkoutSessionId: `cs_bench_${orderId.replace(/-/g, '')}`,
    };
    return { item, lines };
  });
  await batchPut(c.db.entities.order as never, orders.map((o) => o.item));
  await batchPut(c.db.entities.orderLine as never, orders.flatMap((o) => o.lines));
  const failures: string[] = [];
  await pool(orders, CONCURRENCY, async ({ item, lines }) => {
    const paid = await payOrder(c.db, toOrder(item as never, lines as never), []);
    if (paid.kind !== 'paid') failures.push(paid.kind);
    else for (const [from, to] of SERVED_BY_STAFF) await c.Orders.advance(item.orderId, from, to, 'staff');
  });
  if (failures.length) throw new Error(`${failures.length} orders were not paid (${failures[0]})`);
}

export async function measureHistory(c: Composition, stack: ScaleStack, log: (m: string) => void): Promise<HistoryFigure[]> {
  const { restaurantId, token } = await ownerWithRestaurant(c, stack);
  const now = Date.now();
  const figures: HistoryFigure[] = [];
  const get = (pathAndQuery: string) => () =>
    fetch(`${stack.urls.api}/api/v1/restaurants/${restaurantId}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  let served = 0;
  for (const target of ORDER_COUNTS) {
    const started = performance.now();
    await addServedOrders(c, restaurantId, target - served, served === 0 ? TODAY_ORDERS : 0, now);
    served = target;
    const seeded = performance.now();
    const quiet = await settle();
    log(
      `  ${served} served orders in place (${((seeded - started) / 1000).toFixed(1)} s; the stream handlers ` +
        `${quiet ? 'done' : 'still busy'} ${((performance.now() - seeded) / 1000).toFixed(1)} s later)`,
    );
    for (const [request, path] of [
      ['orders list (the board)', '/orders'],
      ['analytics range=30d', '/analytics?range=30d'],
      ['analytics range=today', '/analytics?range=today'],
    ] as const) {
      const figure: HistoryFigure = { request, servedOrders: served, ...(await measureRequest(get(path), true)) };
      log(`  ${request} at ${served}: ${figure.calls} calls, ${figure.bytes} bytes read, p50 ${figure.p50Ms.toFixed(0)} ms, ${figure.otherCalls} other calls while timed`);
      figures.push(figure);
    }
  }
  return figures;
}
