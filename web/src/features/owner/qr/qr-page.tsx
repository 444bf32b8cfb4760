import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Restaurant } from '@shared/api';
import { NATIVE_LANGUAGE_NAMES } from '@shared/languages';
import { normalizeTableLabel, tableDisplayName } from '@shared/table-list';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { languageName, languagesDefaultFirst } from '../settings/language-order';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { SettingsPage } from '../settings/settings-page';
import { PrintCardsForm } from './print-cards-form';
import { QrCard } from './qr-card';
import { LANGUAGE_QR_SIZE, QR_SIZE } from './qr-image';
import { qrFileName, qrLink } from './qr-links';
import { TablesSection } from './tables-section';
import '../settings/settings.css';
import './qr.css';

/**
 * /owner/settings/qr (SPEC.md section 2, QR codes page): the universal, table and language codes, each to copy,
 * download and preview, and printable table cards (issue 10). Staff who own no restaurant get their staffed
 * restaurant's codes (SPEC.md section 6), as useOwnerRestaurant picks the first membership.
 */
export function QrCodesPage() {
  const owner = useOwnerRestaurant();
  if (!owner.isPending && !owner.isError && !owner.restaurant) return <RestaurantRequired what="make your QR codes" />;
  return (
    <SettingsPage title="QR Codes" intro="Guests scan a code at the table to see your menu, order and pay from their phone.">
      {owner.isPending ? (
        <Spinner label="Loading your restaurant..." />
      ) : owner.isError || !owner.restaurant ? (
        <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />
      ) : (
        <QrCodes key={owner.restaurant.id} restaurant={owner.restaurant} />
      )}
    </SettingsPage>
  );
}

function QrCodes({ restaurant }: { restaurant: Restaurant }) {
  const origin = window.location.origin;
  const [table, setTable] = useState('1');
  const tableCheck = normalizeTableLabel(table);
  const tableLabel = tableCheck.ok ? tableCheck.label : null;
  const languages = languagesDefaultFirst(restaurant);
  const ready = restaurant.chargesEnabled && restaurant.payoutsEnabled;
  const hintId = useId();

  return (
    <>
      {ready ? (
        <div className="notice qr-ready" role="status">
          <div>
            <p className="qr-notice__title">Ready for guests</p>
            <p>Payments are set up: guests can scan, order and pay. Orders show on your dashboard.</p>
          </div>
          <Link to="/owner/dashboard" className="button button--outline">
            View Dashboard
          </Link>
        </div>
      ) : (
        <div className="notice notice--warning" role="status">
          <div>
            <p className="qr-notice__title">Setup Required</p>
            <p>Guests can scan and see your menu, but they cannot pay until payments are set up.</p>
          </div>
          <Link to="/owner/settings/payments" className="button">
            Set Up Payments
          </Link>
        </div>
      )}

      <div className="qr-grid">
        <QrCard
          title="Universal QR"
          what="the universal link"
          description="One code for anywhere: the door, the counter, a flyer. Guests see your menu in their language."
          url={qrLink({ origin, restaurantId: restaurant.id })}
          size={QR_SIZE}
          fileName={qrFileName(restaurant, 'universal')}
        />
        <QrCard
          title="Table-Specific QR"
          what={tableLabel ? tableDisplayName(tableLabel).toLowerCase() : 'a table'}
          description="Orders from this code carry the table number, so staff know where to bring them."
          url={tableLabel ? qrLink({ origin, restaurantId: restaurant.id, table: tableLabel }) : null}
          size={QR_SIZE}
          fileName={qrFileName(restaurant, tableLabel ? `table ${tableLabel}` : 'table')}
          invalidHint="Enter a table number to see its code."
        >
          <TextField
            id={`${hintId}-table`}
            label="Table Number"
            value={table}
            maxLength={40}
            autoComplete="off"
            inputMode="text"
            error={tableCheck.ok ? undefined : tableCheck.error}
            onChange={(event) => setTable(event.target.value)}
          />
        </QrCard>
      </div>

      {languages.length > 1 ? (
        <section className="stack" aria-labelledby={`${hintId}-languages`}>
          <div>
            <h2 id={`${hintId}-languages`} className="section-title">
              Language-Specific QRs
            </h2>
            <p className="muted">Each opens the menu straight in one language, whatever the guest's phone is set to.</p>
          </div>
          <div className="qr-grid qr-grid--small">
            {languages.map((code) => (
              <QrCard
                key={code}
                title={NATIVE_LANGUAGE_NAMES[code]}
                lang={code}
                headingLevel="h3"
                what={`the ${languageName(code)} menu`}
                description={code === restaurant.defaultLanguage ? `${languageName(code)}, your default` : languageName(code)}
                url={qrLink({ origin, restaurantId: restaurant.id, lang: code })}
                size={LANGUAGE_QR_SIZE}
                fileName={qrFileName(restaurant, code)}
              />
            ))}
          </div>
        </section>
      ) : null}

      <TablesSection restaurant={restaurant} />

      <PrintCardsForm restaurant={restaurant} />

      <section className="card stack" aria-labelledby={`${hintId}-how`}>
        <h2 id={`${hintId}-how`} className="section-title">
          How to Use
        </h2>
        <ol className="steps">
          <li className="steps__item">
            <strong>Print your codes.</strong> Print table cards below, or download a code as PNG for your own design.
          </li>
          <li className="steps__item">
            <strong>Place them where guests sit.</strong> One card per table, with that table&apos;s code, so orders
            arrive with the right table number.
          </li>
          <li className="steps__item">
            <strong>Guests scan, order and pay.</strong> Their phone opens your menu; paid orders appear on your
            dashboard for the kitchen.
          </li>
        </ol>
      </section>
    </>
  );
}
