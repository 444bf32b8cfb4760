/**
 * The menu translations page, rendered for real (the page, its react-query hooks, apiRequest with
 * shared/api/menu-translations.ts' schemas) with the API answered at fetch: the edit language it opens on, the
 * completion badges, Save All Changes, auto-translate, lock and the error toasts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryTranslationRow, ItemTranslationRow, MenuTranslationsResponse } from '../../../shared/api';
import type { LanguageCode } from '../../../shared/languages';
import { translationCompletion } from '../../../shared/menu-translations';
import { MenuTranslationsPage } from '../../../web/src/features/owner/menu-translations/menu-translations-page';
import { defaultEditLanguage } from '../../../web/src/features/owner/menu-translations/translation-rules';
import { me, mockOwnerApi, renderAt, RESTAURANT_PATH, restaurant, RID } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };
const PATH = `${RESTAURANT_PATH}/menu/translations`;
const AT = '2026-11-23T10:00:00.000Z';

const machine = (name: string, description: string | null = null, locked = false) => ({
  name,
  description,
  provenance: 'machine' as const,
  locked,
  provider: 'sandbox',
  updatedAt: AT,
});

function category(id: string, name: string, translation: CategoryTranslationRow['translation'] = null, position = 0): CategoryTranslationRow {
  return { id, position, source: { name }, translation, status: translation?.name.trim() ? 'complete' : 'missing' };
}

function item(
  id: string,
  categoryId: string,
  source: { name: string; description: string | null },
  translation: ItemTranslationRow['translation'] = null,
  position = 0,
): ItemTranslationRow {
  const complete = !!translation?.name.trim() && (!source.description || !!translation.description?.trim());
  return { id, categoryId, position, source, translation, status: complete ? 'complete' : 'missing' };
}

function pageOf(lang: LanguageCode, categories: CategoryTranslationRow[], items: ItemTranslationRow[], over: Partial<MenuTranslationsResponse> = {}): MenuTranslationsResponse {
  const counts = translationCompletion(categories, items);
  return {
    restaurantId: RID,
    sourceLang: 'en',
    lang,
    enabledLanguages: ['en', 'es', 'nl'],
    categories,
    items,
    completion: [{ lang, ...counts, complete: counts.translated === counts.total }],
    ...over,
  };
}

/** Two categories, three items: pizza translated by the machine, pasta locked by hand, tiramisu missing (no description). */
function sample(lang: LanguageCode = 'es') {
  return pageOf(
    lang,
    [category('c-mains', 'Main Dishes', machine('[es] Main Dishes')), category('c-desserts', 'Desserts', null, 1)],
    [
      item('i-pizza', 'c-mains', { name: 'Margherita', description: 'Tomato and basil' }, machine('[es] Margherita', '[es] Tomato and basil')),
      item(
        'i-pasta',
        'c-mains',
        { name: 'Carbonara', description: 'Egg and pecorino' },
        { name: 'Carbonara casera', description: null, provenance: 'manual', locked: true, provider: null, updatedAt: AT },
        1,
      ),
      item('i-tiramisu', 'c-desserts', { name: 'Tiramisu', description: null }),
    ],
  );
}

function open(lang?: string) {
  return renderAt(`/owner/settings/menu-builder/translations${lang ? `?lang=${lang}` : ''}`, <MenuTranslationsPage />, '/owner/settings/menu-builder/translations');
}

const rowOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

