import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import { NATIVE_LANGUAGE_NAMES, isLanguageCode, type LanguageCode } from '@shared/languages';
import { toast } from '@/components/toast/toast-store';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useSetupOverview } from '@/lib/restaurants/setup-overview';
import { useEnsureSlug } from './api/ensure-slug';
import { copyToClipboard, COPY_FAILED_MESSAGE, LINK_COPIED_MESSAGE, QUICK_LINK_COPIED_MESSAGE } from './clipboard';
import { languageName, languagesDefaultFirst } from './language-order';
import { useOwnerRestaurant } from './owner-restaurant';
import { PREVIEW_TABLE_MAX, previewLink } from './preview-links';
import { QrUrlDialog } from './qr-url-dialog';
import { RestaurantRequired } from './restaurant-required';
import { SettingsPage } from './settings-page';
import { SwitchField } from './switch-field';
import './settings.css';

export const NO_ACTIVE_ITEMS_MESSAGE = 'Add active menu items in Menu Builder before opening preview';

/** /owner/settings/customer-preview (SPEC.md section 2, Customer preview). */
export function CustomerPreviewPage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="preview your menu" />;
  return (
    <SettingsPage title="Customer Preview" intro="See your menu the way your guests do, and share the links to it.">
      {owner.isPending ? (
        <Spinner label="Loading your restaurant..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <CustomerPreview key={owner.restaurant.id} restaurant={owner.restaurant} />
      )}
    </SettingsPage>
  );
}

interface QrTarget {
  title: string;
  url: string;
}

