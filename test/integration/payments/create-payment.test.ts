import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, Menu, Orders, Restaurants } from '../../../functions/lib/composition';
import { createSandboxSessions } from '../../../functions/lib/payments/sandbox/sessions';
import { MENU_PRICE_MAX_CENTS } from '../../../shared/api/menu-builder';
import { MAX_CHARGE_CENTS, priceOrder } from '../../../shared/pricing';
import {
  createPayment,
  orderOfAttempt,
  ordersOf,
  restaurantWithMenu,
  sampleCart,
  sessionIdOf,
  storedOrder,
  type CartBody,
  type PaymentRestaurant,
} from './support';

const SandboxSessions = createSandboxSessions(db);

let a: PaymentRestaurant;
let b: PaymentRestaurant;
/** A third Extras option on A's Margherita, so "more than max 2" can be chosen. */
let chiliOptionId: string;

beforeAll(async () => {
  [a, b] = await Promise.all([restaurantWithMenu('Trattoria A'), restaurantWithMenu('Bistro B')]);
  chiliOptionId = (await Menu.createModifierOption(a.id, a.menu.extrasGroupId, { name: 'Chili', priceDeltaCents: 75, position: 2 })).id;
});

describe('a valid cart', () => {
  it('is priced on the server, written as pending_payment before checkout, and answered with the checkout URL', async () => {
    const cart = sampleCart(a);
    const res = await createPayment(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The server made the order id: random, not the client's attempt id.
    expect(res.body.orderId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(res.body.orderId).not.toBe(cart.attemptId);
    expect(await Orders.get(cart.attemptId)).toBeNull();
    expect((await orderOfAttempt(cart))?.id).toBe(res.body.orderId);
    expect(res.body.orderCode).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
    expect(res.body.url).toBe(`${process.env.PUBLIC_API_URL}/sandbox/checkout/${sessionIdOf(res.body.url)}`);

    const order = await Orders.get(res.body.orderId);
    // Margherita $14 + Large $4 + Olives $1 = $19 x 2 = $38; Caesar $12.50; subtotal $50.50
    // tax 8% = $4.04; tip 18% = $9.09; total $63.63; fee 5% of the bill before the tip ($54.54) = 272.7 -> $2.73
    expect(order).toMatchObject({
      status: 'pending_payment',
      orderCode: res.body.orderCode,
      restaurantId: a.id,
      tableLabel: '7',
      note: 'Window seat',
      subtotalCents: 5050,
      taxCents: 404,
      tipCents: 909,
      totalCents: 6363,
      feeCents: 273,
      currency: 'USD',
      paidAt: null,
    });
    expect(order!.lines).toEqual([
      {
        itemId: a.menu.pizzaId,
        itemName: 'Margherita',
        qty: 2,
        unitPriceCents: 1900,
        lineTotalCents: 3800,
        options: [
          { groupName: 'Size', optionName: 'Large', priceDeltaCents: 400 },
          { groupName: 'Extras', optionName: 'Olives', priceDeltaCents: 100 },
        ],
        removedIngredients: [],
        note: 'Well done',
        refundedQty: 0,
      },
      { itemId: a.menu.plainItemId, itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null, refundedQty: 0 },
    ]);

    // The checkout session is remembered on the order and charges exactly the order's total, fee and destination.
    const stored = await storedOrder(res.body.orderId);
    expect(stored?.checkoutSessionId).toBe(sessionIdOf(res.body.url));
    const session = await SandboxSessions.get(sessionIdOf(res.body.url));
    expect(session).toMatchObject({
      orderId: res.body.orderId,
      totalCents: 6363,
      feeCents: 273,
      taxCents: 404,
      tipCents: 909,
      destinationAccountId: `acct_sandbox_${a.id.slice(0, 8)}`,
      status: 'open',
      paymentStatus: 'unpaid',
    });
    expect(session!.successUrl).toBe(
      `${process.env.SITE_URL}/order/success?oid=${res.body.orderId}&session_id={CHECKOUT_SESSION_ID}&table=7`,
    );
    expect(session!.cancelUrl).toBe(`${process.env.SITE_URL}/order/cancel?oid=${res.body.orderId}&restaurant_id=${a.id}&table=7`);
  });

  it('sends the diner back to the same table and language after paying or canceling (issue 8)', async () => {
    const res = await createPayment(sampleCart(a, { tableLabel: 'Patio 4', lang: 'es' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await SandboxSessions.get(sessionIdOf(res.body.url));
    const success = new URL(session!.successUrl.replace('{CHECKOUT_SESSION_ID}', 'cs_x'));
    const cancel = new URL(session!.cancelUrl);
    expect(success.pathname).toBe('/order/success');
    expect(Object.fromEntries(success.searchParams)).toEqual({ oid: res.body.orderId, session_id: 'cs_x', table: 'Patio 4', lang: 'es' });
    expect(cancel.pathname).toBe('/order/cancel');
    expect(Object.fromEntries(cancel.searchParams)).toEqual({ oid: res.body.orderId, restaurant_id: a.id, table: 'Patio 4', lang: 'es' });

    // No table and no language: nothing empty is added.
    const bare = await createPayment(sampleCart(a, { tableLabel: null }));
    const bareSession = await SandboxSessions.get(sessionIdOf(bare.body.url));
    expect(bareSession!.cancelUrl).toBe(`${process.env.SITE_URL}/order/cancel?oid=${bare.body.orderId}&restaurant_id=${a.id}`);
  });

  it('takes a custom tip in cents and no tip at all', async () => {
    const custom = await createPayment(sampleCart(a, { tip: { kind: 'custom', cents: 333 }, items: [{ itemId: a.menu.plainItemId, qty: 1 }] }));
    expect(custom.status, JSON.stringify(custom.body)).toBe(200);
    expect(await Orders.get(custom.body.orderId)).toMatchObject({ subtotalCents: 1250, taxCents: 100, tipCents: 333, totalCents: 1683, feeCents: 68 }); // 5% of 1350 = 67.5 -> 68

    const none = await createPayment(sampleCart(a, { tip: { kind: 'none' }, tableLabel: null, items: [{ itemId: a.menu.plainItemId, qty: 3 }] }));
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect(await Orders.get(none.body.orderId)).toMatchObject({ tableLabel: null, subtotalCents: 3750, taxCents: 300, tipCents: 0, totalCents: 4050 });
  });

  it('with the nil UUID or another diner\'s attempt id as attemptId still gets an order id of its own', async () => {
    const nil = '00000000-0000-0000-0000-000000000000';
    const first = await createPayment(sampleCart(a, { attemptId: nil }));
    const other = await createPayment(sampleCart(b, { attemptId: nil }));
    for (const res of [first, other]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(first.body.orderId).not.toBe(nil);
    expect(other.body.orderId).not.toBe(first.body.orderId);
    expect(await Orders.get(nil)).toBeNull();
    expect((await Orders.get(other.body.orderId))?.restaurantId).toBe(b.id);
  });

  it('sent twice with the same attemptId gives one order and the same checkout session', async () => {
    const cart = sampleCart(a);
    const [first, second] = await Promise.all([createPayment(cart), createPayment(cart)]);
    const third = await createPayment(cart);
    for (const res of [first, second, third]) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(third.body).toEqual(first.body);
    expect((await ordersOf(a.id)).filter((o) => o.id === first.body.orderId)).toHaveLength(1);
  });

  it('reusing an attemptId for a different cart is a 409 and leaves the first order as it was', async () => {
    const cart = sampleCart(a);
    const first = await createPayment(cart);
    expect(first.status).toBe(200);
    const res = await createPayment({ ...cart, items: [{ itemId: a.menu.plainItemId, qty: 5 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error?.code).toBe('attempt_conflict');
    expect((await Orders.get(first.body.orderId))?.totalCents).toBe(6363);
  });
});

describe('an attempt that is over', () => {
  it('repeated after the order was paid is a 409 order_closed, and the order stays paid', async () => {
    const cart = sampleCart(a);
    const started = await createPayment(cart);
    expect(started.status).toBe(200);
    await Orders.advance(started.body.orderId, 'pending_payment', 'paid', 'payment');
    const res = await createPayment(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'order_closed', message: 'This order is already paid' });
    expect((await Orders.get(started.body.orderId))?.status).toBe('paid');
  });
});

describe('a refused request writes no order', () => {
  /** Sends the cart, expects the status (and message), then proves no order exists for it or the restaurant. */
  async function expectRefused(cart: CartBody | Record<string, unknown>, status: number, message?: string | RegExp) {
    const restaurantId = (cart as CartBody).restaurantId ?? a.id;
    const before = (await ordersOf(restaurantId)).length;
    const res = await createPayment(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(typeof res.body.error?.code).toBe('string');
    if (message) expect(res.body.error?.message).toMatch(message);
    const attemptId = (cart as CartBody).attemptId;
    if (typeof attemptId === 'string' && typeof restaurantId === 'string') expect(await orderOfAttempt({ restaurantId, attemptId })).toBeNull();
    expect((await ordersOf(restaurantId)).length).toBe(before);
  }
  const line = (itemId: string, extra: Record<string, unknown> = {}) => ({ itemId, qty: 1, ...extra });
  const pizza = (optionIds: string[]) => line(a.menu.pizzaId, { optionIds });

  it('an unknown item', async () => {
    await expectRefused(sampleCart(a, { items: [line(randomUUID())] }), 400, 'no longer on the menu');
  });

  it("another restaurant's item", async () => {
    await expectRefused(sampleCart(a, { items: [line(b.menu.plainItemId)] }), 400, 'no longer on the menu');
  });

  it('a hidden, an inactive and a sold-out item, each named', async () => {
    await expectRefused(sampleCart(a, { items: [line(a.menu.hiddenItemId)] }), 400, "'Staff Meal' is no longer available");
    await expectRefused(sampleCart(a, { items: [line(a.menu.inactiveItemId)] }), 400, "'Winter Soup' is no longer available");
    await expectRefused(sampleCart(a, { items: [line(a.menu.plainItemId), line(a.menu.soldOutItemId)] }), 400, "'Truffle Pasta' is sold out");
  });

  it('an option of another item, of another restaurant, or a hidden option', async () => {
    await expectRefused(sampleCart(a, { items: [line(a.menu.plainItemId, { optionIds: [a.menu.olivesOptionId] })] }), 400, "'Caesar Salad' is not available");
    await expectRefused(sampleCart(a, { items: [pizza([b.menu.largeOptionId])] }), 400, "'Margherita' is not available");
    const hidden = await Menu.createModifierOption(a.id, a.menu.extrasGroupId, { name: 'Secret Sauce', priceDeltaCents: -500, position: 9, visible: false });
    await expectRefused(sampleCart(a, { items: [pizza([a.menu.regularOptionId, hidden.id])] }), 400, "'Margherita' is not available");
  });

  it('a missing required choice, two choices in a single group, too many in a multi group, the same option twice', async () => {
    await expectRefused(sampleCart(a, { items: [pizza([a.menu.olivesOptionId])] }), 400, "Choose a Size for 'Margherita'");
    await expectRefused(sampleCart(a, { items: [pizza([a.menu.regularOptionId, a.menu.largeOptionId])] }), 400, "Choose only one Size for 'Margherita'");
    await expectRefused(
      sampleCart(a, { items: [pizza([a.menu.regularOptionId, a.menu.olivesOptionId, a.menu.basilOptionId, chiliOptionId])] }),
      400,
      "Choose at most 2 Extras for 'Margherita'",
    );
    await expectRefused(sampleCart(a, { items: [pizza([a.menu.regularOptionId, a.menu.regularOptionId])] }), 400, 'twice');
  });

  it('a quantity of 0, -1 or 100', async () => {
    for (const qty of [0, -1, 100, 1.5]) {
      await expectRefused(sampleCart(a, { items: [line(a.menu.plainItemId, { qty })] }), 400);
    }
  });

  it('1,000 lines', async () => {
    const items = Array.from({ length: 1000 }, () => line(a.menu.plainItemId));
    const cart = sampleCart(a, { items });
    const res = await createPayment(cart);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await orderOfAttempt(cart)).toBeNull();
    // 51 lines: small enough to parse, one more than an order holds
    await expectRefused(sampleCart(a, { items: items.slice(0, 51) }), 400, 'at most 50 lines');
  });

  it('prices or totals sent by the client (strict schema)', async () => {
    await expectRefused(sampleCart(a, { items: [line(a.menu.plainItemId, { priceCents: 1 })] }), 400);
    await expectRefused({ ...sampleCart(a), totalCents: 1 }, 400);
    await expectRefused({ ...sampleCart(a), subtotalCents: 1, taxCents: 0 }, 400);
    await expectRefused(sampleCart(a, { tip: { kind: 'percent', percent: 50 } as never }), 400);
    await expectRefused(sampleCart(a, { tip: { kind: 'custom', cents: -100 } }), 400);
  });

  it('a total below the smallest card charge', async () => {
    const mint = await Menu.createItem(a.id, { categoryId: a.menu.categoryId, name: 'Mint', priceCents: 30, position: 20 });
    await expectRefused(sampleCart(a, { tip: { kind: 'none' }, items: [line(mint.id)] }), 400, 'smallest amount a card can be charged');
  });

  it(`a total above the largest card charge (${MAX_CHARGE_CENTS} cents, 400 total_too_large): $534,600,000.00 of the dearest item writes no order, $972,000.00 is written`, async () => {
    const caviar = await Menu.createItem(a.id, { categoryId: a.menu.categoryId, name: 'Caviar Tower', priceCents: MENU_PRICE_MAX_CENTS, position: 21 });
    // The most a cart may hold: 50 lines of 99 at the highest menu price, 8% tax on top.
    const items = Array.from({ length: 50 }, () => line(caviar.id, { qty: 99 }));
    const huge = sampleCart(a, { tip: { kind: 'none' }, items });
    expect(priceOrder({ lines: items.map(() => ({ unitPriceCents: MENU_PRICE_MAX_CENTS, qty: 99 })), taxRateBps: 800, tip: { kind: 'none' } }).totalCents).toBe(534_600_000_00);
    await expectRefused(huge, 400, /above the largest amount a card can be charged \(999,999\.99\)/);
    // 10 of them with tax ($1,080,000.00) is over; 9 ($972,000.00) can be charged, and is written.
    await expectRefused(sampleCart(a, { tip: { kind: 'none' }, items: [line(caviar.id, { qty: 10 })] }), 400, 'above the largest amount');
    const nine = await createPayment(sampleCart(a, { tip: { kind: 'none' }, items: [line(caviar.id, { qty: 9 })] }));
    expect(nine.status, JSON.stringify(nine.body)).toBe(200);
    expect((await Orders.get(nine.body.orderId))?.totalCents).toBe(972_000_00);
  });

  it('an unknown restaurant is a 404', async () => {
    await expectRefused(sampleCart(a, { restaurantId: randomUUID() }), 404, 'Restaurant not found');
  });

  it('a restaurant that does not take payments yet is a 409 payments_not_enabled', async () => {
    const c = await restaurantWithMenu('Not Yet Open');
    await Restaurants.setPaymentStatus(c.id, { chargesEnabled: false, payoutsEnabled: false });
    const res = await createPayment(sampleCart(c));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'payments_not_enabled', message: 'This restaurant is not accepting payments yet' });
    expect(await ordersOf(c.id)).toEqual([]);
  });
});

describe('combos', () => {
  let lunchComboId: string;
  let mealId: string;
  let lemonadeId: string;
  let mainComponentId: string;
  let drinkComponentId: string;
  let mealMainId: string;
  let mealDrinkId: string;

  beforeAll(async () => {
    const item = (name: string, priceCents: number, extra = {}) =>
      Menu.createItem(a.id, { categoryId: a.menu.categoryId, name, priceCents, position: 10, ...extra });
    lemonadeId = (await item('Lemonade', 350)).id;
    const soldOutSoda = await item('Cola', 300, { soldOut: true });
    lunchComboId = (await item('Lunch Combo', 1500)).id;
    mealId = (await item('Build a Meal', 0)).id;

    // Combos as they were stored before the builder kept them (an id of their own, not the item's), on items from
    // before their rows carried checkout's index of their links (issue 31 goal 2): read as then.
    const combo = async (itemId: string, pricingMode: 'fixed' | 'dynamic', comboDiscountCents: number) => {
      const comboId = randomUUID();
      await db.entities.comboItem.create({ restaurantId: a.id, comboId, itemId, pricingMode, comboDiscountCents }).go();
      await db.entities.menuItem.patch({ restaurantId: a.id, itemId }).remove(['modifierGroupIds', 'comboRef']).go();
      return comboId;
    };
    const component = async (comboId: string, position: number, label: string, quantity: number, choices: string[]) => {
      const componentId = randomUUID();
      await db.entities.comboComponent
        .create({ restaurantId: a.id, comboId, componentId, label, quantity, selectionType: 'single', required: true, position })
        .go();
      for (const [position, choiceItemId] of choices.entries()) {
        await db.entities.comboComponentChoice.create({ restaurantId: a.id, componentId, choiceItemId, position }).go();
      }
      return componentId;
    };
    const lunch = await combo(lunchComboId, 'fixed', 0);
    mainComponentId = await component(lunch, 0, 'Main', 1, [a.menu.plainItemId, a.menu.pizzaId]);
    drinkComponentId = await component(lunch, 1, 'Drink', 1, [lemonadeId, soldOutSoda.id]);
    const meal = await combo(mealId, 'dynamic', 200);
    mealMainId = await component(meal, 0, 'Main', 1, [a.menu.plainItemId]);
    mealDrinkId = await component(meal, 1, 'Drink', 2, [lemonadeId]);
  });

  it("fixed: the combo's own price, with the chosen items listed", async () => {
    const cart = sampleCart(a, {
      tip: { kind: 'none' },
      items: [{ itemId: lunchComboId, qty: 2, comboChoices: [{ componentId: mainComponentId, itemIds: [a.menu.plainItemId] }, { componentId: drinkComponentId, itemIds: [lemonadeId] }] }],
    });
    const res = await createPayment(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await Orders.get(res.body.orderId);
    expect(order?.lines[0]).toMatchObject({
      itemName: 'Lunch Combo',
      unitPriceCents: 1500,
      lineTotalCents: 3000,
      options: [
        { groupName: 'Main', optionName: 'Caesar Salad', priceDeltaCents: 0 },
        { groupName: 'Drink', optionName: 'Lemonade', priceDeltaCents: 0 },
      ],
    });
    expect(order).toMatchObject({ subtotalCents: 3000, taxCents: 240, totalCents: 3240 });
  });

  it("dynamic: the chosen items' prices times the component quantity, less the discount", async () => {
    const cart = sampleCart(a, {
      tip: { kind: 'none' },
      items: [{ itemId: mealId, qty: 1, comboChoices: [{ componentId: mealMainId, itemIds: [a.menu.plainItemId] }, { componentId: mealDrinkId, itemIds: [lemonadeId] }] }],
    });
    const res = await createPayment(cart);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await Orders.get(res.body.orderId);
    // 1250 + 2 x 350 - 200
    expect(order?.lines[0]).toMatchObject({ unitPriceCents: 1750, options: [{ optionName: 'Caesar Salad' }, { optionName: '2 x Lemonade' }] });
  });

  it('refuses a missing component, a choice from elsewhere, a sold-out choice, and choices for a plain item', async () => {
    const lunchWith = (comboChoices: unknown[]) => sampleCart(a, { items: [{ itemId: lunchComboId, qty: 1, comboChoices }] });
    const cases: [CartBody, string][] = [
      [lunchWith([{ componentId: mainComponentId, itemIds: [a.menu.plainItemId] }]), "Choose a Drink for 'Lunch Combo'"],
      [lunchWith([{ componentId: mainComponentId, itemIds: [lemonadeId] }, { componentId: drinkComponentId, itemIds: [lemonadeId] }]), 'not available'],
      [lunchWith([{ componentId: mainComponentId, itemIds: [a.menu.plainItemId] }, { componentId: mealDrinkId, itemIds: [lemonadeId] }]), 'not available'],
      [
        lunchWith([{ componentId: mainComponentId, itemIds: [a.menu.plainItemId] }, { componentId: drinkComponentId, itemIds: [lemonadeId, lemonadeId] }]),
        "Choose only one Drink for 'Lunch Combo'",
      ],
      [sampleCart(a, { items: [{ itemId: a.menu.plainItemId, qty: 1, comboChoices: [{ componentId: mainComponentId, itemIds: [lemonadeId] }] }] }), 'is not a combo'],
    ];
    for (const [cart, message] of cases) {
      const res = await createPayment(cart);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error?.message).toContain(message);
      expect(await orderOfAttempt(cart)).toBeNull();
    }
    const menu = await Menu.read(a.id, { consistent: true });
    const cola = menu.items.find((i) => i.name === 'Cola')!;
    expect(cola.soldOut).toBe(true);
    const soldOut = await createPayment(lunchWith([{ componentId: mainComponentId, itemIds: [a.menu.plainItemId] }, { componentId: drinkComponentId, itemIds: [cola.id] }]));
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.error?.message).toBe("'Cola' in 'Lunch Combo' is sold out");
  });
});
