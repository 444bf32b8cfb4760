/**
 * Issue 14's must-show: checkout reads only what it prices. On a menu translated into all 9 languages, a checkout in
 * Spanish reads the Spanish translations of the ordered items and no other translation (no other language, no other
 * item: the order's lines carry the restaurant's own names for staff and the Spanish ones for the diner), and its
 * DynamoDB reads are the same, in calls and in items, on a small and on a six-times larger menu with the same cart.
 * The diner's order page and checkout show the Spanish names; the staff's order list shows the restaurant's.
 * The checkout runs in this process (Checkout.start with the configured sandbox gateway), so a middleware on the
 * one document client sees every call it makes.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentRequest } from '../../../shared/api';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { Checkout, documentClient, Menu, Orders } from '../../../functions/lib/composition';
import { checkoutRequestFor } from '../../../functions/lib/domain/checkout/checkout-request';
import { paymentGateway, siteUrl } from '../../../functions/lib/payments/configured';
import { restaurantWithMenu, type PaymentRestaurant } from './support';

const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand', 'TransactGetItemsCommand', 'GetCommand', 'BatchGetCommand', 'TransactGetCommand']);
const MIDDLEWARE = 'checkoutReadCounter';

interface Read {
  command: string;
  /** The ElectroDB entity of every item the call returned. */
  entities: string[];
  /** Every translation the call returned: its item and language. */
  translations: { itemId: string; lang: string }[];
  bytes: number;
}
let recording: Read[] | null = null;

function entityOf(item: Record<string, unknown>): string {
  const tag = item.__edb_e__;
  if (typeof tag === 'string') return tag;
  if (tag && typeof tag === 'object' && 'S' in tag) return String((tag as { S: unknown }).S);
  return 'unknown';
}

function returnedItems(output: Record<string, unknown>): Record<string, unknown>[] {
  if (Array.isArray(output.Items)) return output.Items as Record<string, unknown>[];
  if (output.Item) return [output.Item as Record<string, unknown>];
  if (output.Responses && typeof output.Responses === 'object') {
    return Object.values(output.Responses as Record<string, Record<string, unknown>[]>).flat();
  }
  return [];
}

async function counted(run: () => Promise<unknown>): Promise<Read[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = null;
  }
}

/** `count` more items on the restaurant's menu, each (and each ordered one) translated into every language. */
async function translateEverything(r: PaymentRestaurant, extraItems: number) {
  const extra = [];
  for (let i = 0; i < extraItems; i += 10) {
    extra.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, extraItems - i) }, (_, j) =>
          Menu.createItem(r.id, { categoryId: r.menu.categoryId, name: `Dish ${i + j}`, priceCents: 900, description: 'A long description '.repeat(8) }),
        ),
      )),
    );
  }
  const itemIds = [r.menu.plainItemId, r.menu.pizzaId, ...extra.map((item) => item.id)];
  for (const itemId of itemIds) {
    await Promise.all(
      LANGUAGE_CODES.map((lang) => Menu.putItemTranslation(r.id, { itemId, lang, name: `${nameOf(r, itemId)} (${lang})`, description: `${lang} description `.repeat(8) })),
    );
  }
  await Promise.all(LANGUAGE_CODES.map((lang) => Menu.putCategoryTranslation(r.id, { categoryId: r.menu.categoryId, lang, name: `${lang} mains` })));
}

function nameOf(r: PaymentRestaurant, itemId: string): string {
  return itemId === r.menu.pizzaId ? 'Margherita' : itemId === r.menu.plainItemId ? 'Caesar Salad' : 'Dish';
}

function cartFor(r: PaymentRestaurant): CreatePaymentRequest {
  return {
    restaurantId: r.id,
    attemptId: randomUUID(),
    tableLabel: '4',
    note: null,
    // Offered by the restaurant (en default, es, nl): the lines get their Spanish names.
    lang: 'es',
    tip: { kind: 'percent', percent: 18 },
    items: [
      { itemId: r.menu.pizzaId, qty: 2, optionIds: [r.menu.largeOptionId, r.menu.olivesOptionId], comboChoices: [], removedIngredientIds: [], note: null },
      { itemId: r.menu.plainItemId, qty: 1, optionIds: [], comboChoices: [], removedIngredientIds: [], note: null },
    ],
  };
}

const menuReads = (reads: Read[]) => reads.filter((read) => read.entities.some((e) => e.startsWith('menu') || e.startsWith('modifier') || e.startsWith('combo') || e === 'itemModifierGroup'));

let small: PaymentRestaurant;
let large: PaymentRestaurant;

beforeAll(async () => {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = String(context.commandName ?? 'unknown');
      if (recording && READS.has(command)) {
        const items = returnedItems(result.output as Record<string, unknown>);
        const translations = items
          .filter((item) => entityOf(item).endsWith('Translation'))
          .map((item) => ({ itemId: String(item.itemId ?? item.categoryId), lang: String(item.lang) }));
        recording.push({ command, entities: items.map(entityOf), translations, bytes: JSON.stringify(items).length });
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  [small, large] = await Promise.all([restaurantWithMenu('Small Menu'), restaurantWithMenu('Large Menu')]);
  // 10 and 60 items, every one translated into all 9 languages.
  await Promise.all([translateEverything(small, 5), translateEverything(large, 55)]);
}, 120_000);

afterAll(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
});

