import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useBlocker, useSearchParams } from 'react-router';
import type { MenuTranslationsResponse, Restaurant } from '@shared/api';
import { LANGUAGES, isLanguageCode, type LanguageCode } from '@shared/languages';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorDescription } from '../menu-builder/builder-api';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { SettingsPage } from '../settings/settings-page';
import { translateBatch, useLockTranslation, useMenuTranslations, useRefreshTranslations, useSaveTranslations } from './menu-translations-api';
import { TranslationRow } from './translation-row';
import {
  TRANSLATION_MESSAGES as M,
  chunkTargets,
  defaultEditLanguage,
  editLanguages,
  machineTargets,
  missingTargets,
  pageCompletion,
  rowKey,
  savePlan,
  targetCount,
  type Draft,
  type Drafts,
  type RowKind,
} from './translation-rules';
import '../settings/settings.css';
import './menu-translations.css';

/** Rows per translate-batch request in a long run, so the page can say how far it got. */
const RUN_CHUNK = 25;
const UNSAVED_QUESTION = 'You have unsaved translations. Leave without saving them?';

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

type Tab = 'categories' | 'items';
const TABS: { id: Tab; label: string }[] = [
  { id: 'categories', label: 'Categories' },
  { id: 'items', label: 'Menu Items' },
];

interface Run {
  label: string;
  done: number;
  total: number;
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

  async function machineRun(kind: 'missing' | 'regenerate') {
    if (!page || working.current) return;
    const targets = kind === 'missing' ? missingTargets(page, drafts) : machineTargets(page, drafts);
    const total = targetCount(targets);
    if (total === 0) {
      toast.info(kind === 'missing' ? M.noneMissing : M.noMachine);
      return;
    }
    working.current = true;
    const label = kind === 'missing' ? 'Translating missing' : 'Regenerating machine translations';
    setRun({ label, done: 0, total });
    let done = 0;
    let written = 0;
    let unchanged = 0;
    // Said once the page shows the outcome (the rows read again), success or not: what was written stays written.
    let say: () => void;
    try {
      for (const chunk of chunkTargets(targets, RUN_CHUNK)) {
        const result = await translateBatch(restaurantId, { lang, targets: chunk, force: kind === 'regenerate' });
        written += kind === 'missing' ? result.created : result.created + result.updated;
        unchanged += result.unchanged;
        done += targetCount(chunk);
        setRun({ label, done, total });
      }
      if (written === 0 && kind === 'regenerate' && unchanged > 0) say = () => toast.info(M.upToDate);
      else if (written === 0) say = () => toast.info(kind === 'missing' ? M.noneMissing : M.noMachine);
      else say = () => toast.success(kind === 'missing' ? M.autoTranslated(written) : M.regenerated(written));
    } catch (error) {
      const reason = errorDescription(error);
      say = () => toast.error(kind === 'missing' ? M.autoTranslateFailed(reason) : M.regenerateFailed(reason));
    }
    await refresh().catch(() => undefined);
    working.current = false;
    setRun(null);
    say();
  }

  async function regenerateRow(kind: RowKind, id: string) {
    const key = rowKey(kind, id);
    if (working.current || rowsPending.has(key)) return;
    setRowPending(key, true);
    let say: () => void;
    try {
      const result = await translateBatch(restaurantId, {
        lang,
        targets: kind === 'category' ? { categories: [id] } : { items: [id] },
        force: true,
      });
      if (result.locked > 0) say = () => toast.error(M.regenerateOneFailed('the translation is locked; unlock it first'));
      else if (result.unchanged > 0) {
        dropDrafts([key]);
        say = () => toast.info(M.upToDateOne);
      } else {
        dropDrafts([key]);
        say = () => toast.success(M.regeneratedOne(kind));
      }
    } catch (error) {
      const reason = errorDescription(error);
      say = () => toast.error(M.regenerateOneFailed(reason));
    }
    await refresh().catch(() => undefined);
    setRowPending(key, false);
    say();
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
        onRegenerate={() => void regenerateRow(kind, row.id)}
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
          <div className="card stack tr-machine">
            <h2 className="section-title">Machine translation</h2>
            <p className="muted">Fills in or refreshes translations automatically. Locked translations are never changed.</p>
            <div className="tr-machine__actions">
              <button type="button" className="button tr-button" aria-disabled={busy} onClick={() => void machineRun('missing')}>
                Auto-translate missing
              </button>
              <button
                type="button"
                className="button button--outline tr-button"
                aria-disabled={busy}
                onClick={() => void machineRun('regenerate')}
              >
                Regenerate machine translations
              </button>
            </div>
            <div role="status" className="tr-progress">
              {run ? (
                <>
                  <progress max={run.total} value={run.done} aria-label={run.label} />
                  <span>
                    {run.label}: {run.done} of {run.total} done...
                  </span>
                </>
              ) : null}
            </div>
          </div>

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

function CompletionSummary({ page }: { page: MenuTranslationsResponse }) {
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

const tabId = (tab: Tab) => `translations-tab-${tab}`;
const panelId = (tab: Tab) => `translations-panel-${tab}`;

/** WAI-ARIA tabs with a completion badge each: one tab stop, arrow keys (and Home/End) move and select. */
function TranslationTabs({ page, tab, onSelect }: { page: MenuTranslationsResponse; tab: Tab; onSelect: (tab: Tab) => void }) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const completion = pageCompletion(page);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: Tab | undefined;
    if (step) next = TABS[(index + step + TABS.length) % TABS.length]?.id;
    if (event.key === 'Home') next = TABS[0]?.id;
    if (event.key === 'End') next = TABS[TABS.length - 1]?.id;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs tr-tabs" role="tablist" aria-label="What to translate">
      {TABS.map((t) => {
        const counts = completion[t.id];
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={tabId(t.id)}
            className="tabs__tab tr-tab"
            aria-selected={t.id === tab}
            aria-controls={panelId(t.id)}
            tabIndex={t.id === tab ? 0 : -1}
            onClick={() => onSelect(t.id)}
            onKeyDown={onKeyDown}
          >
            <span>{t.label}</span>{' '}
            <span className={counts.translated === counts.total ? 'badge tr-badge--complete' : 'badge'}>
              {counts.translated}/{counts.total}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** The items under their category's name, in menu order. */
function ItemGroups({
  page,
  render,
}: {
  page: MenuTranslationsResponse;
  render: (row: MenuTranslationsResponse['items'][number]) => ReactNode;
}) {
  const known = new Set(page.categories.map((c) => c.id));
  const groups = [
    ...page.categories.map((category) => ({ id: category.id, name: category.source.name, rows: page.items.filter((i) => i.categoryId === category.id) })),
    { id: '', name: 'Other items', rows: page.items.filter((i) => !known.has(i.categoryId)) },
  ].filter((group) => group.rows.length > 0);
  return (
    <div className="stack">
      {groups.map((group) => (
        <section key={group.id} className="stack stack--tight" aria-label={group.name}>
          <h2 className="tr-group__title" lang={page.sourceLang} dir="auto">
            {group.name}
          </h2>
          <ul className="tr-list">{group.rows.map(render)}</ul>
        </section>
      ))}
    </div>
  );
}

/** A reload, closing the tab or leaving for another page asks first while edits are unsaved. */
function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
