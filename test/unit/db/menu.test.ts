import './function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Menu } from '../../../functions/lib/composition';
import { stored } from './stored';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});

describe('Menu.read', () => {
  it('issues one query round on the restaurant partition (the menu and translations collections) and sorts each entity type into its own list', async () => {
    const items = [
      stored('menuCategory', { restaurantId: 'r1', categoryId: 'c2', name: 'Drinks', position: 2, createdAt: '2026-01-01T00:00:00.000Z' }),
        stored('menuCategory', { restaurantId: 'r1', categoryId: 'c1', name: 'Mains', position: 1, createdAt: '2026-01-01T00:00:00.000Z' }),
        stored('menuItem', { restaurantId: 'r1', itemId: 'i1', categoryId: 'c1', name: 'Soup', priceCents: 700, createdAt: '2026-01-01T00:00:00.000Z' }),
        stored('modifierGroup', { restaurantId: 'r1', groupId: 'g1' }),
        stored('modifierOption', { restaurantId: 'r1', groupId: 'g1', optionId: 'o1', name: 'Large' }),
        stored('itemModifierGroup', { restaurantId: 'r1', itemId: 'i1', groupId: 'g1' }),
        stored('menuItemIngredient', { restaurantId: 'r1', itemId: 'i1', ingredientId: 'n1', name: 'Salt' }),
        stored('comboItem', { restaurantId: 'r1', comboId: 'k1', itemId: 'i1' }),
        stored('comboComponent', { restaurantId: 'r1', comboId: 'k1', componentId: 'p1', label: 'Side' }),
        stored('comboComponentChoice', { restaurantId: 'r1', componentId: 'p1', choiceItemId: 'i1' }),
        stored('menuCategoryTranslation', { restaurantId: 'r1', categoryId: 'c1', lang: 'es', name: 'Principales' }),
        stored('menuItemTranslation', { restaurantId: 'r1', itemId: 'i1', lang: 'es', name: 'Sopa' }),
    ];
    dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => ({
      Items: items.filter((item) => String(item.sk).startsWith(input.ExpressionAttributeValues[':sk1']!)),
    }));

    const menu = await Menu.read('r1');

    // Both queries at once: the base menu (begins_with `$menu`) and every translation (begins_with `$translations`).
    expect(dynamo.calls()).toHaveLength(2);
    expect(dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':sk1']).sort()).toEqual(['$menu', '$translations']);
    expect(menu.categories.map((c) => c.name)).toEqual(['Mains', 'Drinks']);
    expect(menu.items).toEqual([expect.objectContaining({ id: 'i1', description: null, stockCount: null, visible: true })]);
    expect(menu.modifierGroups).toEqual([expect.objectContaining({ id: 'g1', name: 'New Group' })]);
    expect(menu.modifierOptions).toEqual([expect.objectContaining({ id: 'o1', groupId: 'g1' })]);
    expect(menu.itemModifierGroups).toHaveLength(1);
    expect(menu.ingredients).toEqual([expect.objectContaining({ id: 'n1', isRemovable: true })]);
    expect(menu.combos).toEqual([expect.objectContaining({ id: 'k1', pricingMode: 'fixed' })]);
    expect(menu.comboComponents).toEqual([expect.objectContaining({ id: 'p1', label: 'Side' })]);
    expect(menu.comboChoices).toEqual([expect.objectContaining({ choiceItemId: 'i1' })]);
    expect(menu.categoryTranslations).toEqual([expect.objectContaining({ categoryId: 'c1', name: 'Principales' })]);
    expect(menu.itemTranslations).toEqual([expect.objectContaining({ itemId: 'i1', name: 'Sopa', description: null })]);
  });
});
