/**
 * What opens the sandbox's onboarding look-alike for one connected account, as Stripe's own capabilities do: an
 * account session (its client secret, for the embedded panel of the web app) or an account link (its id, for the
 * hosted fallback page). Whoever holds the token may onboard the account until `validUntil`.
 *   primary  pk token
 * expiresAt (TTL) removes it a day after it stops being valid.
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex } from '../keys';

export const SANDBOX_ACCESS_KINDS = ['account_session', 'account_link'] as const;
export type SandboxAccessKind = (typeof SANDBOX_ACCESS_KINDS)[number];

export const sandboxOnboardingAccessEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxOnboardingAccess', version: '1' },
      attributes: {
        /** An account session's client secret, or an account link's id. */
        token: { type: 'string', required: true, readOnly: true },
        kind: { type: SANDBOX_ACCESS_KINDS, required: true, readOnly: true },
        accountId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        /** An account link's way back: when it expired (refresh) and when onboarding is done (return). */
        refreshUrl: { type: 'string', readOnly: true },
        returnUrl: { type: 'string', readOnly: true },
        /** Epoch seconds, like Stripe's expires_at. */
        validUntil: { type: 'number', required: true, readOnly: true },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byToken: primaryIndex(['token'], []),
      },
    },
    config,
  );
