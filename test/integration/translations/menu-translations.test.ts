/**
 * Menu translations against the local stack (sandbox translator): the page's read (Missing, then Complete after
 * translate-batch; counts = categories + 2 per item), hand edits (manual and locked, surviving both auto-translate
 * and regenerate until unlocked), the diner's menu in that language, and who may do it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Menu, MenuTranslations, Staff } from '../../../functions/lib/composition';
import { createSandboxTranslator } from '../../../functions/lib/translation/sandbox';
import type { Translator } from '../../../functions/lib/translation/translator';
import type {
  MenuTranslationLockResponse,
  MenuTranslationsResponse,
  MenuTranslationsSaveResponse,
  PublicMenu,
  TranslateBatchResponse,
} from '../../../shared/api';
import { api } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';
import { ownerWithRestaurant, type Owner } from '../setup/support';

interface TranslatedMenu {
  owner: Owner;
  mains: string;
  desserts: string;
  pizza: string;
  tiramisu: string;
}

/** Two categories; a pizza with a description, a tiramisu without one. */
async function translatedMenu(): Promise<TranslatedMenu> {
  const owner = await ownerWithRestaurant();
  const id = owner.restaurant.id;
  const mains = await Menu.createCategory(id, { name: 'Main Dishes', position: 0 });
  const desserts = await Menu.createCategory(id, { name: 'Desserts', position: 1 });
  const pizza = await Menu.createItem(id, { categoryId: mains.id, name: 'Margherita pizza', description: 'Tomato and basil', priceCents: 1150 });
  const tiramisu = await Menu.createItem(id, { categoryId: desserts.id, name: 'Tiramisu', priceCents: 650 });
  return { owner, mains: mains.id, desserts: desserts.id, pizza: pizza.id, tiramisu: tiramisu.id };
}

const read = (owner: Owner, lang: string, token = owner.user.idToken) =>
  api<MenuTranslationsResponse>('GET', `${owner.base}/menu/translations?lang=${lang}`, { token });
const translate = (owner: Owner, body: unknown, token = owner.user.idToken) =>
  api<TranslateBatchResponse>('POST', `${owner.base}/menu/translations/translate`, { token, body });
const save = (owner: Owner, body: unknown, token = owner.user.idToken) =>
  api<MenuTranslationsSaveResponse>('PUT', `${owner.base}/menu/translations`, { token, body });
const lock = (owner: Owner, body: unknown, token = owner.user.idToken) =>
  api<MenuTranslationLockResponse>('PUT', `${owner.base}/menu/translations/lock`, { token, body });

/** A translator that runs `meanwhile` before it answers ('{ja} text'): something happening while it translates. */
function slowTranslator(meanwhile: () => Promise<void>): Translator {
  return {
    provider: 'slow',
    async translate({ texts, target }) {
      await meanwhile();
      return { texts: texts.map((t) => `{${target}} ${t}`), provider: 'slow' };
    },
  };
}

const completionOf = (page: MenuTranslationsResponse, lang: string) => page.completion.find((c) => c.lang === lang);

let m: TranslatedMenu;
beforeAll(async () => {
  m = await translatedMenu();
});

