import { useId, useState } from 'react';
import { INVALID_HEX_COLOR_MESSAGE, normalizeHexColor } from '@shared/contrast';

interface ColorFieldProps {
  label: string;
  /** Where diners see this colour. */
  hint: string;
  /** The applied colour, '#RRGGBB'. */
  value: string;
  /** Called with valid colours only ('#RRGGBB'); what the owner is still typing stays in the field. */
  onChange(color: string): void;
  disabled?: boolean;
}

/**
 * A native colour picker and a hex text field for one colour. The picker always applies; typed text applies as soon
 * as it is a valid hex colour (SPEC.md 5), and an invalid entry is said by the field once the owner leaves it.
 */
export function ColorField({ label, hint, value, onChange, disabled }: ColorFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // What the text field shows: the applied value, unless the owner has typed something else since.
  const [draft, setDraft] = useState<string | null>(null);
  const [showError, setShowError] = useState(false);
  const text = draft ?? value;
  const invalid = showError && normalizeHexColor(text) === null;

  function type(next: string) {
    setDraft(next);
    const color = normalizeHexColor(next);
    if (color) {
      setShowError(false);
      onChange(color);
    }
  }

  function leave() {
    if (normalizeHexColor(text) === null) setShowError(true);
    // A valid entry is shown as applied ('#abc' becomes '#AABBCC').
    else setDraft(null);
  }

  function pick(next: string) {
    setDraft(null);
    setShowError(false);
    onChange(normalizeHexColor(next) ?? value);
  }

  // Reset, Auto-fix or a save replaced the colour: the field shows it, not an old draft.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (draft !== null && normalizeHexColor(draft) !== value) {
      setDraft(null);
      setShowError(false);
    }
  }

  return (
    <div className="brand-color">
      <label className="field__label" htmlFor={`${id}-hex`}>
        {label}
      </label>
      <p id={hintId} className="brand-color__hint muted">
        {hint}
      </p>
      <div className="brand-color__row">
        <input
          type="color"
          className="brand-color__picker"
          aria-label={`${label} picker`}
          value={value.toLowerCase()}
          disabled={disabled}
          onChange={(event) => pick(event.target.value)}
        />
        <input
          id={`${id}-hex`}
          type="text"
          className="input brand-color__hex"
          value={text}
          maxLength={7}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          disabled={disabled}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => type(event.target.value)}
          onBlur={leave}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              leave();
            }
          }}
        />
      </div>
      {invalid ? (
        <p id={errorId} className="field__error">
          {INVALID_HEX_COLOR_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
