import { useId, useState, type FormEvent } from 'react';
import { DEMO_CATEGORIES } from '../model/sample-data';
import { validateDemoItem, type DemoItemFormErrors, type DemoItemFormValues } from '../model/demo-item-form';

interface MenuItemFormProps {
  title: string;
  initial: DemoItemFormValues;
  submitLabel: string;
  onSubmit(values: DemoItemFormValues): void;
  onCancel(): void;
}

type CheckedField = keyof DemoItemFormErrors;
const FIELD_ORDER: CheckedField[] = ['name', 'price', 'category', 'stock'];

/** Add or edit a sample item. Checked on submit with the spec's messages; the first wrong field gets the focus. */
export function MenuItemForm({ title, initial, submitLabel, onSubmit, onCancel }: MenuItemFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DemoItemFormErrors>({});
  const id = useId();

  const set = <K extends keyof DemoItemFormValues>(key: K, value: DemoItemFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const errorProps = (field: CheckedField) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {};
  const errorText = (field: CheckedField) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateDemoItem(values);
    setErrors(found);
    const firstWrong = FIELD_ORDER.find((field) => found[field]);
    if (firstWrong) document.getElementById(`${id}-${firstWrong}`)?.focus();
    else onSubmit(values);
  }

  return (
    <form className="demo-card demo-form" aria-labelledby={`${id}-title`} noValidate onSubmit={submit}>
      <h3 id={`${id}-title`} className="section-title">
        {title}
      </h3>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-name`}>
          Name
        </label>
        <input id={`${id}-name`} className="input" value={values.name} onChange={(e) => set('name', e.target.value)} {...errorProps('name')} />
        {errorText('name')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-description`}>
          Description (optional)
        </label>
        <input id={`${id}-description`} className="input" value={values.description} onChange={(e) => set('description', e.target.value)} />
      </div>
      <div className="demo-form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-price`}>
            Price ($)
          </label>
          <input
            id={`${id}-price`}
            className="input"
            inputMode="decimal"
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            {...errorProps('price')}
          />
          {errorText('price')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-stock`}>
            Stock
          </label>
          <input
            id={`${id}-stock`}
            className="input"
            type="number"
            inputMode="numeric"
            step={1}
            value={values.stock}
            onChange={(e) => set('stock', e.target.value)}
            {...errorProps('stock')}
          />
          {errorText('stock')}
        </div>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          Category
        </label>
        <select id={`${id}-category`} className="input" value={values.category} onChange={(e) => set('category', e.target.value)} {...errorProps('category')}>
          <option value="">Choose a category</option>
          {DEMO_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {errorText('category')}
      </div>
      <label className="demo-form__check">
        <input type="checkbox" checked={values.available} onChange={(e) => set('available', e.target.checked)} /> Available to order
      </label>
      <div className="demo-form__actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
