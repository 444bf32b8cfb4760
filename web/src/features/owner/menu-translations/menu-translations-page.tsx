import { useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { MenuTranslationsResponse, Restaurant } from '@shared/api';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@shared/languages';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '../menu-builder/builder-api';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { SettingsPage } from '../settings/settings-page';
import { CompletionSummary } from './completion-summary';
import { MachineTranslationCard, type Run } from './machine-translation-card';
import { nothingToRun, regenerateRow, RUN_LABELS, runMachineTranslation, tell, type MachineRunKind } from './machine-translation';
import { useLockTranslation, useMenuTranslations, useRefreshTranslations, useSaveTranslations } from './menu-translations-api';
import { TranslationRow } from './translation-row';
import {
  TRANSLATION_MESSAGES as M,
  defaultEditLanguage,
  editLanguages,
  machineTargets,
  missingTargets,
  rowKey,
  savePlan,
  targetCount,
  type Draft,
  type Drafts,
  type RowKind,
} from './translation-rules';
import { ItemGroups, panelId, tabId, TranslationTabs, type Tab } from './translation-tabs';
import { useWarnBeforeLeaving } from './use-warn-before-leaving';
import '../settings/settings.css';
import './menu-translations.css';

/** /owner/settings/menu-builder/translations (SPEC.md 2 'Menu translations', 4, 5, 8, 9). */
export function MenuTranslationsPage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="translate your menu" />;
  return (
    <SettingsPage
      title="Menu Translations"
      intro="Translate your menu's names and descriptions. Anything you edit by hand is locked, so machine translation never overwrites it."
    >
      {owner.isPending ? (
        <Spinner label="Loading translations..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <TranslationsEditor key={owner.restaurant.id} restaurant={owner.restaurant} />
      )}
    </SettingsPage>
  );
}

