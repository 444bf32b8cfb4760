import { useId, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-store';
import { TIP_PERCENTS, type ShownTip, type TipSelection } from './tip';

interface TipChooserProps {
  value: ShownTip;
  onChange(value: TipSelection): void;
  /** More options at the end of the group (a table's bill adds "No tip"), given the group's radio name. */
  more?(name: string): ReactNode;
}

/** 15 / 18 / 20 % or a custom amount in dollars: a radio group that looks like a segmented control. */
export function TipChooser({ value, onChange, more }: TipChooserProps) {
  const { t, percent } = useI18n();
  const id = useId();
  const customAmount = value.kind === 'custom' ? value.amount : '';
  return (
    <fieldset className="tip-chooser">
      <legend className="field__label">{t('tip')}</legend>
      <div className="tip-chooser__options">
        {TIP_PERCENTS.map((p) => (
          <label key={p} className="tip-chooser__option">
            <input
              type="radio"
              name={`${id}-tip`}
              checked={value.kind === 'percent' && value.percent === p}
              onChange={() => onChange({ kind: 'percent', percent: p })}
            />
            <span>{percent(p * 100)}</span>
          </label>
        ))}
        <label className="tip-chooser__option">
          <input
            type="radio"
            name={`${id}-tip`}
            checked={value.kind === 'custom'}
            onChange={() => onChange({ kind: 'custom', amount: customAmount })}
          />
          <span>{t('tipCustom')}</span>
        </label>
        {more?.(`${id}-tip`)}
      </div>
      {value.kind === 'custom' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-custom`}>
            {t('customTipAmount')}
          </label>
          <input
            id={`${id}-custom`}
            className="input"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={customAmount}
            onChange={(event) => onChange({ kind: 'custom', amount: event.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
