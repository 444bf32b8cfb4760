import { useId } from 'react';

interface SwitchFieldProps {
  label: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/**
 * An on/off setting: a native checkbox with role="switch" (screen readers say "switch, on"), drawn as a track and
 * knob by CSS. The label names it; the description is read after it.
 */
export function SwitchField({ label, description, checked, disabled, onChange }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="switch-field__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="switch-field__text">
        <label htmlFor={id} className="switch-field__label">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="muted switch-field__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
