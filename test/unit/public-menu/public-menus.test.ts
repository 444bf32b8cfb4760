import '../db/function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, PublicMenus } from '../../../functions/lib/composition';
import { toRestaurantLookup } from '../../../functions/lib/domain/public-menu/restaurant-lookup';
import { BadRequestError } from '../../../functions/lib/errors';
import { stored } from '../db/stored';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

const AT = '2026-01-01T00:00:00.000Z';
const restaurantItem = stored('restaurant', { restaurantId: 'r1', ownerId: 'o1', name: 'Trattoria', createdAt: AT });
const brandingItem = stored('branding', {
  restaurantId: 'r1',
  primaryColor: '#111111',
  accentColor: '#222222',
  backgroundColor: '#333333',
  textColor: '#444444',
  logoUrl: 'https://media.example/logo.png',
});
const menuItems = [
  stored('menuCategory', { restaurantId: 'r1', categoryId: 'c1', name: 'Mains', createdAt: AT }),
  stored('menuItem', { restaurantId: 'r1', itemId: 'i1', categoryId: 'c1', name: 'Soup', priceCents: 700, createdAt: AT }),
  stored('menuItemTranslation', { restaurantId: 'r1', itemId: 'i1', lang: 'es', name: 'Sopa' }),
];

/** Answers each query with the stored items under its sort-key prefix, as DynamoDB would. */
function serve(items: Record<string, unknown>[]) {
  dynamo.on(QueryCommand).callsFake((input: { ExpressionAttributeValues: Record<string, string> }) => {
    const prefix = input.ExpressionAttributeValues[':sk1']!;
    return { Items: items.filter((item) => String(item.sk).startsWith(prefix)) };
  });
}

describe('PublicMenus.read', () => {
  it("reads the restaurant, its branding and the whole menu with ONE query of the menu collection, and the language's translations beside it", async () => {
    const german = stored('menuItemTranslation', { restaurantId: 'r1', itemId: 'i1', lang: 'de', name: 'Suppe' });
    serve([restaurantItem, brandingItem, ...menuItems, german]);

    const menu = await PublicMenus.read('r1', 'es');

    // One round: the menu collection, and the Spanish category and item translations (their own prefixes).
    const prefixes = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues?.[':sk1']);
    expect(prefixes.sort()).toEqual(['$menu', '$translations#menuCategoryTranslation_2#lang_es#categoryId_', '$translations#menuItemTranslation_2#lang_es#itemId_']);
    expect(dynamo.calls()).toHaveLength(3);
    expect(menu).toMatchObject({
      lang: 'es',
      restaurant: {
        id: 'r1',
        name: 'Trattoria',
        branding: { primaryColor: '#111111', textColor: '#444444', logoUrl: 'https://media.example/logo.png' },
      },
      categories: [{ id: 'c1', name: 'Mains' }],
      items: [{ id: 'i1', name: 'Sopa', priceCents: 700 }],
    });
  });

  it('without a language: the menu collection alone', async () => {
    serve([restaurantItem, ...menuItems]);
    const menu = await PublicMenus.read('r1');
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
    expect(menu).toMatchObject({ lang: 'en', items: [{ id: 'i1', name: 'Soup' }] });
  });

  it('in a language the restaurant does not offer: the default language, as before', async () => {
    serve([restaurantItem, ...menuItems, stored('menuItemTranslation', { restaurantId: 'r1', itemId: 'i1', lang: 'de', name: 'Suppe' })]);
    const menu = await PublicMenus.read('r1', 'de');
    expect(menu).toMatchObject({ lang: 'en', items: [{ id: 'i1', name: 'Soup' }] });
  });

  it('shows the default colours when no branding was saved', async () => {
    serve([restaurantItem]);
    const menu = await PublicMenus.read('r1');
    expect(menu?.restaurant.branding).toEqual({
      primaryColor: '#0B3D2E',
      accentColor: '#FF7A00',
      backgroundColor: '#FFFFFF',
      textColor: '#0B3D2E',
      logoUrl: null,
    });
    expect(menu).toMatchObject({ lang: 'en', categories: [], items: [], modifierGroups: [] });
  });

  it('is null when the restaurant does not exist, whatever else the partition holds', async () => {
    serve(menuItems);
    expect(await PublicMenus.read('r1')).toBeNull();
  });
});

describe('PublicMenus.findRestaurant', () => {
  it('by id: ONE query of the storefront only (restaurant and branding, no menu)', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [restaurantItem] });
    const found = await PublicMenus.findRestaurant({ by: 'id', restaurantId: 'r1' });
    expect(dynamo.calls()).toHaveLength(1);
    // The storefront sub-collection's own query (the restaurant and its branding), not the whole menu's.
    const storefrontQuery = db.collections.storefront({ restaurantId: 'r1' }).params();
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ KeyConditionExpression: storefrontQuery.KeyConditionExpression, ExpressionAttributeValues: storefrontQuery.ExpressionAttributeValues });
    expect(storefrontQuery).not.toEqual(db.collections.menu({ restaurantId: 'r1' }).params());
    expect(found).toMatchObject({ id: 'r1', name: 'Trattoria', branding: { primaryColor: '#0B3D2E' } });
  });

  it('by slug: only the id', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [stored('restaurant', { restaurantId: 'r1', ownerId: 'o1', slug: 'trattoria', createdAt: AT })] });
    expect(await PublicMenus.findRestaurant({ by: 'slug', slug: 'trattoria' })).toEqual({ id: 'r1' });
  });
});

describe('toRestaurantLookup', () => {
  it('takes a slug (lowercased: slugs are made lowercase) or an id', () => {
    expect(toRestaurantLookup({ slug: 'Trattoria' })).toEqual({ by: 'slug', slug: 'trattoria' });
    expect(toRestaurantLookup({ restaurant_id: 'r1' })).toEqual({ by: 'id', restaurantId: 'r1' });
  });

  it.each([[{}], [{ slug: 'a', restaurant_id: 'r1' }]])('refuses %j with "Restaurant ID is required"', (query) => {
    expect(() => toRestaurantLookup(query)).toThrow(BadRequestError);
    expect(() => toRestaurantLookup(query)).toThrow('Restaurant ID is required');
  });
});
