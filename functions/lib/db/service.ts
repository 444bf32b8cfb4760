/**
 * The ElectroDB Service: every entity of the single table, built against any client and table name so tests can
 * hand in a mocked or local client. Production code uses the instance in ./client.
 */
import { Service } from 'electrodb';
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

export function createEntities(config: DbConfig) {
  return {
    profile: profileEntity(config),
    restaurant: restaurantEntity(config),
    staff: staffEntity(config),
    branding: brandingEntity(config),
    menuCategory: menuCategoryEntity(config),
    menuItem: menuItemEntity(config),
    menuItemIngredient: menuItemIngredientEntity(config),
    modifierGroup: modifierGroupEntity(config),
    modifierOption: modifierOptionEntity(config),
    itemModifierGroup: itemModifierGroupEntity(config),
    comboItem: comboItemEntity(config),
    comboComponent: comboComponentEntity(config),
    comboComponentChoice: comboComponentChoiceEntity(config),
    menuCategoryTranslation: menuCategoryTranslationEntity(config),
    menuItemTranslation: menuItemTranslationEntity(config),
    order: orderEntity(config),
    orderLine: orderLineEntity(config),
    refund: refundEntity(config),
    receipt: receiptEntity(config),
    dailySales: dailySalesEntity(config),
    serviceRequest: serviceRequestEntity(config),
    table: tableEntity(config),
    tableSession: tableSessionEntity(config),
    tableSessionGuest: tableSessionGuestEntity(config),
    tableCartLine: tableCartLineEntity(config),
    tableRound: tableRoundEntity(config),
    tabPayment: tabPaymentEntity(config),
    tabDue: tabDueEntity(config),
    orderWaiting: orderWaitingEntity(config),
    orderingPause: orderingPauseEntity(config),
    sectionShift: sectionShiftEntity(config),
    tipCredit: tipCreditEntity(config),
    wsConnection: wsConnectionEntity(config),
    processedStripeEvent: processedStripeEventEntity(config),
    uniqueness: uniquenessEntity(config),
    rateLimit: rateLimitEntity(config),
    sandboxCheckoutSession: sandboxCheckoutSessionEntity(config),
    sandboxWebhookDelivery: sandboxWebhookDeliveryEntity(config),
    sandboxConnectAccount: sandboxConnectAccountEntity(config),
    sandboxOnboardingAccess: sandboxOnboardingAccessEntity(config),
    sandboxSetupSession: sandboxSetupSessionEntity(config),
    sandboxCustomer: sandboxCustomerEntity(config),
    sandboxPaymentIntent: sandboxPaymentIntentEntity(config),
  };
}

export function createService(config: DbConfig) {
  return new Service(createEntities(config), config);
}

export type Db = ReturnType<typeof createService>;

/** `fn(db, ...args)` as `(...args)`: how a module's free functions become the methods of its facade. */
export function withDb<A extends unknown[], R>(db: Db, fn: (db: Db, ...args: A) => R): (...args: A) => R {
  return (...args) => fn(db, ...args);
}
