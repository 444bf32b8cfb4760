import { useId } from 'react';
import { MAX_ESCALATE_ORDER_MINUTES, MAX_LATE_ORDER_MINUTES, MIN_ESCALATE_ORDER_MINUTES, MIN_LATE_ORDER_MINUTES } from '@shared/order-escalation';

interface WaitingOrdersSectionProps {
  /** As typed. */
  lateMinutes: string;
  escalateMinutes: string;
  errors: { late: string | undefined; escalate: string | undefined };
  onLate(text: string): void;
  onEscalate(text: string): void;
}

interface MinutesFieldProps {
  id: string;
  before: string;
  after: string;
  value: string;
  min: number;
  max: number;
  error: string | undefined;
  help: string;
  onChange(text: string): void;
}

function MinutesField({ id, before, after, value, min, max, error, help, onChange }: MinutesFieldProps) {
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  return (
    <div className="field">
      <label className="table-payment__minutes" htmlFor={id}>
        <span>{before}</span>
        <input
          id={id}
          className="input table-payment__minutes-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${helpId}` : helpId}
          onChange={(event) => onChange(event.target.value)}
        />
        <span>{after}</span>
      </label>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
      <p id={helpId} className="muted settings-help">
        {help}
      </p>
    </div>
  );
}

/**
 * The profile form's "Orders nobody started" card (issue 30 item 1): after how many minutes a paid order that nobody
 * started turns amber on the staff screens (red at twice that), and after how many the owner and managers get an
 * e-mail. Part of the form: saved with its Save Changes, checked by the server's rule.
 */
export function WaitingOrdersSection({ lateMinutes, escalateMinutes, errors, onLate, onEscalate }: WaitingOrdersSectionProps) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Orders nobody started
      </h2>
      <MinutesField
        id={`${id}-late`}
        before="Alert the staff when a paid order waits"
        after="minutes"
        value={lateMinutes}
        min={MIN_LATE_ORDER_MINUTES}
        max={MAX_LATE_ORDER_MINUTES}
        error={errors.late}
        help={`From ${MIN_LATE_ORDER_MINUTES} to ${MAX_LATE_ORDER_MINUTES} minutes. The ticket turns amber on every staff screen with a sound and a banner, and red at twice the time.`}
        onChange={onLate}
      />
      <MinutesField
        id={`${id}-escalate`}
        before="E-mail the owner and managers after"
        after="minutes"
        value={escalateMinutes}
        min={MIN_ESCALATE_ORDER_MINUTES}
        max={MAX_ESCALATE_ORDER_MINUTES}
        error={errors.escalate}
        help={`From ${MIN_ESCALATE_ORDER_MINUTES} to ${MAX_ESCALATE_ORDER_MINUTES} minutes, more than the alert. One e-mail per order, and at most one every 10 minutes listing them all.`}
        onChange={onEscalate}
      />
    </section>
  );
}
