import { useId } from 'react';
import { MAX_TAB_CHARGE_AFTER_MINUTES, MIN_TAB_CHARGE_AFTER_MINUTES, TABLE_PAYMENT_MODES, TABLE_PAYMENT_MODE_LABELS, type TablePaymentMode } from '@shared/tab';

/** One line under each mode: what the party at the table goes through. */
export const TABLE_PAYMENT_MODE_HELP: Readonly<Record<TablePaymentMode, string>> = {
  pay_first: 'Each round is paid before the kitchen gets it.',
  pay_at_end: 'The first round needs a card saved; nothing is charged until the bill.',
  table_chooses: 'The party picks one of the two when it sends its first round.',
};

interface TablePaymentSectionProps {
  mode: TablePaymentMode;
  /** As typed. */
  minutes: string;
  error: string | undefined;
  onMode(mode: TablePaymentMode): void;
  onMinutes(text: string): void;
}

/**
 * The profile form's "Paying at a table" card (issue 29): when a table pays, and, when a table can keep a tab open,
 * how long a forgotten tab waits before it is charged. Part of the form: saved with its Save Changes.
 */
export function TablePaymentSection({ mode, minutes, error, onMode, onMinutes }: TablePaymentSectionProps) {
  const id = useId();
  const minutesId = `${id}-minutes`;
  const errorId = `${minutesId}-error`;
  const helpId = `${minutesId}-help`;
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Paying at a table
      </h2>
      <fieldset className="settings-fieldset table-payment__modes">
        <legend className="field__label">When does a table pay?</legend>
        {TABLE_PAYMENT_MODES.map((option) => (
          <label key={option} className={option === mode ? 'table-payment__mode table-payment__mode--on' : 'table-payment__mode'}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={option === mode}
              aria-describedby={`${id}-${option}-help`}
              onChange={() => onMode(option)}
            />
            <span className="table-payment__text">
              <span className="table-payment__label">{TABLE_PAYMENT_MODE_LABELS[option]}</span>
              <span id={`${id}-${option}-help`} className="muted settings-help">
                {TABLE_PAYMENT_MODE_HELP[option]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {mode !== 'pay_first' ? (
        <div className="field">
          <label className="table-payment__minutes" htmlFor={minutesId}>
            <span>Charge a tab left open after</span>
            <input
              id={minutesId}
              className="input table-payment__minutes-input"
              type="number"
              inputMode="numeric"
              min={MIN_TAB_CHARGE_AFTER_MINUTES}
              max={MAX_TAB_CHARGE_AFTER_MINUTES}
              step={1}
              value={minutes}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${helpId}` : helpId}
              onChange={(event) => onMinutes(event.target.value)}
            />
            <span>minutes of no activity</span>
          </label>
          {error ? (
            <p id={errorId} className="field__error">
              {error}
            </p>
          ) : null}
          <p id={helpId} className="muted settings-help">
            From {MIN_TAB_CHARGE_AFTER_MINUTES} to {MAX_TAB_CHARGE_AFTER_MINUTES} minutes. The charge goes to the card saved
            when the tab was opened, without a tip, and shows on the table's bill.
          </p>
        </div>
      ) : null}
    </section>
  );
}
