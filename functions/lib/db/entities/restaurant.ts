/**
 * A restaurant (one per owner). Its id is stored as `restaurantId` like on every other item, so the stream handler
 * and the restaurant's own partition read the same way.
 *   primary  pk restaurantId  (menu collection, storefront sub-collection: read with the menu in one query)
 *   gsi1     byOwner          pk ownerId
 *   gsi2     bySlug           pk slug            (sparse: only once a slug is set)
 *   gsi3     byStripeAccount  pk stripeAccountId (sparse: the account.updated webhook names only the account)
 */
import { CustomAttributeType, Entity, type EntityConfiguration } from 'electrodb';
import { DEFAULT_CURRENCY, DEFAULT_RESTAURANT_NAME, DEFAULT_TAX_RATE_BPS, DEFAULT_TIME_ZONE } from '../../../../shared/constants';
import { INITIAL_LANGUAGE_SETTINGS, LANGUAGE_CODES, type LanguageCode } from '../../../../shared/languages';
import { createdAtAttribute } from '../attributes';
import { secondaryIndex } from '../keys';
import { storefrontIndex } from './menu-collection';
import { TABLE_PAYMENT_MODES } from '../../../../shared/tab';

export const restaurantEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'restaurant', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        ownerId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true, default: DEFAULT_RESTAURANT_NAME },
        description: { type: 'string' },
        address: { type: 'string' },
        phone: { type: 'string' },
        /** The week's opening periods (shared/restaurant-profile.ts), in the restaurant's time zone. */
        openingHours: {
          type: 'list',
          items: {
            type: 'map',
            properties: {
              day: { type: 'number', required: true },
              opens: { type: 'string', required: true },
              closes: { type: 'string', required: true },
            },
          },
          required: true,
          default: () => [],
        },
        slug: { type: 'string' },
        currency: { type: 'string', required: true, default: DEFAULT_CURRENCY },
        taxRateBps: { type: 'number', required: true, default: DEFAULT_TAX_RATE_BPS },
        /** Menu prices include the tax (VAT): it is shown as included, not added (shared/pricing.ts). */
        taxIncluded: { type: 'boolean', required: true, default: false },
        timeZone: { type: 'string', required: true, default: DEFAULT_TIME_ZONE },
        onboardingStartedAt: { type: 'string' },
        onboardingCompletedAt: { type: 'string' },
        stripeAccountId: { type: 'string' },
        chargesEnabled: { type: 'boolean', required: true, default: false },
        payoutsEnabled: { type: 'boolean', required: true, default: false },
        defaultLanguage: { type: LANGUAGE_CODES, required: true, default: INITIAL_LANGUAGE_SETTINGS.defaultLanguage },
        /** A list, not a set: the owner's order is kept. */
        enabledLanguages: {
          type: 'list',
          items: { type: CustomAttributeType<LanguageCode>('string') },
          required: true,
          default: () => [...INITIAL_LANGUAGE_SETTINGS.enabledLanguages],
        },
        autoDetectLanguage: { type: 'boolean', required: true, default: INITIAL_LANGUAGE_SETTINGS.autoDetectLanguage },
        serviceRequestEnabled: { type: 'boolean', required: true, default: true },
        /** When a table pays (issue 29, shared/tab.ts); absent: pay first. Read when a table's visit opens. */
        tablePayment: { type: TABLE_PAYMENT_MODES },
        /** Minutes of quiet before a tab left open is charged to its card; absent: DEFAULT_TAB_CHARGE_AFTER_MINUTES. */
        tabChargeAfterMinutes: { type: 'number' },
        /** Paid orders nobody started (issue 30 item 1): absent, DEFAULT_LATE_ORDER_MINUTES / DEFAULT_ESCALATE_ORDER_MINUTES. */
        lateOrderMinutes: { type: 'number' },
        escalateOrderMinutes: { type: 'number' },
        createdAt: createdAtAttribute,
      },
      indexes: {
        byId: storefrontIndex(),
        byOwner: secondaryIndex('gsi1', ['ownerId'], []),
        bySlug: secondaryIndex('gsi2', ['slug'], [], { condition: (a) => typeof a.slug === 'string' }),
        byStripeAccount: secondaryIndex('gsi3', ['stripeAccountId'], [], {
          condition: (a) => typeof a.stripeAccountId === 'string',
        }),
      },
    },
    config,
  );
