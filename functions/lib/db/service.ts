/**
 * The ElectroDB Service: every entity of the single table, built against any client and table name so tests can
 * hand in a mocked or local client. Production code uses the instance in ../composition.ts, whose entities are built
 * as they are first used (createService).
 */
import { createGetTransaction, createWriteTransaction, Service } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { brandingEntity } from './entities/branding';
import { comboComponentChoiceEntity } from './entities/combo-component-choice';
import { comboComponentEntity } from './entities/combo-component';
import { comboItemEntity } from './entities/combo-item';
import { dailySalesEntity } from './entities/daily-sales';
import { itemModifierGroupEntity } from './entities/item-modifier-group';
import { menuCategoryEntity } from './entities/menu-category';
import { menuCategoryTranslationEntity } from './entities/menu-category-translation';
import { menuItemEntity } from './entities/menu-item';
import { menuItemIngredientEntity } from './entities/menu-item-ingredient';
import { menuItemTranslationEntity } from './entities/menu-item-translation';
import { modifierGroupEntity } from './entities/modifier-group';
import { modifierOptionEntity } from './entities/modifier-option';
import { orderEntity } from './entities/order';
import { orderLineEntity } from './entities/order-line';
import { processedStripeEventEntity } from './entities/processed-stripe-event';
import { profileEntity } from './entities/profile';
import { rateLimitEntity } from './entities/rate-limit';
import { receiptEntity } from './entities/receipt';
import { refundEntity } from './entities/refund';
import { restaurantEntity } from './entities/restaurant';
import { sandboxCheckoutSessionEntity } from './entities/sandbox-checkout-session';
import { sandboxConnectAccountEntity } from './entities/sandbox-connect-account';
import { sandboxCustomerEntity } from './entities/sandbox-customer';
import { sandboxOnboardingAccessEntity } from './entities/sandbox-onboarding-access';
import { sandboxPaymentIntentEntity } from './entities/sandbox-payment-intent';
import { sandboxSetupSessionEntity } from './entities/sandbox-setup-session';
import { sandboxWebhookDeliveryEntity } from './entities/sandbox-webhook-delivery';
import { sectionShiftEntity } from './entities/section-shift';
import { serviceRequestEntity } from './entities/service-request';
import { staffEntity } from './entities/staff';
import { tableEntity } from './entities/table';
import { tipCreditEntity } from './entities/tip-credit';
import { tableCartLineEntity } from './entities/table-cart-line';
import { tableRoundEntity } from './entities/table-round';
import { tabDueEntity } from './entities/tab-due';
import { orderWaitingEntity } from './entities/order-waiting';
import { orderingPauseEntity } from './entities/ordering-pause';
import { tabPaymentEntity } from './entities/tab-payment';
import { tableSessionEntity } from './entities/table-session';
import { tableSessionGuestEntity } from './entities/table-session-guest';
import { uniquenessEntity } from './entities/uniqueness';
import { wsConnectionEntity } from './entities/ws-connection';

export interface DbConfig {
  client: DynamoDBDocumentClient;
  table: string;
}

/** Each entity's builder, by the name the code knows it by (`db.entities.<name>`). */
const ENTITY_BUILDERS = {
  profile: profileEntity,
  restaurant: restaurantEntity,
  staff: staffEntity,
  branding: brandingEntity,
  menuCategory: menuCategoryEntity,
  menuItem: menuItemEntity,
  menuItemIngredient: menuItemIngredientEntity,
  modifierGroup: modifierGroupEntity,
  modifierOption: modifierOptionEntity,
  itemModifierGroup: itemModifierGroupEntity,
  comboItem: comboItemEntity,
  comboComponent: comboComponentEntity,
  comboComponentChoice: comboComponentChoiceEntity,
  menuCategoryTranslation: menuCategoryTranslationEntity,
  menuItemTranslation: menuItemTranslationEntity,
  order: orderEntity,
  orderLine: orderLineEntity,
  refund: refundEntity,
  receipt: receiptEntity,
  dailySales: dailySalesEntity,
  serviceRequest: serviceRequestEntity,
  table: tableEntity,
  tableSession: tableSessionEntity,
  tableSessionGuest: tableSessionGuestEntity,
  tableCartLine: tableCartLineEntity,
  tableRound: tableRoundEntity,
  tabPayment: tabPaymentEntity,
  tabDue: tabDueEntity,
  orderWaiting: orderWaitingEntity,
  orderingPause: orderingPauseEntity,
  sectionShift: sectionShiftEntity,
  tipCredit: tipCreditEntity,
  wsConnection: wsConnectionEntity,
  processedStripeEvent: processedStripeEventEntity,
  uniqueness: uniquenessEntity,
  rateLimit: rateLimitEntity,
  sandboxCheckoutSession: sandboxCheckoutSessionEntity,
  sandboxWebhookDelivery: sandboxWebhookDeliveryEntity,
  sandboxConnectAccount: sandboxConnectAccountEntity,
  sandboxOnboardingAccess: sandboxOnboardingAccessEntity,
  sandboxSetupSession: sandboxSetupSessionEntity,
  sandboxCustomer: sandboxCustomerEntity,
  sandboxPaymentIntent: sandboxPaymentIntentEntity,
};