describe('the edit language it opens on (SPEC.md 9)', () => {
  it('is the first enabled language that is not the default, else Spanish', () => {
    expect(defaultEditLanguage('en', ['en', 'nl', 'es'])).toBe('nl');
    expect(defaultEditLanguage('de', ['de', 'en'])).toBe('en');
    expect(defaultEditLanguage('en', ['en'])).toBe('es');
    expect(defaultEditLanguage('es', ['es'])).toBe('en');
  });

  it('opens on the first enabled non-default language, offers every language but the default, and says when one is not enabled', async () => {
    const api = mockOwnerApi({
      restaurant: restaurant({ defaultLanguage: 'en', enabledLanguages: ['en', 'de', 'es'] }),
      routes: { [`GET ${PATH}`]: ({ query }) => ({ body: sample(query.get('lang') as LanguageCode) }) },
    });
    const { user } = open();
    const select = (await screen.findByLabelText('Edit language', undefined, SLOW)) as HTMLSelectElement;
    expect(select.value).toBe('de');
    await screen.findByRole('heading', { name: 'Main Dishes', level: 3 });
    expect(api.calls.find((c) => c.path === PATH)?.query.get('lang')).toBe('de');
    const options = within(select).getAllByRole('option').map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['es', 'nl', 'de', 'it', 'ru', 'zh', 'ja', 'ar']);
    expect(screen.queryByText(/is not enabled yet/)).toBeNull();

    await user.selectOptions(select, 'ja');
    expect(await screen.findByText(/Japanese is not enabled yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Language Settings' }).getAttribute('href')).toBe('/owner/settings/language');
    await waitFor(() => expect(api.calls.some((c) => c.path === PATH && c.query.get('lang') === 'ja')).toBe(true));
  });

  it('falls back to Spanish when only the default is enabled', async () => {
    mockOwnerApi({
      restaurant: restaurant({ enabledLanguages: ['en'] }),
      routes: { [`GET ${PATH}`]: ({ query }) => ({ body: sample(query.get('lang') as LanguageCode) }) },
    });
    open();
    expect(((await screen.findByLabelText('Edit language', undefined, SLOW)) as HTMLSelectElement).value).toBe('es');
    expect(await screen.findByText(/Spanish is not enabled yet/)).toBeTruthy();
  });
});

describe('translations page', () => {
  it('shows completion: categories + 2 per item, per tab and overall, and each row its badges', async () => {
    mockOwnerApi({ routes: { [`GET ${PATH}`]: () => ({ body: sample() }) } });
    const { user } = open();
    await screen.findByRole('heading', { name: 'Main Dishes', level: 3 }, SLOW);
    // 2 categories + 2 × 3 items = 8; done: Main Dishes, pizza ×2, pasta name, tiramisu description (it has none) = 5.
    expect(screen.getByRole('progressbar', { name: 'Spanish completion' }).getAttribute('aria-valuetext')).toBe('5 of 8 translated');
    expect(screen.getByRole('tab', { name: 'Categories 1/2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Menu Items 4/6' })).toBeTruthy();

    expect(within(rowOf('Main Dishes')).getByText('Machine · Simulated (sandbox)')).toBeTruthy();
    expect(within(rowOf('Main Dishes')).getByText('Complete')).toBeTruthy();
    expect(within(rowOf('Desserts')).getByText('Missing')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Menu Items/ }));
    const pasta = rowOf('Carbonara');
    expect(within(pasta).getByText('Edited')).toBeTruthy();
    expect(within(pasta).getByText('Locked')).toBeTruthy();
    expect(within(pasta).getByText('Missing')).toBeTruthy();
    expect(within(pasta).getByRole('button', { name: 'Regenerate translation of Carbonara' }).hasAttribute('disabled')).toBe(true);
    expect(within(pasta).getByText('Locked: unlock it to regenerate.')).toBeTruthy();
    expect((screen.getByLabelText('Spanish description for Margherita') as HTMLTextAreaElement).value).toBe('[es] Tomato and basil');
    expect(screen.getByText('21/200')).toBeTruthy();
  });

  it('Save All Changes sends only the edited rows, trimmed, skips a blank name, and says so', async () => {
    let page = sample();
    const api = mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: page }),
        [`PUT ${PATH}`]: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          page = pageOf('es', [page.categories[0]!, category('c-desserts', 'Desserts', { ...machine('Postres'), provenance: 'manual', locked: true, provider: null }, 1)], page.items);
          return { body: { lang: 'es', saved: 2, unchanged: 0, skipped: 0, translations: page } };
        },
      },
    });
    const { user } = open();
    const save = await screen.findByRole('button', { name: 'Save All Changes' }, SLOW);
    expect(save.getAttribute('aria-disabled')).toBe('true');

    await user.type(screen.getByLabelText('Spanish name for Desserts'), '  Postres ');
    await user.click(screen.getByRole('tab', { name: /Menu Items/ }));
    const pizzaDescription = screen.getByLabelText('Spanish description for Margherita');
    await user.clear(pizzaDescription);
    await user.type(pizzaDescription, 'Tomate y albahaca ');
    // Typed and put back: not an edit.
    const pizzaName = screen.getByLabelText('Spanish name for Margherita');
    await user.type(pizzaName, 'x');
    await user.type(pizzaName, '{Backspace}');
    // Spaces in an empty row are no edit; a name cleared is, but a blank name is not saved.
    await user.type(screen.getByLabelText('Spanish name for Tiramisu'), '   ');
    await user.clear(screen.getByLabelText('Spanish name for Carbonara'));
    expect(screen.getByText('3 unsaved changes')).toBeTruthy();

    await user.dblClick(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Translations saved successfully!')).toBeTruthy();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.body).toEqual({
      lang: 'es',
      categories: [{ id: 'c-desserts', name: 'Postres' }],
      items: [{ id: 'i-pizza', name: '[es] Margherita', description: 'Tomate y albahaca' }],
    });
    // The blank one stays, with its reason.
    expect(await screen.findByText(/a translation without one is not saved/)).toBeTruthy();
    expect(screen.getByText('1 unsaved change')).toBeTruthy();
  });

  it('auto-translate sends only the missing rows that are not locked, then says how many it made', async () => {
    const api = mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: sample() }),
        [`POST ${PATH}/translate`]: async () => {
          await new Promise((resolve) => setTimeout(resolve, 30));
          return { body: { lang: 'es', provider: 'sandbox', created: 2, updated: 0, locked: 0, unchanged: 0 } };
        },
      },
    });
    const { user } = open();
    await user.dblClick(await screen.findByRole('button', { name: 'Auto-translate missing' }, SLOW));
    expect(await screen.findByText('Auto-translated 2 missing translations')).toBeTruthy();
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    // Carbonara is missing its description too, but it is locked: never sent.
    expect(posts[0]!.body).toEqual({ lang: 'es', targets: { categories: ['c-desserts'], items: ['i-tiramisu'] }, force: false });
  });

  it('a long run goes in requests of 25 and shows how far it got', async () => {
    const many = Array.from({ length: 30 }, (_, i) => category(`c-${i}`, `Category ${i}`, null, i));
    let release = () => {};
    const secondHeld = new Promise<void>((resolve) => (release = resolve));
    let requests = 0;
    const api = mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: pageOf('es', many, []) }),
        [`POST ${PATH}/translate`]: async ({ body }) => {
          if (++requests === 2) await secondHeld;
          const n = (body as { targets: { categories: string[] } }).targets.categories.length;
          return { body: { lang: 'es', provider: 'sandbox', created: n, updated: 0, locked: 0, unchanged: 0 } };
        },
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Auto-translate missing' }, SLOW));
    expect(await screen.findByText('Translating missing: 25 of 30 done...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save All Changes' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Regenerate machine translations' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByLabelText('Spanish name for Category 3').hasAttribute('disabled')).toBe(true);
    // Pressed again meanwhile: refused.
    await user.click(screen.getByRole('button', { name: 'Auto-translate missing' }));
    release();
    expect(await screen.findByText('Auto-translated 30 missing translations')).toBeTruthy();
    const sizes = api.calls.filter((c) => c.method === 'POST').map((c) => (c.body as { targets: { categories: string[] } }).targets.categories.length);
    expect(sizes).toEqual([25, 5]);
  });

  it('says there is nothing missing without calling the machine, and regenerates only unlocked machine rows', async () => {
    const full = pageOf('es', [category('c-mains', 'Main Dishes', machine('[es] Main Dishes'))], [
      item('i-pizza', 'c-mains', { name: 'Margherita', description: null }, machine('[es] Margherita', null, true)),
    ]);
    const api = mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: full }),
        [`POST ${PATH}/translate`]: () => ({ body: { lang: 'es', provider: 'sandbox', created: 0, updated: 1, locked: 0, unchanged: 0 } }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Auto-translate missing' }, SLOW));
    expect(await screen.findByText('No missing translations found')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Regenerate machine translations' }));
    expect(await screen.findByText('Regenerated 1 machine translations')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { lang: 'es', targets: { categories: ['c-mains'], items: [] }, force: true },
    ]);
  });

  it('says the machine translations are up to date when regenerate finds no text changed since they were made', async () => {
    const full = pageOf('es', [category('c-mains', 'Main Dishes', machine('[es] Main Dishes'))], [
      item('i-pizza', 'c-mains', { name: 'Margherita', description: null }, machine('[es] Margherita', null, true)),
    ]);
    mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: full }),
        [`POST ${PATH}/translate`]: () => ({ body: { lang: 'es', provider: 'sandbox', created: 0, updated: 0, locked: 0, unchanged: 1 } }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Regenerate machine translations' }, SLOW));
    expect(await screen.findByText('Machine translations are up to date with the menu: nothing has changed since they were made')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regenerate translation of Main Dishes' }));
    expect(await screen.findByText('This translation is up to date with the menu: nothing has changed since it was made')).toBeTruthy();
  });

  it('locks and unlocks a row, and regenerates one', async () => {
    let page = sample();
    const api = mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: page }),
        [`PUT ${PATH}/lock`]: ({ body }) => ({ body }),
        [`POST ${PATH}/translate`]: () => ({ body: { lang: 'es', provider: 'sandbox', created: 1, updated: 0, locked: 0, unchanged: 0 } }),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Lock translation of Main Dishes' }, SLOW));
    expect(await screen.findByText('Translation locked')).toBeTruthy();
    expect(within(rowOf('Main Dishes')).getByText('Locked')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unlock translation of Main Dishes' }));
    expect(await screen.findByText('Translation unlocked')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { lang: 'es', kind: 'category', id: 'c-mains', locked: true },
      { lang: 'es', kind: 'category', id: 'c-mains', locked: false },
    ]);
    // Nothing saved for Desserts yet: nothing to lock.
    expect(screen.getByRole('button', { name: 'Lock translation of Desserts' }).hasAttribute('disabled')).toBe(true);

    page = pageOf('es', [page.categories[0]!, category('c-desserts', 'Desserts', machine('[es] Desserts'), 1)], page.items);
    await user.click(screen.getByRole('button', { name: 'Regenerate translation of Desserts' }));
    expect(await screen.findByText('Translation regenerated for category')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { lang: 'es', targets: { categories: ['c-desserts'] }, force: true },
    ]);
    expect(await within(rowOf('Desserts')).findByText('Complete')).toBeTruthy();
  });

  it("error toasts carry the server's reason", async () => {
    const refuse = (message: string) => () => ({ status: 400, body: { error: { code: 'bad_request', message } } });
    mockOwnerApi({
      routes: {
        [`GET ${PATH}`]: () => ({ body: sample() }),
        [`PUT ${PATH}/lock`]: refuse('No translation to lock'),
        [`POST ${PATH}/translate`]: refuse('Translator unavailable'),
        [`PUT ${PATH}`]: refuse('Name too long'),
      },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Lock translation of Main Dishes' }, SLOW));
    expect(await screen.findByText('Failed to toggle lock: No translation to lock')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regenerate translation of Main Dishes' }));
    expect(await screen.findByText('Failed to regenerate translation: Translator unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Auto-translate missing' }));
    expect(await screen.findByText('Failed to auto-translate: Translator unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Regenerate machine translations' }));
    expect(await screen.findByText('Failed to regenerate: Translator unavailable')).toBeTruthy();
    await user.type(screen.getByLabelText('Spanish name for Desserts'), 'Postres');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Failed to save translations: Name too long')).toBeTruthy();
    // What was typed is kept.
    expect((screen.getByLabelText('Spanish name for Desserts') as HTMLInputElement).value).toBe('Postres');
  });

  it('says when the translations cannot be loaded, and when there is no restaurant', async () => {
    mockOwnerApi({ routes: { [`GET ${PATH}`]: () => ({ status: 500, body: { error: { code: 'internal', message: 'Database unavailable' } } }) } });
    open();
    expect((await screen.findByRole('alert', undefined, SLOW)).textContent).toContain('Failed to load translations: Database unavailable');
  });

  it('without a restaurant, sends the owner to set one up', async () => {
    mockOwnerApi({ me: { ...me(), memberships: [] } });
    open();
    expect(await screen.findByRole('heading', { name: 'Restaurant Required' }, SLOW)).toBeTruthy();
  });
});
