import { useState } from 'react';
import type { BuilderCategory, BuilderItem, MenuBuilder } from '@shared/api/menu-builder';
import { itemsOf } from './api/lists';
import { useReorderCategories } from './api/reorder-categories';
import { useReorderItems } from './api/reorder-items';
import { move } from './builder-api';
import { CATEGORY_ROWS, categoryMoveKey } from './category-card';
import { itemMoveKey } from './item-card';
import { useMoveFocus, useRowDrag, type MoveDirection } from './reorder-kit';

/**
 * The builder's moves of categories and of items within their category, by the ↑/↓ buttons (`direction`: the moved
 * button keeps the focus) or by drag and drop (null). Each is shown at once and said to screen readers
 * (`announcement`); one move at a time (`pending`).
 */
export function useMenuMoves(restaurantId: string, menu: MenuBuilder | undefined) {
  const [announcement, setAnnouncement] = useState('');
  const reorderCategories = useReorderCategories(restaurantId);
  const reorderItems = useReorderItems(restaurantId);
  // After the optimistic change has moved the row (the render that sets the announcement comes before it).
  const focus = useMoveFocus(menu);
  const pending = reorderCategories.isPending || reorderItems.isPending;

  function moveCategory(category: BuilderCategory, to: number, direction: MoveDirection | null) {
    if (!menu) return;
    const from = menu.categories.findIndex((c) => c.id === category.id);
    if (from < 0 || to < 0 || to >= menu.categories.length || from === to || reorderCategories.isPending) return;
    const ids = move(menu.categories, from, to).map((c) => c.id);
    reorderCategories.mutate(ids);
    setAnnouncement(`${category.name} moved to position ${to + 1} of ${ids.length}`);
    if (direction) focus.afterMove(categoryMoveKey(category.id), direction);
  }

  function moveItem(item: BuilderItem, to: number, direction: MoveDirection | null) {
    if (!menu) return;
    const list = itemsOf(menu, item.categoryId);
    const from = list.findIndex((row) => row.id === item.id);
    if (from < 0 || to < 0 || to >= list.length || from === to || reorderItems.isPending) return;
    const ids = move(list, from, to).map((row) => row.id);
    reorderItems.mutate({ categoryId: item.categoryId, ids });
    setAnnouncement(`${item.name} moved to position ${to + 1} of ${ids.length}`);
    if (direction) focus.afterMove(itemMoveKey(item.id), direction);
  }

  const drag = useRowDrag((dragged, target) => {
    if (!menu) return;
    if (dragged.list === CATEGORY_ROWS) {
      const category = menu.categories.find((c) => c.id === dragged.id);
      if (category) moveCategory(category, menu.categories.findIndex((c) => c.id === target.id), null);
      return;
    }
    const item = menu.items.find((row) => row.id === dragged.id);
    if (item) moveItem(item, itemsOf(menu, item.categoryId).findIndex((row) => row.id === target.id), null);
  });

  return { moveCategory, moveItem, drag, pending, announcement };
}
