import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown under the field and tied to it with aria-describedby, so it is read when the field gets focus. */
  error?: string | undefined;
  /** Something placed after the input inside the same box (the password visibility toggle). */
  trailing?: ReactNode;
}

export function TextField({ id, label, error, trailing, className, ref, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className={trailing ? 'field__control field__control--with-trailing' : 'field__control'}>
        <input
          ref={ref}
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
