/**
 * /bill/{restaurantId}?tk=&lang= (issue 29): a table's bill, for a table that pays at the end. The menu page's (it
 * loads the menu, the language and the look; ./table-menu.tsx shows this at /bill/), so it costs the diner's first
 * load nothing. This phone's place in the visit is the table menu's (./use-table-visit.ts: the stored guest, the live
 * view), so the bill fills as the others pay. Back from a share's payment page, at the addresses the server gives the gateway:
 *   `&pid={paymentId}&paid=1&session_id=...`  the share is paid (the view says so once the gateway has told the server);
 *   `&pid={paymentId}&canceled=1`             the payment is called off (table-pay-cancel, once): the share is open again.
 */
import { useEffect, useState } from 'react';
import type { PublicMenu } from '@shared/api';
import { parseTableKey } from '@shared/tables';
import { BackArrowIcon } from '../components/icons';
import { useDocumentTitle } from '../lib/document-title';
import { DinerLink } from '../navigation/diner-link';
import { dinerPaths } from '../navigation/diner-paths';
import { navigate, useDinerLocation } from '../navigation/location-store';
import { billPath } from './bill-path';
import { BillView, type Returned } from './bill-view';
import { guestStorageKey, readStoredGuest } from './last-table';
import { cancelSharePayment, refusal } from './table-api';
import './table.css';
import { useTableVisit } from './use-table-visit';
import { useTableWords } from './use-table-words';

export default function BillPage({ menu, restaurantId, tableKey }: { menu: PublicMenu; restaurantId: string; tableKey: string }) {
  const { tw } = useTableWords();
  useDocumentTitle(tw('billTitle'));
  if (!parseTableKey(tableKey)) {
    return (
      <div className="cart-page">
        <BillHeader menu={menu} restaurantId={restaurantId} />
        <section className="card status-card">
          <p>{tw('billNoTable')}</p>
        </section>
      </div>
    );
  }
  return <BillOfTable menu={menu} restaurantId={restaurantId} tableKey={tableKey} />;
}

function BillHeader({ menu, restaurantId }: { menu: PublicMenu; restaurantId: string }) {
  const { t, tw } = useTableWords();
  const { query } = useDinerLocation();
  return (
    <header className="cart-header">
      <DinerLink to={dinerPaths.menu(restaurantId, { lang: query.get('lang'), tk: query.get('tk') })} className="button button--ghost cart-header__back">
        <BackArrowIcon /> {t('backToMenu')}
      </DinerLink>
      <h1 className="page__title">{tw('billTitle')}</h1>
      <p className="muted">
        <bdi>{menu.restaurant.name}</bdi>
      </p>
    </header>
  );
}

/** Payments already called off in this page's life (a re-mount, or React's effects run twice in development). */
const canceled = new Set<string>();

function BillOfTable({ menu, restaurantId, tableKey }: { menu: PublicMenu; restaurantId: string; tableKey: string }) {
  const { tw } = useTableWords();
  const { pathname, query } = useDinerLocation();
  const visit = useTableVisit(restaurantId, tableKey);
  const [returned, setReturned] = useState<Returned | null>(() => returnOf(query));

  useEffect(() => {
    const back = returnOf(query);
    if (!back) return;
    // Said once: the address keeps only the table's key and language (a reload does not cancel again).
    navigate(billPath(restaurantId, { lang: query.get('lang'), tk: tableKey }), { replace: true });
    if (back.kind !== 'canceled' || canceled.has(back.paymentId)) return;
    canceled.add(back.paymentId);
    const key = parseTableKey(tableKey);
    const guest = key ? readStoredGuest(guestStorageKey(restaurantId, key.tableId)) : null;
    if (!guest) return;
    cancelSharePayment({ guest, paymentId: back.paymentId }).then(
      (view) => visit.store.accept(view),
      (error: unknown) => {
        setReturned({ ...back, error: refusal(error, tw('tableChangeFailed')) });
      },
    );
  }, [pathname, query, restaurantId, tableKey, visit.store, tw]);

  return (
    <div className="cart-page">
      <BillHeader menu={menu} restaurantId={restaurantId} />
      <BillView visit={visit} returned={returned} />
    </div>
  );
}

function returnOf(query: URLSearchParams): Returned | null {
  const paymentId = query.get('pid');
  if (!paymentId) return null;
  if (query.get('paid') === '1') return { kind: 'paid', paymentId, error: null };
  if (query.get('canceled') === '1') return { kind: 'canceled', paymentId, error: null };
  return null;
}
