import { useId } from 'react';
import { useI18n } from '../i18n/i18n-store';

/** create-payment's limits (shared/api.ts): table label 20 characters, note 500. */
const TABLE_LABEL_MAX = 20;
const NOTE_MAX = 500;

interface OrderDetailsProps {
  /** The table field; absent at a table's card (issue 28), whose table is known. */
  table?: { value: string; onChange(value: string): void };
  note: string;
  onNoteChange(value: string): void;
}

export function OrderDetails({ table, note, onNoteChange }: OrderDetailsProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {t('orderDetails')}
      </h2>
      {table ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-table`}>
            {t('tableNumberOptional')}
          </label>
          <input
            id={`${id}-table`}
            className="input"
            value={table.value}
            maxLength={TABLE_LABEL_MAX}
            autoComplete="off"
            onChange={(event) => table.onChange(event.target.value)}
          />
        </div>
      ) : null}
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          {t('specialInstructions')}
        </label>
        <textarea
          id={`${id}-note`}
          className="input"
          rows={3}
          value={note}
          maxLength={NOTE_MAX}
          placeholder={t('specialInstructionsPlaceholder')}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </div>
    </section>
  );
}
