/**
 * Issue 31 goal 2 (DESIGN.md 10: create-payment makes at most 5 DynamoDB calls for any cart). The create-payment
 * handler runs in this process, so a middleware on the one document client sees every call it makes: a cart with a
 * dish with options, a plain dish and a combo (its components and chosen dishes), in the diner's language, on a menu
 * built through the builder, makes 5: the checkout's rate limits (one transaction), two batch reads (the restaurant,
 * its pause, the dishes and translations; then their groups, chosen options, combo, components, chosen choices and
 * categories), the order's transaction and the session remembered on the order. The sandbox gateway keeps its session
 * in the table (2 more calls, counted apart): Stripe's own API is no DynamoDB call in production.
 *
 * The same cart on items written before the item rows carried their links (no modifierGroupIds, no comboRef: the
 * index removed) is still priced the same, reading the links and combos as before. And the index follows the builder:
 * a group detached, a component dropped, a combo turned off are refused by the next checkout.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLambdaContext } from '../../../infra/local/lambda-context';
import { handler } from '../../../functions/create-payment';
import { db, documentClient, Menu, Orders } from '../../../functions/lib/composition';
import { restaurantWithMenu, type PaymentRestaurant } from './support';

const MIDDLEWARE = 'createPaymentCallCounter';
/** The sandbox gateway's own records (its account, its session): their keys name a sandbox entity. */
const SANDBOX_RECORD = /"\$sandbox[A-Za-z]+_\d/;

interface Call {
  command: string;
  gateway: boolean;
}
let recording: Call[] | null = null;

let r: PaymentRestaurant;
let ids: { fries: string; salad: string; cola: string; meal: string };
let components: { side: string; drink: string };

beforeAll(async () => {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      recording?.push({ command: String(context.commandName), gateway: SANDBOX_RECORD.test(JSON.stringify(args.input)) });
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  r = await restaurantWithMenu('Counted Calls');
  const item = async (name: string, priceCents: number) => (await Menu.createItem(r.id, { categoryId: r.menu.categoryId, name, priceCents })).id;
  ids = { fries: await item('Fries', 400), salad: await item('Side Salad', 500), cola: await item('Cola', 300), meal: await item('Burger Meal', 1500) };
  const component = (label: string, choiceItemIds: string[]) => ({ label, quantity: 1, selectionType: 'single' as const, required: true, allowChildCustomization: false, choiceItemIds });
  const combo = await Menu.saveCombo(r.id, ids.meal, { pricingMode: 'fixed', components: [component('Side', [ids.fries, ids.salad]), component('Drink', [ids.cola])] });
  components = { side: combo.components[0]!.id, drink: combo.components[1]!.id };
  // The diner orders in Spanish, one of the restaurant's languages.
  await Menu.putItemTranslation(r.id, { itemId: r.menu.pizzaId, lang: 'es', name: 'Margarita', description: 'Tomate y mozzarella' });
}, 60_000);

afterAll(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
});

function cart() {
  return {
    restaurantId: r.id,
    attemptId: randomUUID(),
    tableLabel: '4',
    note: null,
    lang: 'es',
    tip: { kind: 'percent', percent: 18 },
    items: [
      { itemId: r.menu.pizzaId, qty: 2, optionIds: [r.menu.largeOptionId, r.menu.olivesOptionId], note: null },
      { itemId: r.menu.plainItemId, qty: 1 },
      { itemId: ids.meal, qty: 1, comboChoices: [{ componentId: components.side, itemIds: [ids.salad] }, { componentId: components.drink, itemIds: [ids.cola] }] },
    ],
  };
}

/** POST create-payment as API Gateway hands it to the function, from its own address (its own rate limits). */
async function createPayment(body: unknown): Promise<{ status: number; calls: Call[]; orderId?: string; error?: string }> {
  const event = {
    version: '2.0',
    routeKey: 'POST /functions/v1/create-payment',
    rawPath: '/functions/v1/create-payment',
    rawQueryString: '',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/functions/v1/create-payment', protocol: 'HTTP/1.1', sourceIp: `10.31.2.${Math.floor(Math.random() * 250)}`, userAgent: 'test' } },
  } as unknown as APIGatewayProxyEventV2;
  recording = [];
  try {
    const result = await handler(event, createLambdaContext('create-payment', 10_000));
    const answer = JSON.parse(result.body ?? 'null') as { orderId?: string; error?: { message: string } };
    return {
      status: result.statusCode ?? 0,
      calls: recording,
      ...(answer?.orderId ? { orderId: answer.orderId } : {}),
      ...(answer?.error ? { error: answer.error.message } : {}),
    };
  } finally {
    recording = null;
  }
}

/** Pizza 2 x (14.00 + Large 4.00 + Olives 1.00), Caesar Salad 12.50, the fixed combo 15.00. */
const EXPECTED_LINES = [
  ['Margherita', 1900, ['Size: Large', 'Extras: Olives']],
  ['Caesar Salad', 1250, []],
  ['Burger Meal', 1500, ['Side: Side Salad', 'Drink: Cola']],
];

