/**
 * A connected account of the sandbox payment gateway (local runs and tests, DESIGN.md 7): what Stripe would keep for
 * an Express account, so the onboarding look-alike can walk it and its signed account.updated events can describe it.
 *   primary  pk accountId
 * Its id is derived from the creation's idempotency key (like Stripe, one account per key); it is never expired.
 */
import { CustomAttributeType, Entity, type EntityConfiguration } from 'electrodb';
import type { SandboxOnboardingStep } from '../../../../shared/api/payments';
import { createdAtAttribute, updatedAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const sandboxConnectAccountEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxConnectAccount', version: '1' },
      attributes: {
        accountId: { type: 'string', required: true, readOnly: true },
        /** The restaurant it was made for (Stripe's metadata.restaurantId). */
        restaurantId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string' },
        country: { type: 'string' },
        /** The look-alike's steps done so far, in order. */
        completedSteps: { type: 'list', required: true, items: { type: CustomAttributeType<SandboxOnboardingStep>('string') }, default: () => [] },
        businessName: { type: 'string' },
        businessUrl: { type: 'string' },
        representativeName: { type: 'string' },
        chargesEnabled: { type: 'boolean', required: true, default: false },
        payoutsEnabled: { type: 'boolean', required: true, default: false },
        detailsSubmitted: { type: 'boolean', required: true, default: false },
        /** Stripe's requirement names still due (shared/api/payments SANDBOX_STEP_REQUIREMENTS). */
        currentlyDue: { type: 'list', required: true, items: { type: 'string' }, default: () => [] },
        createdAt: createdAtAttribute,
        updatedAt: updatedAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['accountId'], []),
      },
    },
    config,
  );
