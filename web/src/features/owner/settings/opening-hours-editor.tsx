import { WEEK_DAYS, type OpeningPeriod, type WeekDay } from '@shared/restaurant-profile';

const DAY_NAMES: Record<WeekDay, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};
const NEW_PERIOD = { opens: '12:00', closes: '22:00' };

interface OpeningHoursEditorProps {
  periods: OpeningPeriod[];
  error?: string | undefined;
  onChange(periods: OpeningPeriod[]): void;
}

/**
 * The week's opening hours: per day, closed or up to three periods, each an opening and a closing time (a closing
 * time before the opening one runs past midnight). Kept as one flat list, as the API takes it.
 */
export function OpeningHoursEditor({ periods, error, onChange }: OpeningHoursEditorProps) {
  const replace = (target: OpeningPeriod, next: OpeningPeriod | null) =>
    onChange(periods.flatMap((p) => (p === target ? (next ? [next] : []) : [p])));
  const add = (day: WeekDay) => {
    const ofDay = periods.filter((p) => p.day === day);
    const last = ofDay[ofDay.length - 1];
    onChange([...periods, last ? { day, opens: last.closes, closes: last.closes === '23:00' ? '23:59' : '23:00' } : { day, ...NEW_PERIOD }]);
  };
  const copyMondayToWeekdays = () => {
    const monday = periods.filter((p) => p.day === 1);
    onChange([...periods.filter((p) => p.day === 1 || p.day > 5), ...[2, 3, 4, 5].flatMap((day) => monday.map((p) => ({ ...p, day: day as WeekDay })))]);
  };

  return (
    <fieldset className="card settings-fieldset" aria-describedby={error ? 'opening-hours-error' : 'opening-hours-help'}>
      <legend className="settings-fieldset__legend">Opening Hours</legend>
      <p id="opening-hours-help" className="muted">
        Shown to guests on your menu, in your time zone. Leave a day empty when you are closed; a closing time before the
        opening time runs past midnight.
      </p>
      <ul className="opening-hours">
        {WEEK_DAYS.map((day) => {
          const ofDay = periods.filter((p) => p.day === day);
          return (
            <li key={day} className="opening-hours__day">
              <span className="opening-hours__name" id={`day-${day}`}>
                {DAY_NAMES[day]}
              </span>
              <div className="opening-hours__periods">
                {ofDay.length === 0 ? <span className="muted">Closed</span> : null}
                {ofDay.map((period, index) => (
                  <div key={index} className="opening-hours__period" role="group" aria-label={`${DAY_NAMES[day]}, hours ${index + 1}`}>
                    <input
                      type="time"
                      className="input opening-hours__time"
                      aria-label={`${DAY_NAMES[day]} opens`}
                      value={period.opens}
                      required
                      onChange={(event) => event.target.value && replace(period, { ...period, opens: event.target.value })}
                    />
                    <span aria-hidden="true">–</span>
                    <input
                      type="time"
                      className="input opening-hours__time"
                      aria-label={`${DAY_NAMES[day]} closes`}
                      value={period.closes}
                      required
                      onChange={(event) => event.target.value && replace(period, { ...period, closes: event.target.value })}
                    />
                    <button type="button" className="button button--ghost button--small" onClick={() => replace(period, null)}>
                      Remove<span className="visually-hidden"> {DAY_NAMES[day]} hours {index + 1}</span>
                    </button>
                  </div>
                ))}
              </div>
              {ofDay.length < 3 ? (
                <button type="button" className="button button--ghost button--small" onClick={() => add(day)}>
                  Add hours<span className="visually-hidden"> on {DAY_NAMES[day]}</span>
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--ghost button--small" onClick={copyMondayToWeekdays}>
        Copy Monday to Tuesday–Friday
      </button>
      {error ? (
        <p id="opening-hours-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