describe('GET /menu/translations', () => {
  it('lists every category and item with its source text, Missing before anything is translated', async () => {
    const res = await read(m.owner, 'es');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sourceLang).toBe('en');
    expect(res.body.lang).toBe('es');
    expect(res.body.enabledLanguages).toEqual(['en', 'es', 'nl']);
    expect(res.body.categories.map((c) => [c.id, c.source.name, c.translation, c.status])).toEqual([
      [m.mains, 'Main Dishes', null, 'missing'],
      [m.desserts, 'Desserts', null, 'missing'],
    ]);
    expect(res.body.items.map((i) => [i.id, i.categoryId, i.source, i.translation, i.status])).toEqual([
      [m.pizza, m.mains, { name: 'Margherita pizza', description: 'Tomato and basil' }, null, 'missing'],
      [m.tiramisu, m.desserts, { name: 'Tiramisu', description: null }, null, 'missing'],
    ]);
    // 2 categories + 2 per item; the tiramisu has no description to translate, so that part is done already.
    expect(completionOf(res.body, 'es')).toEqual({ lang: 'es', total: 6, translated: 1, complete: false });
    expect(res.body.completion.map((c) => c.lang)).toEqual(['es', 'nl', 'de', 'it', 'ru', 'zh', 'ja', 'ar']);
  });

  it('refuses the default language (its text is the menu itself) and a language it does not know', async () => {
    const def = await read(m.owner, 'en');
    expect(def.status).toBe(400);
    expect(def.body).toMatchObject({ error: { code: 'default_language', message: "English is the menu's default language: its text is the menu itself" } });
    expect((await read(m.owner, 'fr')).status).toBe(400);
    expect((await api('GET', `${m.owner.base}/menu/translations`, { token: m.owner.user.idToken })).status).toBe(400);
  });
});

