/** Owner edits to a restaurant (shared/api RestaurantUpdateRequest), with the language rule of SPEC.md 5. */
import type { Restaurant, RestaurantUpdateRequest } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import { sortOpeningHours } from '../../../../shared/restaurant-profile';
import { DEFAULT_ESCALATE_ORDER_MINUTES, DEFAULT_LATE_ORDER_MINUTES, escalationLimitsProblem } from '../../../../shared/order-escalation';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { isConditionFailure } from '../../db/conditions';
import { BadRequestError, NotFoundError } from '../../errors';
import { readRestaurantItem, toRestaurant } from './record';

const DEFAULT_NOT_ENABLED = 'Default language must be one of the enabled languages';

export async function updateRestaurant(db: Db, restaurantId: string, patch: RestaurantUpdateRequest): Promise<Restaurant> {
  if (patch.enabledLanguages || patch.defaultLanguage) await checkLanguages(db, restaurantId, patch);
  if ((patch.lateOrderMinutes === undefined) !== (patch.escalateOrderMinutes === undefined)) await checkEscalationLimits(db, restaurantId, patch);
  const now = nowIso();
  try {
    const { data } = await db.entities.restaurant
      .patch({ restaurantId })
      .data((a, { set, remove, ifNotExists }) => {
        if (patch.name !== undefined) set(a.name, patch.name);
        if (patch.description === null || patch.description === '') remove(a.description);
        else if (patch.description !== undefined) set(a.description, patch.description);
        for (const key of ['address', 'phone'] as const) {
          if (patch[key] === null || patch[key] === '') remove(a[key]);
          else if (patch[key] !== undefined) set(a[key], patch[key]);
        }
        if (patch.openingHours !== undefined) set(a.openingHours, sortOpeningHours(patch.openingHours));
        if (patch.currency !== undefined) set(a.currency, patch.currency);
        if (patch.taxIncluded !== undefined) set(a.taxIncluded, patch.taxIncluded);
        if (patch.serviceRequestEnabled !== undefined) set(a.serviceRequestEnabled, patch.serviceRequestEnabled);
        if (patch.tablePayment !== undefined) set(a.tablePayment, patch.tablePayment);
        if (patch.tabChargeAfterMinutes !== undefined) set(a.tabChargeAfterMinutes, patch.tabChargeAfterMinutes);
        if (patch.lateOrderMinutes !== undefined) set(a.lateOrderMinutes, patch.lateOrderMinutes);
        if (patch.escalateOrderMinutes !== undefined) set(a.escalateOrderMinutes, patch.escalateOrderMinutes);
        if (patch.defaultLanguage !== undefined) set(a.defaultLanguage, patch.defaultLanguage);
        if (patch.enabledLanguages !== undefined) set(a.enabledLanguages, dedupe(patch.enabledLanguages));
        if (patch.autoDetectLanguage !== undefined) set(a.autoDetectLanguage, patch.autoDetectLanguage);
        if (patch.taxRateBps !== undefined) set(a.taxRateBps, patch.taxRateBps);
        if (patch.timeZone !== undefined) set(a.timeZone, patch.timeZone);
        // Milestones are set once: repeating "started" or "completed" keeps the first moment.
        if (patch.onboardingStarted) ifNotExists(a.onboardingStartedAt, now);
        if (patch.onboardingCompleted) ifNotExists(a.onboardingCompletedAt, now);
      })
      .go({ response: 'all_new' });
    return toRestaurant(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Restaurant not found');
    throw error;
  }
}

/** The default language must stay enabled: disabling it is refused unless the same patch names a new default. */
async function checkLanguages(db: Db, restaurantId: string, patch: RestaurantUpdateRequest): Promise<void> {
  let enabled: LanguageCode[] | undefined = patch.enabledLanguages;
  let defaultLanguage: LanguageCode | undefined = patch.defaultLanguage;
  if (!enabled || !defaultLanguage) {
    const current = await readRestaurantItem(db, restaurantId);
    if (!current) throw new NotFoundError('Restaurant not found');
    enabled ??= current.enabledLanguages;
    defaultLanguage ??= current.defaultLanguage;
  }
  if (enabled.length === 0) {
    throw new BadRequestError('At least one language must be enabled', { enabledLanguages: 'At least one language must be enabled' });
  }
  if (!enabled.includes(defaultLanguage)) {
    throw new BadRequestError(DEFAULT_NOT_ENABLED, { defaultLanguage: DEFAULT_NOT_ENABLED });
  }
}

/** One of the two waiting-order limits alone (issue 30 item 1): the e-mail's must stay above the saved late one, and back. */
async function checkEscalationLimits(db: Db, restaurantId: string, patch: RestaurantUpdateRequest): Promise<void> {
  const saved = await readRestaurantItem(db, restaurantId);
  if (!saved) throw new NotFoundError('Restaurant not found');
  const late = patch.lateOrderMinutes ?? saved.lateOrderMinutes ?? DEFAULT_LATE_ORDER_MINUTES;
  const escalate = patch.escalateOrderMinutes ?? saved.escalateOrderMinutes ?? DEFAULT_ESCALATE_ORDER_MINUTES;
  const problem = escalationLimitsProblem(late, escalate);
  if (problem) throw new BadRequestError(problem, { [patch.escalateOrderMinutes === undefined ? 'lateOrderMinutes' : 'escalateOrderMinutes']: problem });
}

function dedupe(languages: LanguageCode[]): LanguageCode[] {
  return [...new Set(languages)];
}
