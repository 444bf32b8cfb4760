/**
 * A machine translation always fits the translation's fields (SPEC.md 5: a translated description holds 200
 * characters): a menu description may hold 500, and the sandbox, like a real language, makes text longer. What the
 * machine wrote can be saved back from the page unchanged.
 */
import { describe, expect, it } from 'vitest';
import { Menu } from '../../../functions/lib/composition';
import { TRANSLATION_DESCRIPTION_MAX } from '../../../shared/menu-translations';
import type { MenuTranslationsResponse, MenuTranslationsSaveResponse, TranslateBatchResponse } from '../../../shared/api';
import { api } from '../../support/api';
import { ownerWithRestaurant } from '../setup/support';

describe('translate-batch on a long description', () => {
  it('writes at most 200 characters, cut at a word with an ellipsis, which the page can save back', async () => {
    const owner = await ownerWithRestaurant();
    const category = await Menu.createCategory(owner.restaurant.id, { name: 'Mains', position: 0 });
    const description = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ').slice(0, 480);
    const item = await Menu.createItem(owner.restaurant.id, { categoryId: category.id, name: 'Long story', description, priceCents: 900 });

    const run = await api<TranslateBatchResponse>('POST', `${owner.base}/menu/translations/translate`, {
      token: owner.user.idToken,
      body: { lang: 'es' },
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const page = await api<MenuTranslationsResponse>('GET', `${owner.base}/menu/translations?lang=es`, { token: owner.user.idToken });
    const row = page.body.items.find((i) => i.id === item.id)!;
    const translated = row.translation!.description!;
    expect(translated.length).toBeLessThanOrEqual(TRANSLATION_DESCRIPTION_MAX);
    expect(translated).toMatch(/^\[es\] word0 word1 .* word\d+…$/);

    const saved = await api<MenuTranslationsSaveResponse>('PUT', `${owner.base}/menu/translations`, {
      token: owner.user.idToken,
      body: { lang: 'es', items: [{ id: item.id, name: row.translation!.name, description: translated }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});