describe('translate-batch, edits and locks', () => {
  it('auto-translates what is missing (sandbox, marked as simulated): then Complete, and the diner sees it', async () => {
    const res = await translate(m.owner, { lang: 'es', force: false });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ lang: 'es', provider: 'sandbox', created: 4, updated: 0, locked: 0, unchanged: 0 });

    const page = (await read(m.owner, 'es')).body;
    expect(page.categories.map((c) => [c.translation?.name, c.translation?.provenance, c.translation?.locked, c.status])).toEqual([
      ['[es] Main Dishes', 'machine', false, 'complete'],
      ['[es] Desserts', 'machine', false, 'complete'],
    ]);
    expect(page.items.map((i) => [i.translation?.name, i.translation?.description, i.translation?.provider, i.status])).toEqual([
      ['[es] Margherita pizza', '[es] Tomato and basil', 'sandbox', 'complete'],
      ['[es] Tiramisu', null, 'sandbox', 'complete'],
    ]);
    expect(completionOf(page, 'es')).toEqual({ lang: 'es', total: 6, translated: 6, complete: true });
    expect(completionOf(page, 'nl')).toEqual({ lang: 'nl', total: 6, translated: 1, complete: false });

    // Nothing missing any more: a second run makes nothing ('No missing translations found').
    expect((await translate(m.owner, { lang: 'es', force: false })).body).toMatchObject({ created: 0, updated: 0 });

    const diner = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${m.owner.restaurant.id}&lang=es`);
    expect(diner.status).toBe(200);
    expect(diner.body.categories.map((c) => c.name)).toEqual(['[es] Main Dishes', '[es] Desserts']);
    expect(diner.body.items.map((i) => [i.name, i.description])).toEqual([
      ['[es] Margherita pizza', '[es] Tomato and basil'],
      ['[es] Tiramisu', null],
    ]);
  });

  it('a hand edit becomes manual and locked, and survives auto-translate and regenerate; unlocked, regenerate replaces it', async () => {
    const saved = await save(m.owner, {
      lang: 'es',
      categories: [{ id: m.desserts, name: '  Postres ' }],
      items: [{ id: m.pizza, name: 'Pizza Margarita', description: 'Tomate y albahaca' }],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ lang: 'es', saved: 2, unchanged: 0, skipped: 0 });
    const pizzaRow = () => saved.body.translations.items.find((i) => i.id === m.pizza)!;
    expect(pizzaRow().translation).toMatchObject({ name: 'Pizza Margarita', description: 'Tomate y albahaca', provenance: 'manual', locked: true, provider: null });
    expect(saved.body.translations.categories.find((c) => c.id === m.desserts)!.translation).toMatchObject({ name: 'Postres', provenance: 'manual', locked: true });

    // Regenerate everything: the two locked rows are left alone, and so are the two unlocked machine rows, whose
    // source text has not changed since the machine translated it.
    const regenerated = await translate(m.owner, { lang: 'es', force: true });
    expect(regenerated.body).toEqual({ lang: 'es', provider: 'sandbox', created: 0, updated: 0, locked: 2, unchanged: 2 });
    const auto = await translate(m.owner, { lang: 'es', force: false });
    expect(auto.body).toMatchObject({ created: 0, updated: 0 });
    let page = (await read(m.owner, 'es')).body;
    expect(page.items.find((i) => i.id === m.pizza)!.translation).toMatchObject({ name: 'Pizza Margarita', provenance: 'manual', locked: true });
    expect(page.categories.find((c) => c.id === m.desserts)!.translation!.name).toBe('Postres');

    // Unlock the pizza, regenerate just it: the machine's text replaces the edit.
    const unlocked = await lock(m.owner, { lang: 'es', kind: 'item', id: m.pizza, locked: false });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    expect(unlocked.body).toEqual({ lang: 'es', kind: 'item', id: m.pizza, locked: false });
    const one = await translate(m.owner, { lang: 'es', force: true, targets: { items: [m.pizza] } });
    expect(one.body).toEqual({ lang: 'es', provider: 'sandbox', created: 0, updated: 1, locked: 0, unchanged: 0 });
    page = (await read(m.owner, 'es')).body;
    expect(page.items.find((i) => i.id === m.pizza)!.translation).toMatchObject({
      name: '[es] Margherita pizza',
      description: '[es] Tomato and basil',
      provenance: 'machine',
      locked: false,
      provider: 'sandbox',
    });
    // The still-locked dessert category is the owner's word on the diner's menu.
    const diner = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${m.owner.restaurant.id}&lang=es`);
    expect(diner.body.categories.map((c) => c.name)).toEqual(['[es] Main Dishes', 'Postres']);
  });

  it('a locked category can be unlocked and locked again; locking what was never saved is 404', async () => {
    const fresh = await translatedMenu();
    expect((await lock(fresh.owner, { lang: 'de', kind: 'category', id: fresh.mains, locked: true })).status).toBe(404);
    await translate(fresh.owner, { lang: 'de', force: false, targets: { categories: [fresh.mains] } });
    const locked = await lock(fresh.owner, { lang: 'de', kind: 'category', id: fresh.mains, locked: true });
    expect(locked.body).toEqual({ lang: 'de', kind: 'category', id: fresh.mains, locked: true });
    const page = (await read(fresh.owner, 'de')).body;
    expect(page.categories[0]!.translation).toMatchObject({ name: '[de] Main Dishes', provenance: 'machine', locked: true });
    expect((await translate(fresh.owner, { lang: 'de', force: true, targets: { categories: [fresh.mains] } })).body).toMatchObject({
      created: 0,
      updated: 0,
      locked: 1,
    });
  });

  it('saving: blank names are skipped, unedited rows stay unlocked, an omitted description is kept, descriptions max 200', async () => {
    const fresh = await translatedMenu();
    await translate(fresh.owner, { lang: 'it', force: false });
    const res = await save(fresh.owner, {
      lang: 'it',
      categories: [{ id: fresh.mains, name: '[it] Main Dishes' }, { id: fresh.desserts, name: '   ' }],
      items: [{ id: fresh.pizza, name: 'Pizza margherita' }],
    });
    expect(res.body).toMatchObject({ saved: 1, unchanged: 1, skipped: 1 });
    const pizza = res.body.translations.items.find((i) => i.id === fresh.pizza)!;
    expect(pizza.translation).toMatchObject({ name: 'Pizza margherita', description: '[it] Tomato and basil', provenance: 'manual', locked: true });
    expect(res.body.translations.categories.map((c) => [c.translation?.provenance, c.translation?.locked])).toEqual([
      ['machine', false],
      ['machine', false],
    ]);

    const tooLong = await save(fresh.owner, { lang: 'it', items: [{ id: fresh.pizza, name: 'Pizza', description: 'x'.repeat(201) }] });
    expect(tooLong.status).toBe(400);
    const cleared = await save(fresh.owner, { lang: 'it', items: [{ id: fresh.pizza, name: 'Pizza', description: '' }] });
    const after = cleared.body.translations.items.find((i) => i.id === fresh.pizza)!;
    expect(after.translation).toMatchObject({ name: 'Pizza', description: null });
    // Its default description is untranslated now: Missing again; being locked, auto-translate leaves it to the owner.
    expect(after.status).toBe('missing');
    expect((await translate(fresh.owner, { lang: 'it', force: false })).body).toMatchObject({ created: 0, updated: 0, locked: 1 });
  });

  it('an edit saved while the machine is translating wins: the machine\'s write is dropped, not counted', async () => {
    const fresh = await translatedMenu();
    const id = fresh.owner.restaurant.id;
    // Made by another translator first, so regenerating with this one translates every row again.
    await MenuTranslations.translate(createSandboxTranslator(), id, fresh.owner.user.userId, { lang: 'ja', force: false });
    // While regenerating, the owner saves the pizza by hand (manual, locked).
    const racing = slowTranslator(() =>
      MenuTranslations.save(id, fresh.owner.user.userId, { lang: 'ja', categories: [], items: [{ id: fresh.pizza, name: 'ピザ' }] }).then(() => {}),
    );
    const result = await MenuTranslations.translate(racing, id, fresh.owner.user.userId, { lang: 'ja', force: true });
    expect(result).toEqual({ lang: 'ja', provider: 'slow', created: 0, updated: 3, locked: 0, unchanged: 0 });
    const page = await MenuTranslations.read(id, 'ja');
    expect(page.items.find((i) => i.id === fresh.pizza)!.translation).toMatchObject({ name: 'ピザ', provenance: 'manual', locked: true });
    expect(page.items.find((i) => i.id === fresh.tiramisu)!.translation).toMatchObject({ name: '{ja} Tiramisu', provider: 'slow' });
  });

  it('an unknown category or item is 404; the default language 400', async () => {
    const unknown = '3f1c9d2e-0000-4000-8000-000000000000';
    expect((await translate(m.owner, { lang: 'es', force: false, targets: { items: [unknown] } })).status).toBe(404);
    expect((await save(m.owner, { lang: 'es', categories: [{ id: unknown, name: 'X' }] })).status).toBe(404);
    expect((await translate(m.owner, { lang: 'en', force: true })).status).toBe(400);
  });
});

