/**
 * translate-batch within bounds (issue 24 item 5): regenerating (force) translates again only text changed since the
 * machine's last translation, so an unchanged menu costs nothing; calls are limited per restaurant and per person
 * (an hour) and the characters sent to the translator per restaurant (a day): 429 beyond, with nothing translated.
 */
import { describe, expect, it } from 'vitest';
import { Menu, MenuTranslations, RateLimits } from '../../../functions/lib/composition';
import { putItemTranslation } from '../../../functions/lib/domain/menu/translations';
import { db } from '../../../functions/lib/composition';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { sandboxTranslation } from '../../../functions/lib/translation/sandbox';
import type { TranslateRequest, Translator } from '../../../functions/lib/translation/translator';
import type { MenuTranslationsResponse, TranslateBatchResponse } from '../../../shared/api';
import { api } from '../../support/api';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { secondRestaurantOf } from '../setup/second-restaurant';

const LIMITS = RATE_LIMITS.translations;
type ErrorBody = { error?: { code: string; message: string } };

const translate = (owner: Owner, body: unknown) =>
  api<TranslateBatchResponse & ErrorBody>('POST', `${owner.base}/menu/translations/translate`, { token: owner.user.idToken, body });
const read = async (owner: Owner, lang: string) =>
  (await api<MenuTranslationsResponse>('GET', `${owner.base}/menu/translations?lang=${lang}`, { token: owner.user.idToken })).body;

/** The sandbox's translations (same provider, same text), remembering every request it was sent. */
function countingSandbox(): Translator & { requests: TranslateRequest[] } {
  const requests: TranslateRequest[] = [];
  return {
    provider: 'sandbox',
    requests,
    async translate(request) {
      requests.push(request);
      return { texts: request.texts.map((text) => sandboxTranslation(text, request.target)), provider: 'sandbox' };
    },
  };
}

async function menuOf(owner: Owner) {
  const id = owner.restaurant.id;
  const mains = await Menu.createCategory(id, { name: 'Main Dishes', position: 0 });
  const pizza = await Menu.createItem(id, { categoryId: mains.id, name: 'Margherita pizza', description: 'Tomato and basil', priceCents: 1150 });
  const soup = await Menu.createItem(id, { categoryId: mains.id, name: 'Onion soup', priceCents: 650 });
  return { mains: mains.id, pizza: pizza.id, soup: soup.id };
}

/** `count` calls that translate nothing (no targets): each is still a call. */
async function emptyCalls(owner: Owner, count: number) {
  for (let i = 0; i < count; i++) {
    await MenuTranslations.translate(countingSandbox(), owner.restaurant.id, owner.user.userId, { lang: 'de', targets: {}, force: true });
  }
}

describe('regenerate translates only what changed', () => {
  it('an unchanged menu is not translated again; renaming one item re-translates that item alone', async () => {
    const owner = await ownerWithRestaurant();
    const menu = await menuOf(owner);
    const first = await translate(owner, { lang: 'es', force: true });
    expect(first.body).toEqual({ lang: 'es', provider: 'sandbox', created: 3, updated: 0, locked: 0, unchanged: 0 });

    const again = await translate(owner, { lang: 'es', force: true });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toEqual({ lang: 'es', provider: 'sandbox', created: 0, updated: 0, locked: 0, unchanged: 3 });
    const translator = countingSandbox();
    const direct = await MenuTranslations.translate(translator, owner.restaurant.id, owner.user.userId, { lang: 'es', force: true });
    expect(direct).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    expect(translator.requests).toEqual([]);

    await Menu.updateItem(owner.restaurant.id, menu.pizza, { name: 'Pizza Napoletana' });
    const renamed = await MenuTranslations.translate(translator, owner.restaurant.id, owner.user.userId, { lang: 'es', force: true });
    expect(renamed).toEqual({ lang: 'es', provider: 'sandbox', created: 0, updated: 1, locked: 0, unchanged: 2 });
    expect(translator.requests.map((r) => r.texts)).toEqual([['Pizza Napoletana', 'Tomato and basil']]);
    const page = await read(owner, 'es');
    expect(page.items.map((i) => i.translation?.name)).toEqual(['[es] Pizza Napoletana', '[es] Onion soup']);
  });

  it('a machine translation made before the source was recorded is translated once, then left alone', async () => {
    const owner = await ownerWithRestaurant();
    const menu = await menuOf(owner);
    await putItemTranslation(db, owner.restaurant.id, { itemId: menu.soup, lang: 'nl', name: 'Uiensoep', provenance: 'machine', locked: false, provider: 'sandbox' });
    const translator = countingSandbox();
    const targets = { items: [menu.soup] };
    const once = await MenuTranslations.translate(translator, owner.restaurant.id, owner.user.userId, { lang: 'nl', targets, force: true });
    expect(once).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const twice = await MenuTranslations.translate(translator, owner.restaurant.id, owner.user.userId, { lang: 'nl', targets, force: true });
    expect(twice).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(translator.requests.map((r) => r.texts)).toEqual([['Onion soup']]);
  });
});

describe('translate-batch limits', () => {
  it(`refuses call ${LIMITS.callsPerRestaurantHour.limit + 1} from one restaurant in an hour with 429`, async () => {
    const owner = await ownerWithRestaurant();
    await menuOf(owner);
    await emptyCalls(owner, LIMITS.callsPerRestaurantHour.limit);
    const refused = await translate(owner, { lang: 'es', force: false });
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual({ code: 'too_many_translations', message: 'Too many translation requests from this restaurant. Try again in an hour.' });
    expect((await read(owner, 'es')).items.every((i) => i.translation === null)).toBe(true);
  });

  it('a person owning two restaurants does not get twice the calls', async () => {
    const first = await ownerWithRestaurant();
    const second = await secondRestaurantOf(first);
    await emptyCalls(first, LIMITS.callsPerRestaurantHour.limit);
    await emptyCalls(second, LIMITS.callsPerPersonHour.limit - LIMITS.callsPerRestaurantHour.limit);
    const refused = await translate(second, { lang: 'es', force: false });
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error?.message).toBe('You have sent too many translation requests. Try again in an hour.');
  });

  it("refuses a batch that would go over the restaurant's characters for the day, translating nothing", async () => {
    const owner = await ownerWithRestaurant();
    await menuOf(owner);
    // Today's allowance all but used: 'Main Dishes', 'Margherita pizza', 'Tomato and basil', 'Onion soup' do not fit.
    const taken = await RateLimits.take(owner.restaurant.id, [
      { kind: 'counter', key: `translate#${owner.restaurant.id}#characters`, ...LIMITS.charactersPerRestaurantDay, amount: LIMITS.charactersPerRestaurantDay.limit - 20 },
    ]);
    expect(taken.taken).toBe(true);
    const refused = await translate(owner, { lang: 'it', force: false });
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error?.message).toBe(
      "This restaurant has used today's machine translation allowance (500,000 characters). Try again tomorrow, or translate fewer items.",
    );
    expect((await read(owner, 'it')).categories.map((c) => c.translation)).toEqual([null]);
  });
});
