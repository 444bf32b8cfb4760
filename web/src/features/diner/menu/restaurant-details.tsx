import { useEffect, useState } from 'react';
import type { PublicRestaurant } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { isOpenAt, sortOpeningHours, WEEK_DAYS, type OpeningPeriod, type WeekDay } from '@shared/restaurant-profile';
import { useI18n } from '../i18n/i18n-store';

/** Monday 1 January 2024 is day 1: the day's name in the diner's language. */
const dayName = (day: WeekDay, lang: LanguageCode) =>
  new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day)));
const timeOf = (hhmm: string, lang: LanguageCode) =>
  new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)))),
  );
const periodText = (p: OpeningPeriod, lang: LanguageCode) => `${timeOf(p.opens, lang)}–${timeOf(p.closes, lang)}`;

/**
 * The restaurant's address, phone and opening hours under its name. Whether it is open now is worked out in the
 * browser after the page shows (a prerendered page is the same at every hour), in the restaurant's time zone.
 */
export function RestaurantDetails({ restaurant, lang }: { restaurant: PublicRestaurant; lang: LanguageCode }) {
  const { t } = useI18n();
  const [openNow, setOpenNow] = useState<boolean | null>(null);
  const { openingHours, timeZone, address, phone } = restaurant;
  useEffect(() => {
    const check = () => setOpenNow(isOpenAt(openingHours, timeZone, new Date()));
    check();
    const timer = setInterval(check, 60_000);
    return () => clearInterval(timer);
  }, [openingHours, timeZone]);

  if (!address && !phone && openingHours.length === 0) return null;
  const hours = sortOpeningHours(openingHours);
  return (
    <div className="restaurant-details">
      {address ? (
        <p className="restaurant-details__line">
          <bdi>{address}</bdi>
        </p>
      ) : null}
      {phone ? (
        <p className="restaurant-details__line">
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {phone}
          </a>
        </p>
      ) : null}
      {hours.length > 0 ? (
        <details className="restaurant-details__hours">
          <summary>
            {t('openingHours')}
            {openNow !== null ? (
              <span className={openNow ? 'badge badge--success' : 'badge'}>{openNow ? t('openNow') : t('closedNow')}</span>
            ) : null}
          </summary>
          <dl className="restaurant-details__week">
            {WEEK_DAYS.map((day) => {
              const ofDay = hours.filter((p) => p.day === day);
              return (
                <div key={day} className="restaurant-details__day">
                  <dt>{dayName(day, lang)}</dt>
                  <dd dir="ltr">{ofDay.length > 0 ? ofDay.map((p) => periodText(p, lang)).join(', ') : t('closedAllDay')}</dd>
                </div>
              );
            })}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