describe('who may translate', () => {
  let manager: TestUser;
  let stranger: Owner;
  beforeAll(async () => {
    manager = await createUser();
    const { inviteToken } = await Staff.invite({ restaurantId: m.owner.restaurant.id, email: manager.email, role: 'manager', createdBy: m.owner.user.userId });
    const attached = await api('POST', '/functions/v1/auth-attach-staff', { token: manager.idToken, body: { inviteToken } });
    expect(attached.status).toBe(200);
    stranger = await ownerWithRestaurant();
  });

  it('a manager gets 403 on every translations route', async () => {
    expect((await read(m.owner, 'es', manager.idToken)).status).toBe(403);
    expect((await save(m.owner, { lang: 'es', categories: [{ id: m.mains, name: 'X' }] }, manager.idToken)).status).toBe(403);
    expect((await lock(m.owner, { lang: 'es', kind: 'category', id: m.mains, locked: true }, manager.idToken)).status).toBe(403);
    expect((await translate(m.owner, { lang: 'es', force: true }, manager.idToken)).status).toBe(403);
  });

  it("another restaurant's owner gets 404 and changes nothing", async () => {
    expect((await read(m.owner, 'es', stranger.user.idToken)).status).toBe(404);
    expect((await translate(m.owner, { lang: 'es', force: true }, stranger.user.idToken)).status).toBe(404);
    expect((await save(m.owner, { lang: 'es', categories: [{ id: m.mains, name: 'Hacked' }] }, stranger.user.idToken)).status).toBe(404);
    const page = (await read(m.owner, 'es')).body;
    expect(page.categories.find((c) => c.id === m.mains)!.translation!.name).toBe('[es] Main Dishes');
  });
});
