import type { MessageKey } from '../i18n/dictionaries/en';
import { useI18n } from '../i18n/i18n-store';
import type { Limits, SelectionProblem } from './chooser-selection';

export interface ChoiceOption {
  id: string;
  name: string;
  /** The price effect shown next to the name ("+$4.00"), if any. */
  priceNote: string | null;
}

interface ChoiceFieldsetProps {
  /** DOM id; the chooser focuses it when the group needs attention. */
  id: string;
  name: string;
  single: boolean;
  limits: Limits;
  options: readonly ChoiceOption[];
  chosen: readonly string[];
  problem: SelectionProblem | null;
  /** optionId null: the 'None' choice of an optional single-choice group. */
  onChange(optionId: string | null, on: boolean): void;
}

function hintOf(single: boolean, { min, max }: Limits): { key: MessageKey; values?: Record<string, number> } | null {
  if (single) return min === 1 ? { key: 'chooseOne' } : null;
  if (min === 0) return { key: 'chooseUpTo', values: { max } };
  if (min === max) return min === 1 ? { key: 'chooseOne' } : { key: 'chooseExactly', values: { count: min } };
  return { key: 'chooseBetween', values: { min, max } };
}

function problemText(problem: SelectionProblem): { key: MessageKey; values?: Record<string, number> } {
  switch (problem.kind) {
    case 'chooseOne':
      return { key: 'problemChooseOne' };
    case 'chooseAtLeast':
      return { key: 'problemChooseAtLeast', values: { min: problem.min } };
    case 'chooseAtMost':
      return { key: 'problemChooseAtMost', values: { max: problem.max } };
  }
}

/** One modifier group or combo component: radios for a single choice, checkboxes (up to the max) for several. */
export function ChoiceFieldset({ id, name, single, limits, options, chosen, problem, onChange }: ChoiceFieldsetProps) {
  const { t } = useI18n();
  const hint = hintOf(single, limits);
  const problemMessage = problem ? problemText(problem) : null;
  const atMax = !single && chosen.length >= limits.max;
  const inputType = single ? 'radio' : 'checkbox';

  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={problem ? 'choice-group choice-group--invalid' : 'choice-group'}
      aria-describedby={[hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined}
    >
      <legend className="choice-group__legend">
        <span className="choice-group__name">
          <bdi>{name}</bdi>
        </span>
        <span className={limits.optional ? 'badge' : 'badge badge--accent'}>{limits.optional ? t('optional') : t('required')}</span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="choice-group__hint">
          {t(hint.key, hint.values)}
        </p>
      ) : null}
      {single && limits.optional ? (
        <label className="choice">
          <input type="radio" name={id} checked={chosen.length === 0} onChange={() => onChange(null, true)} />
          <span className="choice__name">{t('noneOption')}</span>
        </label>
      ) : null}
      {options.map((option) => {
        const checked = chosen.includes(option.id);
        return (
          <label key={option.id} className="choice">
            <input
              type={inputType}
              name={id}
              checked={checked}
              disabled={atMax && !checked}
              onChange={(event) => onChange(option.id, event.target.checked)}
            />
            <span className="choice__name">
              <bdi>{option.name}</bdi>
            </span>
            {option.priceNote ? <span className="choice__price">{option.priceNote}</span> : null}
          </label>
        );
      })}
      {problemMessage ? (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {t(problemMessage.key, problemMessage.values)}
        </p>
      ) : null}
    </fieldset>
  );
}
