import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/components/toast/toast-store';
import { TextField } from '@/components/ui/text-field';
import { useSaveQuickMenu } from './api/quick-menu-setup';
import { useOnboarding } from './onboarding-context';
import { QUICK_MENU_DEFAULT_CATEGORY, QUICK_MENU_MAX_ITEMS, quickMenuRequest, type QuickMenuRow } from './quick-menu';
import { StepProgress } from './step-progress';
import './onboarding.css';

const NOTHING_TO_SAVE = 'Add at least one item with a name and a price';

const emptyRow = (key: number): QuickMenuRow => ({ key, name: '', price: '', description: '' });

/**
 * /owner/onboarding/menu-quick (step 2 of 3): one category (default 'Main Dishes') and repeatable items. Save Menu
 * sends only the items with a name and a price above 0, in cents; Continue saves what is not saved yet, then goes on.
 */
export function MenuQuickPage() {
  const { restaurant } = useOnboarding();
  const navigate = useNavigate();
  const save = useSaveQuickMenu(restaurant.id);
  const [categoryName, setCategoryName] = useState(QUICK_MENU_DEFAULT_CATEGORY);
  const [rows, setRows] = useState<QuickMenuRow[]>(() => [emptyRow(0)]);
  const nextKey = useRef(1);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedRequest, setSavedRequest] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const request = quickMenuRequest(categoryName, rows);
  const unsaved = request !== null && JSON.stringify(request) !== savedRequest;

  const update = (key: number, change: Partial<QuickMenuRow>) => {
    setProblem(null);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const addRow = () => {
    const row = emptyRow(nextKey.current++);
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
  };
  const removeRow = (key: number) => {
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
    addButton.current?.focus();
  };

  /** Saves the menu, then runs `then`; with nothing worth saving, says so instead. */
  const saveMenu = (then?: () => void) => {
    if (request === null) {
      setProblem(NOTHING_TO_SAVE);
      return;
    }
    const sent = JSON.stringify(request);
    save.mutate(request, {
      onSuccess: () => {
        setSavedRequest(sent);
        toast.success('Menu saved successfully!');
        then?.();
      },
      onError: () => toast.error('Failed to save menu'),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) saveMenu();
  };
  const goOn = () => navigate('/owner/onboarding/done');
  const onContinue = () => {
    if (save.isPending) return;
    if (unsaved) saveMenu(goOn);
    else goOn();
  };

  return (
    <section className="page onboarding ob-wizard" aria-labelledby="menu-quick-title">
      <StepProgress step={2} total={3} label="Quick Menu Setup" />
      <div className="card stack ob-wizard__card">
        <div>
          <h1 id="menu-quick-title" className="page__title">
            Quick Menu Setup
          </h1>
          <p className="muted">Add a few dishes to start with. You can build the full menu later in Menu Builder.</p>
        </div>
        <form className="stack" noValidate onSubmit={onSubmit} aria-describedby="menu-quick-rule">
          <TextField
            id="quick-menu-category"
            label="Category name"
            value={categoryName}
            maxLength={100}
            onChange={(event) => setCategoryName(event.target.value)}
          />
          <ol className="ob-items">
            {rows.map((row, index) => (
              <li key={row.key} className="ob-item">
                <fieldset className="ob-item__fields">
                  <legend className="ob-item__legend">Item {index + 1}</legend>
                  <TextField
                    id={`quick-item-${row.key}-name`}
                    label="Item name"
                    value={row.name}
                    maxLength={100}
                    autoComplete="off"
                    autoFocus={row.key === focusKey}
                    onChange={(event) => update(row.key, { name: event.target.value })}
                  />
                  <TextField
                    id={`quick-item-${row.key}-price`}
                    className="ob-item__price"
                    label="Price ($)"
                    type="number"
                    inputMode="decimal"
                    step="0.01"
                    min="0"
                    placeholder="0.00"
                    value={row.price}
                    onChange={(event) => update(row.key, { price: event.target.value })}
                  />
                  <TextField
                    id={`quick-item-${row.key}-description`}
                    className="ob-item__description"
                    label="Description (optional)"
                    value={row.description}
                    maxLength={500}
                    onChange={(event) => update(row.key, { description: event.target.value })}
                  />
                  <button
                    type="button"
                    className="button button--ghost ob-item__remove"
                    disabled={rows.length <= 1}
                    onClick={() => removeRow(row.key)}
                  >
                    Remove<span className="visually-hidden"> item {index + 1}</span>
                  </button>
                </fieldset>
              </li>
            ))}
          </ol>
          <p id="menu-quick-rule" className="muted ob-hint">
            Only items with a name and a price above $0 are saved.
          </p>
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="ob-actions">
            <button ref={addButton} type="button" className="button button--outline" onClick={addRow} disabled={rows.length >= QUICK_MENU_MAX_ITEMS}>
              Add Another Item
            </button>
            <button type="submit" className="button" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Menu'}
            </button>
          </div>
        </form>
      </div>
      <nav className="ob-wizard__nav" aria-label="Setup steps">
        <Link to="/owner/onboarding/branding" className="button button--outline">
          Back
        </Link>
        <button type="button" className="button" onClick={onContinue} disabled={save.isPending}>
          Continue
        </button>
      </nav>
    </section>
  );
}
