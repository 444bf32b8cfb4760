/**
 * "Available" in the category and item editors (issue 30 item 3): always, or at set times (days and from/to on the
 * restaurant's clock; an end before the start runs past midnight, counted on the day it starts), and what diners see
 * outside them: the dish shown as unavailable with when it is back, or hidden. Checked by shared/api's zod rules.
 */
import { MENU_HOURS_WINDOWS_MAX } from '@shared/api/menu-builder';
import type { HoursWindow, MenuHours } from '@shared/menu-hours';

/** Monday first, as a week reads on a menu; values are Date#getDay's. */
const DAYS = [
  [1, 'Mon', 'Monday'],
  [2, 'Tue', 'Tuesday'],
  [3, 'Wed', 'Wednesday'],
  [4, 'Thu', 'Thursday'],
  [5, 'Fri', 'Friday'],
  [6, 'Sat', 'Saturday'],
  [0, 'Sun', 'Sunday'],
] as const;

const NEW_WINDOW: HoursWindow = { days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' };

/** What is wrong with the hours before saving; null when fine. */
export function hoursProblem(hours: MenuHours | null): string | null {
  if (!hours) return null;
  for (const [index, w] of hours.windows.entries()) {
    const which = hours.windows.length > 1 ? `Times ${index + 1}: ` : '';
    if (!w.days.length) return `${which}choose at least one day`;
    if (!/^\d\d:\d\d$/.test(w.from) || !/^\d\d:\d\d$/.test(w.to)) return `${which}enter a start and an end time`;
    if (w.from === w.to) return `${which}the start and end times must differ`;
  }
  return null;
}

interface HoursFieldsetProps {
  idPrefix: string;
  value: MenuHours | null;
  onChange(value: MenuHours | null): void;
  /** The restaurant's zone, said beside the times. */
  timeZone?: string | undefined;
  error?: string | null;
  /** "item" or "category", in the words. */
  what: string;
}

export function HoursFieldset({ idPrefix, value, onChange, timeZone, error, what }: HoursFieldsetProps) {
  const setWindow = (index: number, window: HoursWindow) =>
    value && onChange({ ...value, windows: value.windows.map((w, i) => (i === index ? window : w)) });
  const errorId = `${idPrefix}-hours-error`;
  return (
    <fieldset className="mb-hours stack stack--tight" aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">Available</legend>
      <div className="mb-hours__choice" role="radiogroup" aria-label={`When this ${what} is available`}>
        <label className="mb-check">
          <input type="radio" name={`${idPrefix}-when`} checked={!value} onChange={() => onChange(null)} />
          <span>Always</span>
        </label>
        <label className="mb-check">
          <input type="radio" name={`${idPrefix}-when`} checked={!!value} onChange={() => onChange(value ?? { windows: [NEW_WINDOW], outside: 'unavailable' })} />
          <span>At set times</span>
        </label>
      </div>
      {value ? (
        <>
          <p className="muted mb-counter">
            Times are on the restaurant&apos;s clock{timeZone ? ` (${timeZone})` : ''}. An end before the start runs past midnight (22:00 to
            02:00 on Friday ends early Saturday).
          </p>
          {value.windows.map((w, index) => (
            <fieldset key={index} className="mb-hours__window">
              <legend className="visually-hidden">Times {index + 1}</legend>
              <div className="mb-hours__days" role="group" aria-label={`Days, times ${index + 1}`}>
                {DAYS.map(([day, short, long]) => (
                  <label key={day} className="mb-hours__day">
                    <input
                      type="checkbox"
                      aria-label={long}
                      checked={w.days.includes(day)}
                      onChange={(event) =>
                        setWindow(index, { ...w, days: event.target.checked ? [...w.days, day].sort((a, b) => a - b) : w.days.filter((d) => d !== day) })
                      }
                    />
                    <span aria-hidden="true">{short}</span>
                  </label>
                ))}
              </div>
              <div className="mb-hours__times">
                <label className="field">
                  <span className="field__label">From</span>
                  <input className="input" type="time" value={w.from} onChange={(event) => setWindow(index, { ...w, from: event.target.value })} />
                </label>
                <label className="field">
                  <span className="field__label">To</span>
                  <input className="input" type="time" value={w.to} onChange={(event) => setWindow(index, { ...w, to: event.target.value })} />
                </label>
                {value.windows.length > 1 ? (
                  <button
                    type="button"
                    className="button button--ghost mb-danger-text"
                    aria-label={`Remove times ${index + 1}`}
                    onClick={() => onChange({ ...value, windows: value.windows.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </button>
                ) : null}
              </div>
            </fieldset>
          ))}
          {value.windows.length < MENU_HOURS_WINDOWS_MAX ? (
            <button type="button" className="button button--outline button--small" onClick={() => onChange({ ...value, windows: [...value.windows, NEW_WINDOW] })}>
              Add times
            </button>
          ) : null}
          <div className="mb-hours__choice" role="radiogroup" aria-label="Outside these times">
            <span className="field__label">Outside these times</span>
            <label className="mb-check">
              <input type="radio" name={`${idPrefix}-outside`} checked={value.outside === 'unavailable'} onChange={() => onChange({ ...value, outside: 'unavailable' })} />
              <span>Show as unavailable, with when it&apos;s back</span>
            </label>
            <label className="mb-check">
              <input type="radio" name={`${idPrefix}-outside`} checked={value.outside === 'hidden'} onChange={() => onChange({ ...value, outside: 'hidden' })} />
              <span>Hide from the menu</span>
            </label>
          </div>
        </>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