function TranslationsEditor({ restaurant }: { restaurant: Restaurant }) {
  const restaurantId = restaurant.id;
  const sourceLang = restaurant.defaultLanguage;
  const [params, setParams] = useSearchParams();
  const asked = params.get('lang');
  const lang: LanguageCode =
    isLanguageCode(asked) && asked !== sourceLang ? asked : defaultEditLanguage(sourceLang, restaurant.enabledLanguages);
  const [drafts, setDrafts] = useState<Drafts>({});
  const [tab, setTab] = useState<Tab>('categories');
  const [run, setRun] = useState<Run | null>(null);
  const [rowsPending, setRowsPending] = useState<ReadonlySet<string>>(new Set());
  const [showBlankErrors, setShowBlankErrors] = useState(false);
  // A second press (a double click) must not start a second run or save. The buttons stay focusable while one runs
  // (aria-disabled, so a keyboard user's focus is not dropped): this is what refuses the press.
  const working = useRef(false);
  const query = useMenuTranslations(restaurantId, lang);
  const save = useSaveTranslations(restaurantId);
  const lock = useLockTranslation(restaurantId);
  const refresh = useRefreshTranslations(restaurantId);
  const page = query.data;
  const busy = run !== null || save.isPending;
  const plan = page ? savePlan(page, drafts) : null;
  const editedCount = plan ? plan.sent.length + plan.blank.length : 0;
  const dirty = editedCount > 0;
  useWarnBeforeLeaving(dirty);

  function chooseLanguage(value: string) {
    if (!isLanguageCode(value) || value === lang) return;
    if (dirty && !window.confirm(`You have unsaved ${LANGUAGES[lang]} translations. Discard them and switch language?`)) return;
    setDrafts({});
    setShowBlankErrors(false);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lang', value);
        return next;
      },
      { replace: true },
    );
  }

  function edit(key: string, draft: Draft) {
    setDrafts((current) => ({ ...current, [key]: draft }));
  }

  function dropDrafts(keys: readonly string[]) {
    setDrafts((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  }

  function setRowPending(key: string, on: boolean) {
    setRowsPending((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function machineRun(kind: MachineRunKind) {
    if (!page || working.current) return;
    const targets = kind === 'missing' ? missingTargets(page, drafts) : machineTargets(page, drafts);
    const total = targetCount(targets);
    if (total === 0) {
      tell(nothingToRun(kind));
      return;
    }
    working.current = true;
    const label = RUN_LABELS[kind];
    setRun({ label, done: 0, total });
    const notice = await runMachineTranslation(restaurantId, { lang, kind, targets }, (done) => setRun({ label, done, total }));
    // Said once the page shows the outcome (the rows read again), success or not: what was written stays written.
    await refresh().catch(() => undefined);
    working.current = false;
    setRun(null);
    tell(notice);
  }

  async function regenerate(kind: RowKind, id: string) {
    const key = rowKey(kind, id);
    if (working.current || rowsPending.has(key)) return;
    setRowPending(key, true);
    const { notice, fresh } = await regenerateRow(restaurantId, { lang, kind, id });
    if (fresh) dropDrafts([key]);
    await refresh().catch(() => undefined);
    setRowPending(key, false);
    tell(notice);
  }

  async function toggleLock(kind: RowKind, id: string, locked: boolean) {
    const key = rowKey(kind, id);
    if (working.current || rowsPending.has(key)) return;
    setRowPending(key, true);
    try {
      const result = await lock.mutateAsync({ lang, kind, id, locked: !locked });
      toast.success(result.locked ? M.locked : M.unlocked);
    } catch (error) {
      toast.error(M.lockFailed(errorDescription(error)));
    } finally {
      setRowPending(key, false);
    }
  }
  /** One category's or item's row, wired to the page's drafts, pending rows and machine actions. */
  function translationRow(kind: RowKind, row: MenuTranslationsResponse['categories'][number] | MenuTranslationsResponse['items'][number]) {
    if (!page) return null;
    const key = rowKey(kind, row.id);
    return (
      <TranslationRow
        key={row.id}
        kind={kind}
        row={row}
        draft={drafts[key]}
        lang={lang}
        sourceLang={page.sourceLang}
        busy={busy}
        pending={rowsPending.has(key)}
        showBlankError={showBlankErrors}
        onChange={(draft) => edit(key, draft)}
        onToggleLock={() => void toggleLock(kind, row.id, row.translation?.locked ?? false)}
        onRegenerate={() => void regenerate(kind, row.id)}
      />
    );
  }


  async function saveAll() {
    if (!plan || !dirty || working.current) return;
    setShowBlankErrors(true);
    if (plan.sent.length === 0) {
      if (plan.blank.length > 0) focusFirstInvalid();
      return;
    }
    working.current = true;
    try {
      await save.mutateAsync(plan.request);
      dropDrafts(plan.sent);
      toast.success(M.saved);
      if (plan.blank.length > 0) focusFirstInvalid();
      else setShowBlankErrors(false);
    } catch (error) {
      toast.error(M.saveFailed(errorDescription(error)));
    } finally {
      working.current = false;
    }
  }

  const languageNote = !restaurant.enabledLanguages.includes(lang);

  return (
    <>
      <div className="card stack tr-controls">
        <div className="field">
          <label className="field__label" htmlFor="translation-language">
            Edit language
          </label>
          <select
            id="translation-language"
            className="input settings-select"
            value={lang}
            disabled={busy}
            aria-describedby={languageNote ? 'translation-language-note' : undefined}
            onChange={(event) => chooseLanguage(event.target.value)}
          >
            {editLanguages(sourceLang).map((code) => (
              <option key={code} value={code}>
                {LANGUAGES[code]}
                {restaurant.enabledLanguages.includes(code) ? '' : ' (not enabled)'}
              </option>
            ))}
          </select>
          {languageNote ? (
            <p id="translation-language-note" className="tr-note">
              {LANGUAGES[lang]} is not enabled yet: guests will see these translations once you turn it on in{' '}
              <Link to="/owner/settings/language">Language Settings</Link>.
            </p>
          ) : null}
        </div>
        {page ? <CompletionSummary page={page} /> : null}
      </div>

      {query.isPending ? (
        <Spinner label="Loading translations..." />
      ) : query.isError || !page ? (
        <LoadError message={M.loadFailed(errorDescription(query.error))} onRetry={() => void query.refetch()} />
      ) : page.categories.length === 0 && page.items.length === 0 ? (
        <div className="card stack">
          <p>Your menu is empty: there is nothing to translate yet.</p>
          <div>
            <Link to="/owner/settings/menu-builder" className="button">
              Open Menu Builder
            </Link>
          </div>
        </div>
      ) : (
        <>
          <MachineTranslationCard busy={busy} run={run} onRun={(kind) => void machineRun(kind)} />

          <TranslationTabs page={page} tab={tab} onSelect={setTab} />
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="tr-panel">
            {tab === 'categories' ? (
              page.categories.length === 0 ? (
                <p className="muted">No categories yet.</p>
              ) : (
                <ul className="tr-list">
                  {page.categories.map((row) => translationRow('category', row))}
                </ul>
              )
            ) : page.items.length === 0 ? (
              <p className="muted">No menu items yet.</p>
            ) : (
              <ItemGroups
                page={page}
                render={(row) => translationRow('item', row)}
              />
            )}
          </div>

          <div className="tr-savebar">
            <button type="button" className="button tr-button" aria-disabled={busy || !dirty} onClick={() => void saveAll()}>
              {save.isPending ? 'Saving...' : 'Save All Changes'}
            </button>
            <p className="muted tr-savebar__count" aria-live="polite">
              {dirty ? `${editedCount} unsaved ${editedCount === 1 ? 'change' : 'changes'}` : 'No unsaved changes'}
            </p>
          </div>
        </>
      )}
    </>
  );
}

function focusFirstInvalid() {
  // After the errors render.
  requestAnimationFrame(() => document.querySelector<HTMLElement>('.tr-list [aria-invalid="true"]')?.focus());
}
