import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Restaurant } from '@shared/api';
import { MAX_TABLE_CARDS, TABLE_LIST_HINT, parseTableList } from '@shared/table-list';
import { toast } from '@/components/toast/toast-store';
import { useBranding } from '@/lib/restaurants/branding';
import { CARDS_PER_PAGE, PAPERS, type Paper } from './card-layout';
import { downloadCardsPdf } from './downloads';

export const PDF_FAILED_MESSAGE = 'Failed to make the PDF';

/** Where a paper size is the local habit: US Letter in the US and Canada, A4 elsewhere. */
export function defaultPaper(locale = typeof navigator === 'undefined' ? '' : navigator.language): Paper {
  return /-(US|CA)$/i.test(locale) ? 'letter' : 'a4';
}

/** The print view's address for these tables and paper. */
export function printCardsPath(tables: string, paper: Paper): string {
  return `/owner/settings/qr/print?${new URLSearchParams({ tables: tables.trim(), paper }).toString()}`;
}

/**
 * 'Printable table cards' (issue 10): which tables, which paper, then the print view or a PDF. The field is checked
 * as the owner types (the count below it), and its error is shown once they leave it or press a button.
 */
export function PrintCardsForm({ restaurant }: { restaurant: Restaurant }) {
  const id = useId();
  const navigate = useNavigate();
  const branding = useBranding(restaurant.id);
  const field = useRef<HTMLInputElement>(null);
  const [tables, setTables] = useState('12');
  const [paper, setPaper] = useState<Paper>(() => defaultPaper());
  const [showError, setShowError] = useState(false);
  const [making, setMaking] = useState(false);
  const parsed = parseTableList(tables);
  const error = showError && !parsed.ok ? parsed.error : undefined;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function checked(): string[] | null {
    if (parsed.ok) return parsed.labels;
    setShowError(true);
    field.current?.focus();
    return null;
  }

  async function downloadPdf() {
    if (making) return;
    const labels = checked();
    if (!labels) return;
    setMaking(true);
    try {
      await downloadCardsPdf({ restaurant, logoUrl: branding.data?.logoUrl ?? null, labels, paper, origin: window.location.origin });
    } catch {
      toast.error(PDF_FAILED_MESSAGE);
    } finally {
      setMaking(false);
    }
  }

  const pages = parsed.ok ? Math.ceil(parsed.labels.length / CARDS_PER_PAGE) : 0;

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <div>
        <h2 id={`${id}-title`} className="section-title">
          Printable table cards
        </h2>
        <p className="muted">
          A card for each table with your logo, name, the table&apos;s name and its own code, {CARDS_PER_PAGE} to a page
          to cut out. Up to {MAX_TABLE_CARDS} at a time.
        </p>
      </div>
      <form
        className="stack"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const labels = checked();
          if (labels) void navigate(printCardsPath(tables, paper));
        }}
      >
        <div className="print-cards__fields">
          <div className="field">
            <label className="field__label" htmlFor={`${id}-tables`}>
              Tables
            </label>
            <input
              ref={field}
              id={`${id}-tables`}
              className="input"
              value={tables}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${errorId} ${hintId}` : hintId}
              onChange={(event) => setTables(event.target.value)}
              onBlur={() => setShowError(true)}
            />
            {error ? (
              <p id={errorId} className="field__error">
                {error}
              </p>
            ) : null}
            <p id={hintId} className="muted print-cards__hint">
              {TABLE_LIST_HINT}.
            </p>
          </div>
          <fieldset className="settings-fieldset print-cards__paper">
            <legend className="field__label">Paper</legend>
            <div className="print-cards__options">
              {(Object.keys(PAPERS) as Paper[]).map((size) => (
                <label key={size} className="print-cards__option">
                  <input type="radio" name={`${id}-paper`} value={size} checked={paper === size} onChange={() => setPaper(size)} />
                  {PAPERS[size].label}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <p className="print-cards__summary" aria-live="polite">
          {parsed.ok
            ? `${parsed.labels.length} ${parsed.labels.length === 1 ? 'card' : 'cards'} on ${pages} ${PAPERS[paper].label} ${pages === 1 ? 'page' : 'pages'}`
            : ''}
        </p>
        <div className="settings-actions">
          <button type="submit" className="button">
            Print cards
          </button>
          <button type="button" className="button button--outline" disabled={making} aria-busy={making || undefined} onClick={() => void downloadPdf()}>
            {making ? 'Making PDF...' : 'Download PDF'}
          </button>
        </div>
      </form>
    </section>
  );
}
