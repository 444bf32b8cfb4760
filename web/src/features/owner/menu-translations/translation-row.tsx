import { useId } from 'react';
import type { CategoryTranslationRow, ItemTranslationRow } from '@shared/api';
import { LANGUAGES, isRtl, type LanguageCode } from '@shared/languages';
import { TRANSLATION_DESCRIPTION_MAX, TRANSLATION_NAME_MAX } from '@shared/menu-translations';
import { isCategoryEdited, isItemEdited, providerLabel, shownDescription, shownName, type Draft, type RowKind } from './translation-rules';

interface RowProps {
  kind: RowKind;
  row: CategoryTranslationRow | ItemTranslationRow;
  draft: Draft | undefined;
  lang: LanguageCode;
  sourceLang: LanguageCode;
  /** A page-wide run or save is under way: nothing in the row can start. */
  busy: boolean;
  /** This row's own lock or regenerate is under way. */
  pending: boolean;
  /** Show 'a name is required' when this row's name is blank (after a save attempt). */
  showBlankError: boolean;
  onChange: (draft: Draft) => void;
  onToggleLock: () => void;
  onRegenerate: () => void;
}


/** One category or item: its text in the default language above (phone) or beside (desktop) the translation's fields. */
export function TranslationRow({ kind, row, draft, lang, sourceLang, busy, pending, showBlankError, onChange, onToggleLock, onRegenerate }: RowProps) {
  const id = useId();
  const item = kind === 'item' ? (row as ItemTranslationRow) : null;
  const edited = item ? isItemEdited(item, draft) : isCategoryEdited(row as CategoryTranslationRow, draft);
  const translation = row.translation;
  const locked = translation?.locked ?? false;
  const language = LANGUAGES[lang];
  const source = LANGUAGES[sourceLang];
  const name = shownName(row, draft);
  const nameBlank = showBlankError && edited && name.trim() === '';
  const description = item ? shownDescription(item, draft) : '';
  // Nothing to translate when the default language has no description and no translated one was ever written.
  const hasDescription = item !== null && (item.source.description !== null || description !== '');
  const dir = isRtl(lang) ? 'rtl' : 'ltr';
  const provider = providerLabel(translation?.provider ?? null);
  const lockHint = !translation ? 'Save or translate it first to lock it.' : null;
  const regenerateHint = locked ? 'Locked: unlock it to regenerate.' : null;

  return (
    <li className="card tr-row" aria-labelledby={`${id}-title`}>
      <div className="tr-row__head">
        <h3 id={`${id}-title`} className="tr-row__title" lang={sourceLang} dir="auto">
          {row.source.name}
        </h3>
        <ul className="tr-badges" aria-label={`Status of ${row.source.name}`}>
          {translation ? (
            translation.provenance === 'manual' ? (
              <li className="badge">Edited</li>
            ) : (
              <li className={translation.provider === 'sandbox' ? 'badge badge--accent' : 'badge'}>
                Machine{provider ? ` · ${provider}` : ''}
              </li>
            )
          ) : null}
          {locked ? <li className="badge tr-badge--locked">Locked</li> : null}
          {row.status === 'complete' ? (
            <li className="badge tr-badge--complete">Complete</li>
          ) : (
            <li className="badge tr-badge--missing">Missing</li>
          )}
          {edited ? <li className="badge tr-badge--unsaved">Unsaved</li> : null}
        </ul>
      </div>

      <div className="tr-pair">
        <div className="tr-source">
          <span className="tr-source__label">{source}</span>
          <p lang={sourceLang} dir="auto">
            {row.source.name}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {language} name for {row.source.name}
          </label>
          <input
            id={`${id}-name`}
            className="input"
            lang={lang}
            dir={dir}
            value={name}
            maxLength={TRANSLATION_NAME_MAX}
            disabled={busy || pending}
            aria-invalid={nameBlank || undefined}
            aria-describedby={nameBlank ? `${id}-name-error` : undefined}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
          />
          {nameBlank ? (
            <p id={`${id}-name-error`} className="field__error">
              Enter a name: a translation without one is not saved.
            </p>
          ) : null}
        </div>
      </div>

      {item && hasDescription ? (
        <div className="tr-pair">
          <div className="tr-source">
            <span className="tr-source__label">{source} description</span>
            {item.source.description ? (
              <p lang={sourceLang} dir="auto">
                {item.source.description}
              </p>
            ) : (
              <p className="muted">No description</p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-description`}>
              {language} description for {row.source.name}
            </label>
            <textarea
              id={`${id}-description`}
              className="input tr-textarea"
              lang={lang}
              dir={dir}
              rows={3}
              value={description}
              maxLength={TRANSLATION_DESCRIPTION_MAX}
              disabled={busy || pending}
              aria-describedby={`${id}-count`}
              onChange={(event) => onChange({ ...draft, description: event.target.value })}
            />
            <p id={`${id}-count`} className="muted tr-counter">
              {description.length}/{TRANSLATION_DESCRIPTION_MAX}
            </p>
          </div>
        </div>
      ) : null}

      <div className="tr-row__actions">
        <button
          type="button"
          className="button button--outline tr-button"
          aria-label={`${locked ? 'Unlock' : 'Lock'} translation of ${row.source.name}`}
          aria-describedby={lockHint ? `${id}-lock-hint` : undefined}
          disabled={!translation}
          aria-disabled={busy || pending}
          onClick={onToggleLock}
        >
          {locked ? 'Unlock' : 'Lock'}
        </button>
        <button
          type="button"
          className="button button--outline tr-button"
          aria-label={`Regenerate translation of ${row.source.name}`}
          aria-describedby={regenerateHint ? `${id}-regenerate-hint` : undefined}
          disabled={locked}
          aria-disabled={busy || pending}
          onClick={onRegenerate}
        >
          {pending ? 'Working...' : 'Regenerate'}
        </button>
        {lockHint ? (
          <p id={`${id}-lock-hint`} className="muted tr-hint">
            {lockHint}
          </p>
        ) : null}
        {regenerateHint ? (
          <p id={`${id}-regenerate-hint`} className="muted tr-hint">
            {regenerateHint}
          </p>
        ) : null}
      </div>
    </li>
  );
}
