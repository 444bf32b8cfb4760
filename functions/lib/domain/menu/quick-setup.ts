/**
 * The onboarding's quick menu (SPEC.md 2, /owner/onboarding/menu-quick): one category, found by name (trimmed,
 * any case) or made, and the items of the request it does not hold yet (by name, any case), written in ONE
 * transaction, active and visible. A retry, a double submit or a second 'Save Menu' adds nothing twice:
 *  - what is already there is read first (strongly consistent) and left as it is;
 *  - what is new gets an id derived from the restaurant, the category and the name, created only if absent, so two
 *    requests racing to add the same things write the same items; the one that loses reads again and finds them.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { QuickMenuRequest, QuickMenuResponse } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { ConflictError } from '../../errors';
import { readMenu } from './read';
import { NO_LINKS } from './items';

/** Transactions of 100 writes at most: the category and QUICK_MENU_MAX_ITEMS (50) items fit. */
const MAX_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The name as compared: trimmed, inner runs of spaces as one, lower case. */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** A UUID-shaped id (version 8: custom) from the parts, the same for the same parts. */
function derivedId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A derived id, unless something else already has it (say an item renamed since): then a fresh one. */
function idFor(taken: ReadonlySet<string>, ...parts: string[]): string {
  const id = derivedId(...parts);
  return taken.has(id) ? randomUUID() : id;
}

export async function quickSetup(db: Db, restaurantId: string, request: QuickMenuRequest): Promise<QuickMenuResponse> {
  const categoryName = request.categoryName.trim();
  // The request's own repeats count once: the first line of a name is the one written.
  const requested = new Map<string, QuickMenuRequest['items'][number]>();
  for (const item of request.items) if (!requested.has(nameKey(item.name))) requested.set(nameKey(item.name), item);

  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const menu = await readMenu(db, restaurantId, { consistent: true });
    const found = menu.categories.find((c) => nameKey(c.name) === nameKey(categoryName));
    const categoryId = found?.id ?? idFor(new Set(menu.categories.map((c) => c.id)), restaurantId, 'quick-menu-category', nameKey(categoryName));
    const inCategory = menu.items.filter((item) => item.categoryId === categoryId);
    const present = new Set(inCategory.map((item) => nameKey(item.name)));
    const missing = [...requested].filter(([key]) => !present.has(key));
    const answer = { categoryId, created: missing.length, existing: request.items.length - missing.length };
    if (found && missing.length === 0) return answer;

    const itemIds = new Set(menu.items.map((item) => item.id));
    const firstPosition = inCategory.reduce((max, item) => Math.max(max, item.position + 1), 0);
    const nextCategoryPosition = menu.categories.reduce((max, c) => Math.max(max, c.position + 1), 0);
    const result = await db.transaction
      .write(({ menuCategory, menuItem }) => [
        found
          ? menuCategory
              .check({ restaurantId, categoryId })
              .where((a, { exists }) => exists(a.categoryId))
              .commit()
          : menuCategory.create({ restaurantId, categoryId, name: categoryName, position: nextCategoryPosition }).commit(),
        ...missing.map(([key, item], index) =>
          menuItem
            .create({
              restaurantId,
              itemId: idFor(itemIds, restaurantId, 'quick-menu-item', categoryId, key),
              categoryId,
              name: item.name.trim(),
              priceCents: item.priceCents,
              ...(item.description?.trim() ? { description: item.description.trim() } : {}),
              position: firstPosition + index,
              isActive: true,
              visible: true,
              ...NO_LINKS,
            })
            .commit(),
        ),
      ])
      .go();
    if (!result.canceled) return answer;
    // Another request wrote (some of) the same category or items meanwhile, or deleted the category: read again.
    await pause(15 * attempt + Math.floor(Math.random() * 15));
  }
  throw new ConflictError('The menu changed meanwhile; please try again');
}
