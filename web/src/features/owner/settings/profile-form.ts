/**
 * The restaurant profile form's draft: what the owner typed, checked and turned into the PATCH that changes only
 * what differs from the saved restaurant. The rules themselves live in shared/restaurant-profile.ts and the API schema.
 */
import { restaurantUpdateRequestSchema, type Restaurant, type RestaurantUpdateRequest } from '@shared/api';
import { sortOpeningHours, type OpeningPeriod } from '@shared/restaurant-profile';
import type { TablePaymentMode } from '@shared/tab';

export interface ProfileDraft {
  name: string;
  description: string;
  address: string;
  phone: string;
  openingHours: OpeningPeriod[];
  timeZone: string;
  currency: string;
  /** As typed: a percentage with at most two decimals ("10", "8.25"). */
  taxPercent: string;
  taxIncluded: boolean;
  /** When a table pays (issue 29). */
  tablePayment: TablePaymentMode;
  /** As typed: whole minutes of no activity before an open tab is charged; only sent when tables can keep a tab. */
  tabChargeAfterMinutes: string;
  /** As typed: whole minutes before a paid order nobody started is late on the staff screens, then mailed (issue 30). */
  lateOrderMinutes: string;
  escalateOrderMinutes: string;
}

export function draftOf(restaurant: Restaurant): ProfileDraft {
  return {
    name: restaurant.name,
    description: restaurant.description ?? '',
    address: restaurant.address ?? '',
    phone: restaurant.phone ?? '',
    openingHours: sortOpeningHours(restaurant.openingHours),
    timeZone: restaurant.timeZone,
    currency: restaurant.currency,
    taxPercent: formatTaxPercent(restaurant.taxRateBps),
    taxIncluded: restaurant.taxIncluded,
    tablePayment: restaurant.tablePayment,
    tabChargeAfterMinutes: String(restaurant.tabChargeAfterMinutes),
    lateOrderMinutes: String(restaurant.lateOrderMinutes),
    escalateOrderMinutes: String(restaurant.escalateOrderMinutes),
  };
}

/** 800 -> "8", 825 -> "8.25". */
export function formatTaxPercent(bps: number): string {
  return String(bps / 100);
}

export const TAX_PERCENT_MESSAGE = 'Enter the tax rate as a percentage from 0 to 50, with at most two decimals (e.g. 8.25)';

/** "8.25" -> 825 basis points; null when it is not a percentage from 0 to 50 with at most two decimals. */
export function parseTaxPercent(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 5000 ? bps : null;
}

/** "90" -> 90; anything but digits (empty, "1.5", "2h") -> NaN, which the schema refuses with its message. */
export function parseWholeMinutes(text: string): number {
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : Number.NaN;
}

export type ProfileErrors = Partial<Record<keyof ProfileDraft, string>>;

const samePeriods = (a: readonly OpeningPeriod[], b: readonly OpeningPeriod[]) =>
  a.length === b.length && a.every((p, i) => p.day === b[i]!.day && p.opens === b[i]!.opens && p.closes === b[i]!.closes);

/**
 * The PATCH for the draft (only changed fields; null when nothing changed), or the errors that keep it from being
 * sent, keyed by field, worded as the server words them.
 */
export function profileChanges(draft: ProfileDraft, saved: Restaurant): { changes: RestaurantUpdateRequest | null; errors: ProfileErrors } {
  const before = draftOf(saved);
  const errors: ProfileErrors = {};
  const taxRateBps = parseTaxPercent(draft.taxPercent);
  if (taxRateBps === null) errors.taxPercent = TAX_PERCENT_MESSAGE;
  const patch: Record<string, unknown> = {};
  if (draft.name.trim() !== before.name) patch.name = draft.name.trim();
  if (draft.description.trim() !== before.description) patch.description = draft.description.trim() || null;
  if (draft.address.trim() !== before.address) patch.address = draft.address.trim() || null;
  if (draft.phone.trim() !== before.phone) patch.phone = draft.phone.trim() || null;
  const hours = sortOpeningHours(draft.openingHours);
  if (!samePeriods(hours, before.openingHours)) patch.openingHours = hours;
  if (draft.timeZone !== before.timeZone) patch.timeZone = draft.timeZone;
  if (draft.currency !== before.currency) patch.currency = draft.currency;
  if (taxRateBps !== null && taxRateBps !== saved.taxRateBps) patch.taxRateBps = taxRateBps;
  if (draft.taxIncluded !== before.taxIncluded) patch.taxIncluded = draft.taxIncluded;
  if (draft.tablePayment !== before.tablePayment) patch.tablePayment = draft.tablePayment;
  // Hidden (and ignored) while every round is paid when ordered; otherwise checked by the server's own rule.
  if (draft.tablePayment !== 'pay_first') {
    const minutes = parseWholeMinutes(draft.tabChargeAfterMinutes);
    if (minutes !== saved.tabChargeAfterMinutes) patch.tabChargeAfterMinutes = minutes;
  }
  // Both limits go together when either changed: the server checks the pair (the e-mail after the alert).
  const lateOrderMinutes = parseWholeMinutes(draft.lateOrderMinutes);
  const escalateOrderMinutes = parseWholeMinutes(draft.escalateOrderMinutes);
  if (lateOrderMinutes !== saved.lateOrderMinutes || escalateOrderMinutes !== saved.escalateOrderMinutes) {
    Object.assign(patch, { lateOrderMinutes, escalateOrderMinutes });
  }
  if (Object.keys(patch).length === 0) return { changes: null, errors };

  const parsed = restaurantUpdateRequestSchema.safeParse(patch);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = (issue.path[0] === 'taxRateBps' ? 'taxPercent' : issue.path[0]) as keyof ProfileDraft | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
  }
  return { changes: Object.keys(errors).length === 0 && parsed.success ? parsed.data : null, errors };
}

/** Every IANA time zone the browser knows, with the saved one kept even if this browser lacks it. */
export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(['UTC', ...known]);
  zones.add(current);
  return [...zones].sort((a, b) => (a === 'UTC' ? -1 : b === 'UTC' ? 1 : a.localeCompare(b)));
}
