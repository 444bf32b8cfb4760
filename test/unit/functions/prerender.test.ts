import '../db/function-env';
import type { DynamoDBRecord } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { createEntities } from '../../../functions/lib/db/service';
import { menuPageLanguages } from '../../../functions/lib/prerender/menu-pages';
import type { RestaurantLanguages } from '../../../web/src/features/diner/language/language-priority';

/**
 * Which page each key of a restaurant's prerendered menu holds (the keys infra/edge/diner-page-request.js asks for),
 * and which stream records make menu-prerender render a restaurant again.
 */
process.env.LOG_LEVEL = 'SILENT';
// The site bucket comes with the function's 'site-pages' need; the client is never called here.
process.env.SITE_BUCKET ??= 'unit-site-bucket';
const { restaurantOfMenuRecord } = await import('../../../functions/menu-prerender');

describe('menuPageLanguages', () => {
  const restaurant: RestaurantLanguages = { enabledLanguages: ['en', 'es'], defaultLanguage: 'en', autoDetectLanguage: true };

  it('has a page for default, each of the nine codes and auto-{code}: 19 keys, nothing else', () => {
    const pages = menuPageLanguages(restaurant);
    expect(pages.size).toBe(19);
    expect([...pages.keys()].sort()).toEqual(['default', ...LANGUAGE_CODES, ...LANGUAGE_CODES.map((code) => `auto-${code}`)].sort());
    expect(pages.has('fr')).toBe(false);
    expect(pages.has('auto-fr')).toBe(false);
  });

  it('gives a language the restaurant offers its own page, any other the default language\'s', () => {
    const pages = menuPageLanguages(restaurant);
    expect(pages.get('default')).toBe('en');
    expect(pages.get('en')).toBe('en');
    expect(pages.get('es')).toBe('es');
    expect(pages.get('de')).toBe('en');
    expect(pages.get('auto-es')).toBe('es');
    expect(pages.get('auto-de')).toBe('en');
    for (const [key, lang] of pages) expect(['en', 'es'], key).toContain(lang);
  });

  it('gives the browser\'s language (auto-*) the default page when the restaurant does not auto-detect, ?lang still its own', () => {
    const pages = menuPageLanguages({ ...restaurant, autoDetectLanguage: false });
    expect(pages.get('auto-es')).toBe('en');
    expect(pages.get('auto-en')).toBe('en');
    expect(pages.get('es')).toBe('es');
    expect(pages.get('default')).toBe('en');
  });

  it('follows a default other than English', () => {
    const pages = menuPageLanguages({ enabledLanguages: ['es', 'ja', 'ar'], defaultLanguage: 'ja', autoDetectLanguage: true });
    expect(pages.get('default')).toBe('ja');
    expect(pages.get('en')).toBe('ja');
    expect(pages.get('ar')).toBe('ar');
    expect(pages.get('auto-es')).toBe('es');
    expect(pages.get('auto-zh')).toBe('ja');
  });

  it('stays within the enabled languages should the default be outside them (refused by the API)', () => {
    const pages = menuPageLanguages({ enabledLanguages: ['es', 'de'], defaultLanguage: 'en', autoDetectLanguage: false });
    expect(pages.get('default')).toBe('es');
    expect(pages.get('en')).toBe('es');
    expect(pages.get('auto-de')).toBe('es');
    expect(pages.get('de')).toBe('de');
    for (const [key, lang] of pages) expect(['es', 'de'], key).toContain(lang);
  });
});

