/**
 * The restaurant's profile rules, one place for the owner's form, the API and the diner's page: the currencies a
 * restaurant may charge in, time zones, and the week's opening hours (a list of { day, opens, closes } in the
 * restaurant's own time zone; a day may have several, and a closing time before the opening time runs past midnight).
 */

/**
 * Stripe currencies with two decimals and the same 50-cent minimum charge, so every amount stays in cents
 * (pricing.ts MIN_CHARGE_CENTS). Zero-decimal currencies (JPY, KRW) would need another unit and are left out.
 */
export const RESTAURANT_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'MXN', 'SGD'] as const;
export type RestaurantCurrency = (typeof RESTAURANT_CURRENCIES)[number];

export function isRestaurantCurrency(code: string): code is RestaurantCurrency {
  return (RESTAURANT_CURRENCIES as readonly string[]).includes(code);
}

/** Whether the runtime knows the IANA time zone (Node and every current browser carry the full list). */
export function isKnownTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(timeZone) && timeZone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Days as ISO numbers them: 1 Monday ... 7 Sunday. */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export interface OpeningPeriod {
  day: WeekDay;
  /** 'HH:MM', 24-hour, in the restaurant's time zone. */
  opens: string;
  closes: string;
}
/** At most three periods a day (breakfast, lunch, dinner). */
export const MAX_OPENING_PERIODS = 21;
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export const PROFILE_LIMITS = { name: 100, description: 500, address: 200, phone: 32 } as const;
/** Digits, spaces and the usual punctuation of a phone number, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{4,31}$/;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Why a list of opening periods is refused, or null. */
export function openingHoursProblem(periods: readonly OpeningPeriod[]): string | null {
  if (periods.length > MAX_OPENING_PERIODS) return `At most ${MAX_OPENING_PERIODS} opening periods`;
  for (const day of WEEK_DAYS) {
    const ofDay = periods.filter((p) => p.day === day).sort((a, b) => minutes(a.opens) - minutes(b.opens));
    if (ofDay.length > 3) return 'At most three opening periods a day';
    for (const period of ofDay) if (period.opens === period.closes) return 'A period must close at another time than it opens';
    for (let i = 1; i < ofDay.length; i++) {
      const previous = ofDay[i - 1]!;
      const previousEnd = minutes(previous.closes) <= minutes(previous.opens) ? 24 * 60 : minutes(previous.closes);
      if (minutes(ofDay[i]!.opens) < previousEnd) return 'Opening periods of a day must not overlap';
    }
  }
  return null;
}

/** The periods in week order (Monday first, then by opening time). */
export function sortOpeningHours<P extends OpeningPeriod>(periods: readonly P[]): P[] {
  return [...periods].sort((a, b) => a.day - b.day || minutes(a.opens) - minutes(b.opens));
}

/** The day of the week and the time of day of `at` in `timeZone`. */
export function localWeekTime(at: Date, timeZone: string): { day: WeekDay; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const day = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1) as WeekDay;
  return { day, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Whether the restaurant is open at `at` by its hours: null when it has no hours set (nothing is claimed). A
 * period that closes past midnight counts on the next morning too.
 */
export function isOpenAt(periods: readonly OpeningPeriod[], timeZone: string, at: Date): boolean | null {
  if (periods.length === 0) return null;
  const now = localWeekTime(at, timeZone);
  const yesterday = (now.day === 1 ? 7 : now.day - 1) as WeekDay;
  return periods.some((p) => {
    const opens = minutes(p.opens);
    const closes = minutes(p.closes);
    const overnight = closes <= opens;
    if (p.day === now.day) return now.minutes >= opens && (overnight || now.minutes < closes);
    return overnight && p.day === yesterday && now.minutes < closes;
  });
}