describe('a checkout on a menu translated into 9 languages', () => {
  it('reads only the Spanish translations of the ordered items, and the same calls and items on a 10-item and a 60-item menu', async () => {
    const smallReads = await counted(() => Checkout.start(cartFor(small), { gateway: paymentGateway, siteUrl }));
    const largeReads = await counted(() => Checkout.start(cartFor(large), { gateway: paymentGateway, siteUrl }));

    for (const [r, reads] of [[small, smallReads], [large, largeReads]] as const) {
      const entities = reads.flatMap((read) => read.entities);
      // The two ordered items' Spanish names: no other language, no other item, no category.
      expect(entities.filter((e) => e.endsWith('Translation'))).toEqual(['menuItemTranslation', 'menuItemTranslation']);
      expect(reads.flatMap((read) => read.translations).sort((a, b) => a.itemId.localeCompare(b.itemId))).toEqual(
        [r.menu.pizzaId, r.menu.plainItemId].sort().map((itemId) => ({ itemId, lang: 'es' })),
      );
      // Only the two ordered items are read, not the other 8 or 58.
      expect(entities.filter((e) => e === 'menuItem')).toHaveLength(2);
      // The ordered items' one category, by key, for its menu hours (issue 30 item 3), not the menu's others.
      expect(entities.filter((e) => e === 'menuCategory')).toHaveLength(1);
      // The restaurant and its Stripe account come from one read of its item.
      expect(entities.filter((e) => e === 'restaurant')).toHaveLength(1);
    }
    const shape = (reads: Read[]) => reads.map((read) => `${read.command}:${[...read.entities].sort().join(',')}`).sort();
    expect(shape(largeReads)).toEqual(shape(smallReads));
    const bytes = (reads: Read[]) => menuReads(reads).reduce((sum, read) => sum + read.bytes, 0);
    expect(bytes(largeReads)).toBeLessThanOrEqual(bytes(smallReads) * 1.1);
    // What checkout read before issue 14: the whole menu collection, every language.
    const wholeSmall = await counted(() => Menu.read(small.id));
    const wholeLarge = await counted(() => Menu.read(large.id));
    expect(bytes(largeReads)).toBeLessThan(bytes(wholeLarge) / 10);
    console.info(
      `checkout menu reads: ${smallReads.length} calls, ${bytes(smallReads)} B on 10 items; ${largeReads.length} calls, ${bytes(largeReads)} B on 60 items. ` +
        `The whole-menu read it replaces: ${bytes(wholeSmall)} B on 10 items, ${bytes(wholeLarge)} B on 60 items (${wholeLarge.length} calls)`,
    );

    // And it is still priced as before: 2 x (14.00 + 4.00 + 1.00) + 12.50.
    const [order] = await Orders.listByRestaurant(large.id, ['pending_payment']);
    expect(order?.subtotalCents).toBe(2 * 1900 + 1250);
    expect(order?.lines.map((line) => line.itemName)).toEqual(['Margherita', 'Caesar Salad']);
  }, 60_000);

  it("names the diner's lines in Spanish (order page, checkout) and the staff's in the restaurant's own language", async () => {
    const started = await Checkout.start(cartFor(small), { gateway: paymentGateway, siteUrl });

    // Staff: the board's list and the order itself carry the restaurant's names.
    const staffOrder = (await Orders.listByRestaurant(small.id, ['pending_payment'])).find((o) => o.id === started.orderId);
    expect(staffOrder?.lines.map((line) => line.itemName)).toEqual(['Margherita', 'Caesar Salad']);
    expect(staffOrder?.lines.map((line) => line.dinerItemName)).toEqual(['Margherita (es)', 'Caesar Salad (es)']);

    // The diner's order page: the Spanish names, as its lines' names.
    const publicOrder = await Checkout.publicOrder(started.orderId, undefined, paymentGateway);
    expect(publicOrder.lines.map((line) => line.itemName)).toEqual(['Margherita (es)', 'Caesar Salad (es)']);
    expect(publicOrder.lines.every((line) => !('dinerItemName' in line))).toBe(true);

    // The gateway's checkout page lists them in Spanish too.
    const request = checkoutRequestFor({ order: staffOrder!, restaurant: { name: small.name }, destinationAccountId: 'acct_x', siteUrl, locale: 'es' });
    expect(request.lines.map((line) => line.name)).toEqual(['Margherita (es)', 'Caesar Salad (es)']);

    // In the default language, or one the restaurant does not offer: no diner name, every page shows the restaurant's.
    for (const lang of ['en', 'de'] as const) {
      const other = await Checkout.start({ ...cartFor(small), lang }, { gateway: paymentGateway, siteUrl });
      const diner = await Checkout.publicOrder(other.orderId, undefined, paymentGateway);
      expect(diner.lines.map((line) => line.itemName)).toEqual(['Margherita', 'Caesar Salad']);
      const staff = (await Orders.listByRestaurant(small.id, ['pending_payment'])).find((o) => o.id === other.orderId);
      expect(staff?.lines.map((line) => line.dinerItemName)).toEqual([undefined, undefined]);
    }
  }, 60_000);
});
