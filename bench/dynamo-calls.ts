/**
 * DynamoDB calls per request: the local runtime runs the handlers in this process, so a middleware on the one
 * document client counts every call a request makes. The GETs go over HTTP (every call in the process meanwhile is
 * counted); create-payment is invoked in this process as API Gateway invokes it, and only the calls made inside that
 * invocation are counted (AsyncLocalStorage), not the stream handlers its order wakes meanwhile.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { db, documentClient, Menu, Restaurants } from '../functions/lib/composition';
import { createSandboxAccounts } from '../functions/lib/payments/sandbox/connect-accounts';
import type { PublicMenu } from '../shared/api';

let httpCalls: string[] | null = null;
const invocation = new AsyncLocalStorage<string[]>();
let installed = false;
/**
 * The sandbox gateway's own records (its account, its checkout session): their keys name a sandbox entity. They stand
 * in for Stripe's API, which is no DynamoDB call in production, so create-payment's figure leaves them out and lists
 * them apart.
 */
const SANDBOX_RECORD = /"\$sandbox[A-Za-z]+_\d/;
const NOT_COUNTED = "not counted, the sandbox gateway's own records (Stripe's API in production):";

type DocumentClient = typeof documentClient;

function install() {
  if (installed) return;
  installed = true;
  countOn(documentClient);
}

function countOn(client: DocumentClient) {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown');
      (invocation.getStore() ?? httpCalls)?.push(SANDBOX_RECORD.test(JSON.stringify(args.input)) ? `${NOT_COUNTED} ${command}` : command);
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
}

async function counted<T>(request: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  install();
  httpCalls = [];
  try {
    const result = await request();
    return { result, calls: listed(httpCalls) };
  } finally {
    httpCalls = null;
  }
}

type Handler = (typeof import('../functions/create-payment'))['handler'];

/**
 * create-payment as it was in an older tree (bench/cold-starts.ts BASELINE, with its own dependencies): its handler
 * and its own document client, counted alike, against the same table.
 */
export async function baselineCreatePayment(root: string): Promise<Handler> {
  const composition = (await import(path.join(root, 'functions/lib/composition.ts'))) as { documentClient: DocumentClient };
  countOn(composition.documentClient);
  return ((await import(path.join(root, 'functions/create-payment.ts'))) as { handler: Handler }).handler;
}