async function linesOf(orderId: string) {
  const order = await Orders.get(orderId);
  return order?.lines.map((l) => [l.itemName, l.unitPriceCents, l.options.map((o) => `${o.groupName}: ${o.optionName}`)]);
}

describe('create-payment on a cart with options and a combo', () => {
  it('makes 5 DynamoDB calls (and the sandbox gateway 2 of its own), and prices the cart as the builder set it', async () => {
    const { status, calls, orderId } = await createPayment(cart());
    expect(status).toBe(200);
    expect(calls.filter((c) => !c.gateway).map((c) => c.command)).toEqual([
      'TransactWriteItemsCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'TransactWriteItemsCommand',
      'UpdateItemCommand',
    ]);
    expect(calls.filter((c) => c.gateway)).toHaveLength(2);
    expect(await linesOf(orderId!)).toEqual(EXPECTED_LINES);
    const order = await Orders.get(orderId!);
    expect(order?.lines[0]?.dinerItemName).toBe('Margarita');
    expect(order?.subtotalCents).toBe(2 * 1900 + 1250 + 1500);
  });

  it('prices the same cart the same on items written before their rows carried their links, reading them as before', async () => {
    // As items stored before issue 31: no index of their groups or combo on their rows.
    for (const itemId of [r.menu.pizzaId, r.menu.plainItemId, ids.meal]) {
      await db.entities.menuItem.patch({ restaurantId: r.id, itemId }).remove(['modifierGroupIds', 'comboRef']).go();
    }
    const { status, calls, orderId } = await createPayment(cart());
    expect(status).toBe(200);
    expect(await linesOf(orderId!)).toEqual(EXPECTED_LINES);
    // The links of each of the 3 dishes (a query each), the restaurant's combos and the older combo's components.
    expect(calls.filter((c) => c.command === 'QueryCommand')).toHaveLength(5);
  });

  it("follows the builder's edits at once: a group detached, a component dropped, the combo turned off", async () => {
    const item = async (name: string, priceCents: number) => (await Menu.createItem(r.id, { categoryId: r.menu.categoryId, name, priceCents })).id;
    const [wrap, chips, juice, wrapMeal] = [await item('Wrap', 900), await item('Chips', 300), await item('Juice', 250), await item('Wrap Meal', 1200)];
    const component = (label: string, choiceItemIds: string[]) => ({ label, quantity: 1, selectionType: 'single' as const, required: true, allowChildCustomization: false, choiceItemIds });
    await Menu.setItemModifierGroups(r.id, wrap, [r.menu.sizeGroupId, r.menu.extrasGroupId]);
    const combo = await Menu.saveCombo(r.id, wrapMeal, { pricingMode: 'fixed', components: [component('Side', [chips]), component('Drink', [juice])] });
    const [side, drink] = [combo.components[0]!.id, combo.components[1]!.id];
    const order = (items: Record<string, unknown>[]) => createPayment({ ...cart(), lang: undefined, items });
    const wrapLine = { itemId: wrap, qty: 1, optionIds: [r.menu.largeOptionId, r.menu.olivesOptionId] };
    const mealLine = (choices: { componentId: string; itemIds: string[] }[]) => ({ itemId: wrapMeal, qty: 1, comboChoices: choices });

    const both = await order([wrapLine, mealLine([{ componentId: side, itemIds: [chips] }, { componentId: drink, itemIds: [juice] }])]);
    expect(both.status, both.error).toBe(200);
    expect(await linesOf(both.orderId!)).toEqual([
      ['Wrap', 1400, ['Size: Large', 'Extras: Olives']],
      ['Wrap Meal', 1200, ['Side: Chips', 'Drink: Juice']],
    ]);

    await Menu.setItemModifierGroups(r.id, wrap, [r.menu.sizeGroupId]);
    expect(await order([wrapLine])).toMatchObject({ status: 400, error: "An option chosen for 'Wrap' is not available" });
    expect((await order([{ ...wrapLine, optionIds: [r.menu.largeOptionId] }])).status).toBe(200);

    await Menu.saveCombo(r.id, wrapMeal, { components: [{ id: side, ...component('Side', [chips]) }] });
    const dropped = await order([mealLine([{ componentId: side, itemIds: [chips] }, { componentId: drink, itemIds: [juice] }])]);
    expect(dropped).toMatchObject({ status: 400, error: "A choice made for 'Wrap Meal' is not available" });
    expect((await order([mealLine([{ componentId: side, itemIds: [chips] }])])).status).toBe(200);

    await Menu.removeCombo(r.id, wrapMeal);
    expect(await order([mealLine([{ componentId: side, itemIds: [chips] }])])).toMatchObject({ status: 400, error: "'Wrap Meal' is not a combo" });
    const plain = await order([mealLine([])]);
    expect(plain.status, plain.error).toBe(200);
    expect(await linesOf(plain.orderId!)).toEqual([['Wrap Meal', 1200, []]]);
  });
});
