/**
 * What the menu builder's component tests share: a builder read (items, groups, options) made small, the editor tab
 * mounted the way the item editor mounts it (the builder read from the cache, so its changes show), and a refusal.
 */
import type { ComponentType } from 'react';
import type { BuilderItem, MenuBuilder } from '../../../shared/api/menu-builder';
import type { ModifierGroupDto, ModifierOptionDto } from '../../../shared/api/menu-options';
import { useMenuBuilder, type EditorTabProps } from '../../../web/src/features/owner/menu-builder/builder-api';

export const RID = 'rest-1';
export const ITEM = 'item-1';
export const BASE = `/api/v1/restaurants/${RID}`;
export const GROUPS = `${BASE}/menu/modifier-groups`;

export function item(id: string, name: string, over: Partial<BuilderItem> = {}): BuilderItem {
  return {
    id,
    categoryId: 'cat-1',
    name,
    description: null,
    priceCents: 1250,
    currency: 'USD',
    position: 0,
    isActive: true,
    visible: true,
    soldOut: false,
    stockCount: null,
    imageUrl: null,
    image: null,
    imageAlt: null,
    ...over,
  };
}

export function group(id: string, name: string, over: Partial<ModifierGroupDto> = {}): ModifierGroupDto {
  return { id, name, selectionType: 'single', required: false, minSelect: 0, maxSelect: 1, position: 0, ...over };
}

export function option(id: string, groupId: string, name: string, position: number, over: Partial<ModifierOptionDto> = {}): ModifierOptionDto {
  return { id, groupId, name, priceDeltaCents: 0, position, isDefault: false, visible: true, ...over };
}

/** A builder read with one category ('Mains', cat-1) and nothing in it unless given. */
export function emptyBuilder(over: Partial<MenuBuilder> = {}): MenuBuilder {
  return {
    categories: [{ id: 'cat-1', name: 'Mains', position: 0 }],
    items: [],
    ingredients: [],
    modifierGroups: [],
    modifierOptions: [],
    itemModifierGroups: [],
    combos: [],
    comboComponents: [],
    comboChoices: [],
    ...over,
  };
}

/** Four items: the one being edited (ITEM, 'Lunch Deal'), Burger, Fries and Cola. */
export function builder(over: Partial<MenuBuilder> = {}): MenuBuilder {
  return emptyBuilder({
    items: [item(ITEM, 'Lunch Deal'), item('item-2', 'Burger', { position: 1 }), item('item-3', 'Fries', { position: 2 }), item('item-4', 'Cola', { position: 3 })],
    ...over,
  });
}

/** The tab with the builder read from the cache. */
export function Harness({ tab: Tab }: { tab: ComponentType<EditorTabProps> }) {
  const query = useMenuBuilder(RID);
  return query.data ? <Tab restaurantId={RID} itemId={ITEM} builder={query.data} /> : <p>Loading</p>;
}

export const refusal = (message: string, status = 400) => ({ status, body: { error: { code: 'bad_request', message } } });