function CustomerPreview({ restaurant }: { restaurant: Restaurant }) {
  const overview = useSetupOverview(restaurant.id);
  const slug = useSlug(restaurant);
  const languages = languagesDefaultFirst(restaurant);
  const [lang, setLang] = useState<LanguageCode>(languages[0] ?? restaurant.defaultLanguage);
  const [table, setTable] = useState('');
  const [paymentsDisabled, setPaymentsDisabled] = useState(true);
  const [qr, setQr] = useState<QrTarget | null>(null);
  const hintId = useId();

  if (overview.isPending || slug.isCreating) {
    return <Spinner label={slug.isCreating ? "Preparing your restaurant's link..." : 'Loading your restaurant...'} />;
  }
  if (overview.isError) return <LoadError message="Failed to load restaurant data" onRetry={() => void overview.refetch()} />;

  const origin = window.location.origin;
  const link = (language: LanguageCode | null) =>
    previewLink({ origin, restaurantId: restaurant.id, slug: slug.value, lang: language, table, preview: paymentsDisabled });
  const mainLink = link(lang);
  const ready = overview.data.activeItemCount > 0;
  const blocked = ready ? undefined : hintId;

  async function copy(url: string, copiedMessage: string) {
    if (await copyToClipboard(url)) toast.success(copiedMessage);
    else toast.error(COPY_FAILED_MESSAGE);
  }

  return (
    <>
      {ready ? null : (
        <div className="notice notice--warning" id={hintId}>
          <p>{NO_ACTIVE_ITEMS_MESSAGE}</p>
          <Link to="/owner/settings/menu-builder" className="button button--outline">
            Open Menu Builder
          </Link>
        </div>
      )}
      {slug.failed ? (
        <div className="notice notice--error" role="alert">
          <p>
            Failed to create your restaurant's short link: {slug.failed}. The links below use your restaurant ID until then.
          </p>
          <button type="button" className="button button--outline" onClick={slug.retry}>
            Try again
          </button>
        </div>
      ) : null}

      <section className="card stack" aria-labelledby="preview-options-title">
        <h2 id="preview-options-title" className="section-title">
          Preview Options
        </h2>
        <div className="preview-options">
          <div className="field">
            <label className="field__label" htmlFor="preview-language">
              Language
            </label>
            <select
              id="preview-language"
              className="input"
              value={lang}
              onChange={(event) => isLanguageCode(event.target.value) && setLang(event.target.value)}
            >
              {languages.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                  {code === restaurant.defaultLanguage ? ' - Default' : ''}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="preview-table"
            label="Table Number (optional)"
            value={table}
            maxLength={PREVIEW_TABLE_MAX}
            placeholder="e.g. 12"
            autoComplete="off"
            onChange={(event) => setTable(event.target.value)}
          />
        </div>
        <SwitchField
          label="Disable payments in preview"
          description="Pay becomes 'Simulate Payment': no card is charged and no real order reaches the kitchen."
          checked={paymentsDisabled}
          onChange={setPaymentsDisabled}
        />
        <div className="field">
          <label className="field__label" htmlFor="preview-link">
            Preview link
          </label>
          <input id="preview-link" className="input preview-url" readOnly value={mainLink} />
        </div>
        <div className="settings-actions">
          {ready ? (
            <a href={mainLink} target="_blank" rel="noopener noreferrer" className="button">
              Open Preview <span className="visually-hidden">(opens in a new tab)</span>
            </a>
          ) : (
            <button type="button" className="button" disabled aria-describedby={blocked}>
              Open Preview
            </button>
          )}
          <button
            type="button"
            className="button button--outline"
            disabled={!ready}
            aria-describedby={blocked}
            onClick={() => void copy(mainLink, LINK_COPIED_MESSAGE)}
          >
            Copy Link
          </button>
          <button
            type="button"
            className="button button--outline"
            disabled={!ready}
            aria-describedby={blocked}
            onClick={() => setQr({ title: 'Preview link', url: mainLink })}
          >
            Get QR URL
          </button>
        </div>
      </section>

      <section className="card stack" aria-labelledby="quick-links-title">
        <div>
          <h2 id="quick-links-title" className="section-title">
            Quick Links
          </h2>
          <p className="muted">With the table and payment options above. The universal link lets each guest pick a language.</p>
        </div>
        <ul className="quick-links">
          {[null, ...languages].map((code) => {
            const url = link(code);
            const name = code ? languageName(code) : 'Universal';
            return (
              <li key={code ?? 'universal'} className="quick-link">
                <div className="quick-link__text">
                  <span className="quick-link__name" lang={code ?? undefined}>
                    {code ? NATIVE_LANGUAGE_NAMES[code] : 'Universal'}
                  </span>
                  <code className="quick-link__url">{url}</code>
                </div>
                <div className="quick-link__actions">
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={!ready}
                    aria-label={`Copy ${name} link`}
                    aria-describedby={blocked}
                    onClick={() => void copy(url, QUICK_LINK_COPIED_MESSAGE)}
                  >
                    Copy
                  </button>
                  <button
                    type="button"
                    className="button button--outline"
                    disabled={!ready}
                    aria-label={`QR URL for the ${name} link`}
                    aria-describedby={blocked}
                    onClick={() => setQr({ title: name, url })}
                  >
                    QR
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {qr ? <QrUrlDialog title={qr.title} url={qr.url} onClose={() => setQr(null)} /> : null}
    </>
  );
}

/**
 * The restaurant's slug, made once on arrival when it has none (POST /slug; SPEC.md section 4). If that fails the
 * page still works with /start?rid= links and offers to try again.
 */
function useSlug(restaurant: Restaurant) {
  const ensure = useEnsureSlug(restaurant.id);
  const asked = useRef(false);
  const { mutate } = ensure;

  useEffect(() => {
    if (restaurant.slug || asked.current) return;
    asked.current = true;
    mutate();
  }, [restaurant.slug, mutate]);

  return {
    value: restaurant.slug,
    // Until the first answer: links made now would change a moment later.
    isCreating: !restaurant.slug && (ensure.isPending || ensure.isIdle),
    failed: !restaurant.slug && ensure.isError ? ensure.error.message : null,
    retry: () => {
      if (!ensure.isPending) mutate();
    },
  };
}