/** POST create-payment invoked in this process as API Gateway (HTTP API, payload 2.0) invokes it; its own calls. */
async function invokeCreatePayment(body: unknown, handlerOf?: Handler): Promise<{ status: number; calls: string[] }> {
  install();
  const handler = handlerOf ?? (await import('../functions/create-payment')).handler;
  const { createLambdaContext } = await import('../infra/local/lambda-context');
  const path = '/functions/v1/create-payment';
  const event = {
    version: '2.0',
    routeKey: `POST ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'localhost', 'content-type': 'application/json' },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' } },
  } as unknown as APIGatewayProxyEventV2;
  const calls: string[] = [];
  const result = await invocation.run(calls, () => handler(event, createLambdaContext('create-payment', 10_000)));
  return { status: result.statusCode ?? 0, calls: listed(calls) };
}

/** The counted calls in order, then the sandbox gateway's, named once. */
function listed(calls: string[]): string[] {
  const gateway = calls.filter((c) => c.startsWith(NOT_COUNTED)).map((c) => c.slice(NOT_COUNTED.length + 1));
  const own = calls.filter((c) => !c.startsWith(NOT_COUNTED));
  return [...own, ...(gateway.length ? [`${NOT_COUNTED} ${gateway.join(', ')}`] : [])];
}

const countOf = (commands: string[]) => commands.filter((c) => !c.startsWith(NOT_COUNTED)).length;

/**
 * A restaurant of its own (the demo menu has no combo) whose menu is built through the builder's domain calls: a dish
 * with a required Size and optional Extras, a plain dish, and a combo of two components.
 */
async function comboRestaurant() {
  const { restaurant } = await Restaurants.ensureForOwner(`bench-calls-owner-${randomUUID()}`, { name: 'Bench Combo' });
  const restaurantId = restaurant.id;
  const accountId = `acct_sandbox_${restaurantId.slice(0, 8)}`;
  await createSandboxAccounts(db).ensureOnboarded(accountId, restaurantId);
  await Restaurants.setStripeAccount(restaurantId, accountId);
  await Restaurants.setPaymentStatus(restaurantId, { chargesEnabled: true, payoutsEnabled: true });
  const category = await Menu.createCategory(restaurantId, { name: 'Mains' });
  const item = async (name: string, priceCents: number) => (await Menu.createItem(restaurantId, { categoryId: category.id, name, priceCents })).id;
  const [pizza, salad, fries, cola, meal] = [await item('Pizza', 1400), await item('Salad', 1250), await item('Fries', 400), await item('Cola', 300), await item('Meal', 1500)];
  const size = await Menu.addModifierGroup(restaurantId, { name: 'Size', selectionType: 'single', required: true });
  const large = (await Menu.addModifierOption(restaurantId, size.id, { name: 'Large', priceDeltaCents: 400 })).option.id;
  const extras = await Menu.addModifierGroup(restaurantId, { name: 'Extras', selectionType: 'multi', minSelect: 0, maxSelect: 2 });
  const olives = (await Menu.addModifierOption(restaurantId, extras.id, { name: 'Olives', priceDeltaCents: 100 })).option.id;
  await Menu.setItemModifierGroups(restaurantId, pizza, [size.id, extras.id]);
  const component = (label: string, choiceItemIds: string[]) => ({ label, quantity: 1, selectionType: 'single' as const, required: true, allowChildCustomization: false, choiceItemIds });
  const combo = await Menu.saveCombo(restaurantId, meal, { pricingMode: 'fixed', components: [component('Side', [fries]), component('Drink', [cola])] });
  return {
    restaurantId,
    items: [
      { itemId: pizza, qty: 2, optionIds: [large, olives], note: null },
      { itemId: salad, qty: 1, optionIds: [], note: null },
      { itemId: meal, qty: 1, optionIds: [], comboChoices: [{ componentId: combo.components[0]!.id, itemIds: [fries] }, { componentId: combo.components[1]!.id, itemIds: [cola] }], note: null },
    ],
  };
}

export interface DynamoCallFigure {
  request: string;
  calls: number;
  commands: string[];
  status: number;
  /** The same request by the older tree's create-payment, when the bench was given one. */
  before?: { calls: number; commands: string[]; status: number };
}

/**
 * The diner's menu and payment (DESIGN.md 10: menu-public one query round, create-payment at most 5 calls, for the
 * demo's cart and for a cart with options and a combo on a restaurant built here) and,
 * signed in as the owner, the owner's setup overview: one query of the menu collection, after the role check every
 * restaurant-scoped route makes (a GetItem and a Query, in parallel).
 */
export async function measureDynamoCalls(
  apiUrl: string,
  restaurantId: string,
  ownerIdToken?: string,
  baseline?: Handler,
): Promise<DynamoCallFigure[]> {
  const figures: DynamoCallFigure[] = [];
  if (ownerIdToken) {
    const setup = await counted(() =>
      fetch(`${apiUrl}/api/v1/restaurants/${restaurantId}/setup`, { headers: { authorization: `Bearer ${ownerIdToken}` } }),
    );
    figures.push({ request: 'GET setup (owner)', calls: countOf(setup.calls), commands: setup.calls, status: setup.result.status });
  }
  const menuUrl = `${apiUrl}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`;
  const menu = await counted(() => fetch(menuUrl));
  figures.push({ request: 'GET menu-public', calls: countOf(menu.calls), commands: menu.calls, status: menu.result.status });
  if (!menu.result.ok) return figures;
  const body = (await menu.result.json()) as PublicMenu;

  const plain = body.items.find((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo);
  const withOptions = body.items.find((i) => !i.soldOut && i.modifierGroupIds.length > 0);
  const items: { itemId: string; qty: number; optionIds: string[]; note: null }[] = [];
  if (plain) items.push({ itemId: plain.id, qty: 2, optionIds: [], note: null });
  if (withOptions) {
    const optionIds = withOptions.modifierGroupIds
      .map((gid) => body.modifierGroups.find((g) => g.id === gid)!)
      .filter((g) => g.required)
      .map((g) => g.options[0]!.id);
    items.push({ itemId: withOptions.id, qty: 1, optionIds, note: null });
  }
  const pay = (cart: { restaurantId: string; items: unknown[]; lang?: string }, handler?: Handler) =>
    invokeCreatePayment({ ...cart, tableLabel: '5', note: null, tip: { kind: 'percent', percent: 18 }, attemptId: randomUUID() }, handler);
  const measured = async (request: string, cart: { restaurantId: string; items: unknown[]; lang?: string }): Promise<DynamoCallFigure> => {
    const after = await pay(cart);
    const before = baseline ? await pay(cart, baseline) : undefined;
    return {
      request,
      calls: countOf(after.calls),
      commands: after.calls,
      status: after.status,
      ...(before ? { before: { calls: countOf(before.calls), commands: before.calls, status: before.status } } : {}),
    };
  };
  figures.push(await measured('POST create-payment (demo: a plain dish, one with options)', { restaurantId, items }));
  const combo = await comboRestaurant();
  figures.push(await measured('POST create-payment (a dish with 2 options, a plain dish, a combo of 2 components, lang=es)', { ...combo, lang: 'es' }));
  return figures;
}
