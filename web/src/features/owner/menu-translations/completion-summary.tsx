import type { MenuTranslationsResponse } from '@shared/api';
import { LANGUAGES } from '@shared/languages';
import { pageCompletion } from './translation-rules';

/** How much of the language's page is translated: a count and a bar. */
export function CompletionSummary({ page }: { page: MenuTranslationsResponse }) {
  const { overall } = pageCompletion(page);
  const percent = overall.total === 0 ? 100 : Math.round((overall.translated / overall.total) * 100);
  return (
    <div className="stack stack--tight">
      <div className="setup-card__summary">
        <span className="setup-card__count">{LANGUAGES[page.lang]} completion</span>
        <span className={overall.translated === overall.total ? 'badge tr-badge--complete' : 'badge'}>
          {overall.translated}/{overall.total}
        </span>
      </div>
      <div
        className="setup-bar"
        role="progressbar"
        aria-label={`${LANGUAGES[page.lang]} completion`}
        aria-valuemin={0}
        aria-valuemax={overall.total}
        aria-valuenow={overall.translated}
        aria-valuetext={`${overall.translated} of ${overall.total} translated`}
      >
        <div className="setup-bar__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="muted tr-help">Counts each category name, and each item's name and description.</p>
    </div>
  );
}