describe('restaurantOfMenuRecord', () => {
  const entities = createEntities({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 'unit' });

  /** A stream record with the table keys of an item as ElectroDB writes them (its get's Key: the composites alone). */
  function recordOf(params: { Key: Record<string, unknown> }): DynamoDBRecord {
    const { pk, sk } = params.Key as { pk: string; sk: string };
    return keys(pk, sk);
  }
  const keys = (pk: string, sk: string): DynamoDBRecord => ({ eventName: 'INSERT', dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } } } });

  it('names the restaurant of a menu entity\'s record', () => {
    expect(restaurantOfMenuRecord(keys('$tabletap#restaurantId_r-1', '$menu#menuItem_1#itemId_x'))).toBe('r-1');
    const item = entities.menuItem.get({ restaurantId: 'r-1', itemId: 'x' }).params();
    expect(recordOf(item)).toEqual(keys('$tabletap#restaurantId_r-1', '$menu#menuItem_1#itemId_x'));
    expect(restaurantOfMenuRecord(recordOf(item))).toBe('r-1');
  });

  it('names the restaurant of its own record (the menu and storefront collections)', () => {
    expect(restaurantOfMenuRecord(keys('$tabletap#restaurantId_Rosa_Diaz-7', '$menu#storefront#restaurant_1'))).toBe('Rosa_Diaz-7');
    const restaurant = entities.restaurant.get({ restaurantId: 'r-2' }).params();
    expect((restaurant.Key as { sk: string }).sk).toMatch(/^\$menu#/);
    expect(restaurantOfMenuRecord(recordOf(restaurant))).toBe('r-2');
  });

  it('names the restaurant of its branding and of a translation', () => {
    const branding = entities.branding.get({ restaurantId: 'r-3' }).params();
    expect(restaurantOfMenuRecord(recordOf(branding))).toBe('r-3');
    const translation = entities.menuItemTranslation.get({ restaurantId: 'r-4', itemId: 'x', lang: 'es' }).params();
    // Translations have their own collection, language first (issue 14): `$translations#...`, not `$menu#...`.
    expect(recordOf(translation)).toEqual(keys('$tabletap#restaurantId_r-4', '$translations#menuItemTranslation_2#lang_es#itemId_x'));
    expect(restaurantOfMenuRecord(recordOf(translation))).toBe('r-4');
    const category = entities.menuCategoryTranslation.get({ restaurantId: 'r-5', categoryId: 'c', lang: 'de' }).params();
    expect(restaurantOfMenuRecord(recordOf(category))).toBe('r-5');
  });

  it('is null for a sort key that only starts like a menu collection', () => {
    expect(restaurantOfMenuRecord(keys('$tabletap#restaurantId_r-1', '$menus#menuItem_1#itemId_x'))).toBeNull();
    expect(restaurantOfMenuRecord(keys('$tabletap#restaurantId_r-1', '$translationsx#menuItemTranslation_2#lang_es'))).toBeNull();
  });

  it('is null for records that are not the menu: an order, a staff member, malformed keys', () => {
    const order = entities.order.get({ orderId: 'o-1' }).params();
    expect(recordOf(order)).toEqual(keys('$tabletap#orderId_o-1', '$orderDetails#order_1'));
    expect(restaurantOfMenuRecord(recordOf(order))).toBeNull();
    const staff = entities.staff.get({ restaurantId: 'r-1', staffId: 's-1' }).params();
    expect(restaurantOfMenuRecord(recordOf(staff))).toBeNull();
    // A menu sort key under a partition key naming no restaurant, or an id outside the alphabet.
    expect(restaurantOfMenuRecord(keys('$tabletap#orderId_o-1', '$menu#menuItem_1#itemId_x'))).toBeNull();
    expect(restaurantOfMenuRecord(keys('$tabletap#restaurantId_r.1', '$menu#menuItem_1#itemId_x'))).toBeNull();
  });

  it('is null without keys', () => {
    expect(restaurantOfMenuRecord({ eventName: 'REMOVE' })).toBeNull();
    expect(restaurantOfMenuRecord({ dynamodb: {} })).toBeNull();
    expect(restaurantOfMenuRecord({ dynamodb: { Keys: { pk: { S: '$tabletap#restaurantId_r-1' } } } })).toBeNull();
    expect(restaurantOfMenuRecord({ dynamodb: { Keys: { sk: { S: '$menu#storefront#restaurant_1' } } } })).toBeNull();
  });
});