type EntityName = keyof typeof ENTITY_BUILDERS;
type Entities = { [K in EntityName]: ReturnType<(typeof ENTITY_BUILDERS)[K]> };

/**
 * The entities of each collection (their indexes' `collection`), so a collection's query is built from those alone.
 * test/unit/db/lazy-service.test.ts checks it against what ElectroDB finds in every model.
 */
export const COLLECTION_MEMBERS = {
  menu: [
    'restaurant',
    'branding',
    'menuCategory',
    'menuItem',
    'menuItemIngredient',
    'modifierGroup',
    'modifierOption',
    'itemModifierGroup',
    'comboItem',
    'comboComponent',
    'comboComponentChoice',
  ],
  storefront: ['restaurant', 'branding'],
  translations: ['menuCategoryTranslation', 'menuItemTranslation'],
  orderDetails: ['order', 'orderLine', 'refund', 'receipt'],
  tableVisit: ['tableSession', 'tableSessionGuest', 'tableCartLine', 'tableRound', 'tabPayment'],
} as const satisfies Record<string, readonly EntityName[]>;

/** Every entity built at once (the tests' check of the models and collections; the types of Db). */
export function createEntities(config: DbConfig): Entities {
  return Object.fromEntries(Object.entries(ENTITY_BUILDERS).map(([name, build]) => [name, build(config)])) as Entities;
}

/** The ElectroDB Service of every entity, built at once. */
export function createFullService(config: DbConfig) {
  return new Service(createEntities(config), config);
}

export type Db = ReturnType<typeof createFullService>;

/**
 * The Service as the code uses it (`db.entities`, `db.transaction`, `db.collections`), but each entity built the first
 * time it is used. Building an ElectroDB entity is costly (its schema, indexes and clause chains): all 43 at each cold
 * start were the largest part of a function's init after the model check (issue 31 goal 1), while a function uses a
 * handful. A collection's query is built from its members (COLLECTION_MEMBERS) only; a transaction sees the entities
 * built so far, which include every one its callback names.
 */
export function createService(config: DbConfig): Db {
  const built = new Map<EntityName, Entities[EntityName]>();
  const entity = <K extends EntityName>(name: K): Entities[K] => {
    let instance = built.get(name);
    if (!instance) {
      instance = ENTITY_BUILDERS[name](config);
      built.set(name, instance);
    }
    return instance as Entities[K];
  };
  const isName = (key: string | symbol): key is EntityName => typeof key === 'string' && Object.hasOwn(ENTITY_BUILDERS, key);

  const entities = {} as Entities;
  for (const name of Object.keys(ENTITY_BUILDERS) as EntityName[]) {
    Object.defineProperty(entities, name, { enumerable: true, get: () => entity(name) });
  }

  /**
   * What a transaction's callback and ElectroDB's transaction code see: an entity is built when the callback names
   * it, and listing the map (ElectroDB picks the first entity as the call's driver, and matches a cancelled item to
   * its entity among them) lists only the entities built, never building the rest.
   */
  const transactionEntities = new Proxy({} as Entities, {
    get: (_, key) => (isName(key) ? entity(key) : undefined),
    has: (_, key) => isName(key),
    ownKeys: () => [...built.keys()],
    getOwnPropertyDescriptor: (_, key) =>
      isName(key) && built.has(key) ? { value: built.get(key), enumerable: true, configurable: true, writable: false } : undefined,
  });

  const collectionServices = new Map<string, Service<Record<string, Entities[EntityName]>>>();
  const collections = {} as Db['collections'];
  for (const [collection, members] of Object.entries(COLLECTION_MEMBERS)) {
    Object.defineProperty(collections, collection, {
      enumerable: true,
      get: () => {
        let service = collectionServices.get(collection);
        if (!service) {
          service = new Service(Object.fromEntries(members.map((name) => [name, entity(name)])), config);
          collectionServices.set(collection, service);
        }
        return (service.collections as Record<string, unknown>)[collection];
      },
    });
  }

  // ElectroDB's own transaction code, handed the map above: its callback gets the entities, as the Service's does.
  // ElectroDB takes its driver (any entity: they share the client and table) from the map before it runs the
  // callback, so with nothing built yet the callback runs once first (building params is pure).
  const driven = <T extends { params: (options?: never) => unknown; go: (options?: never) => unknown }>(tx: T): T => ({
    ...tx,
    go: (options?: never) => {
      if (built.size === 0) tx.params();
      return tx.go(options);
    },
  });
  const transaction = {
    write: (fn: never) => driven(createWriteTransaction(transactionEntities, fn)),
    get: (fn: never) => driven(createGetTransaction(transactionEntities, fn)),
  };

  return Object.defineProperty({ entities, collections, transaction }, BUILT_ENTITIES, { value: () => [...built.keys()] }) as unknown as Db;
}

/** The names of the entities a Db from createService has built so far (for tests). */
export const BUILT_ENTITIES = Symbol('builtEntities');
export const builtEntities = (db: Db): string[] => ((db as unknown as Record<symbol, (() => string[]) | undefined>)[BUILT_ENTITIES]?.() ?? []);

/** `fn(db, ...args)` as `(...args)`: how a module's free functions become the methods of its facade. */
export function withDb<A extends unknown[], R>(db: Db, fn: (db: Db, ...args: A) => R): (...args: A) => R {
  return (...args) => fn(db, ...args);
}
