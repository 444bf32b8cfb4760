import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Link, useSearchParams } from 'react-router';
import type { Restaurant } from '@shared/api';
import { parseTableList, tableDisplayName } from '@shared/table-list';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useBranding } from '@/lib/restaurants/branding';
import { useOwnerRestaurant } from '../settings/owner-restaurant';
import { RestaurantRequired } from '../settings/restaurant-required';
import { PAPERS, SCAN_LINE, isPaper, pagesOf, type Paper } from './card-layout';
import { defaultPaper } from './print-cards-form';
import { PRINT_QR_PIXELS } from './qr-image';
import { qrLink } from './qr-links';
import { acknowledgeReprint } from './reprint-notice';
import { useTables } from './tables-api';
import { useQrImages } from './use-qr-image';
import './qr.css';

const BACK = '/owner/settings/qr';

/**
 * /owner/settings/qr/print?tables=1-12&paper=a4: the table cards as sheets to print (issue 10). It covers the whole
 * window, outside the app's layout (a portal on <body>, the app behind made inert), so that printing it gives the
 * sheets alone: one per page, at the paper's real size, four cards each with a dashed line to cut along.
 */
export function QrPrintPage() {
  const owner = useOwnerRestaurant();
  const [params, setParams] = useSearchParams();
  const paperParam = params.get('paper');
  const paper: Paper = isPaper(paperParam) ? paperParam : defaultPaper();
  const tables = params.get('tables') ?? '';
  // The stored tables' cards (issue 28): each link carries the table's key.
  const stored = params.get('stored') === '1';
  const titleId = useId();
  const [ready, setReady] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useAppBehind();
  // The button that opened this view is now behind it (inert): start from the view's title instead.
  useEffect(() => heading.current?.focus(), []);

  let body;
  if (owner.isPending) body = <Spinner label="Loading your restaurant..." />;
  else if (owner.isError) body = <LoadError message="Failed to load restaurant data" onRetry={owner.retry} />;
  // Inside the view: the app behind it is inert.
  else if (!owner.restaurant) body = <RestaurantRequired what="print your table cards" />;
  else if (stored) body = <StoredSheets restaurant={owner.restaurant} paper={paper} onReady={setReady} />;
  else {
    const parsed = parseTableList(tables);
    body = parsed.ok ? (
      <Sheets restaurant={owner.restaurant} labels={parsed.labels} paper={paper} onReady={setReady} />
    ) : (
      <div className="notice notice--error qr-print__problem" role="alert">
        <p>{parsed.error}</p>
        <Link to={BACK} className="button button--outline">
          Choose tables
        </Link>
      </div>
    );
  }

  return createPortal(
    <div className="qr-print" role="region" aria-labelledby={titleId}>
      <div className="qr-print__toolbar">
        <Link to={BACK} className="button button--ghost">
          <span aria-hidden="true">←</span> Back to QR Codes
        </Link>
        <h1 id={titleId} ref={heading} tabIndex={-1} className="qr-print__title">
          Table cards{owner.restaurant ? `: ${owner.restaurant.name}` : ''}
        </h1>
        <div className="qr-print__controls">
          <label className="qr-print__paper">
            <span>Paper</span>
            <select
              className="input"
              value={paper}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                next.set('paper', event.target.value);
                setParams(next, { replace: true });
              }}
            >
              {(Object.keys(PAPERS) as Paper[]).map((size) => (
                <option key={size} value={size}>
                  {PAPERS[size].label}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="button" disabled={!ready} onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      {body}
    </div>,
    document.body,
  );
}

/** While the print view is up, the app behind it is out of reach (keyboard, screen readers) and out of print. */
function useAppBehind() {
  useEffect(() => {
    const root = document.getElementById('root');
    const html = document.documentElement;
    html.classList.add('qr-printing');
    root?.setAttribute('inert', '');
    return () => {
      html.classList.remove('qr-printing');
      root?.removeAttribute('inert');
    };
  }, []);
}

/** The stored tables' cards, each link with its key; showing them counts as the reprint the QR page asked for. */
function StoredSheets({ restaurant, paper, onReady }: Omit<SheetsProps, 'labels' | 'keys'>) {
  const tables = useTables(restaurant.id);
  const list = tables.data?.tables;
  useEffect(() => {
    if (list && list.length > 0) acknowledgeReprint(restaurant.id, list);
  }, [restaurant.id, list]);
  if (tables.isPending) return <Spinner label="Loading your tables..." />;
  if (tables.isError) return <LoadError message="Failed to load your tables" onRetry={() => void tables.refetch()} />;
  if (tables.data.tables.length === 0) {
    return (
      <div className="notice qr-print__problem" role="status">
        <p>You have no tables yet. Add them on the QR Codes page.</p>
        <Link to={BACK} className="button button--outline">
          Add tables
        </Link>
      </div>
    );
  }
  const labels = tables.data.tables.map((table) => table.name);
  const keys = new Map(tables.data.tables.map((table) => [table.name, table.key]));
  return <Sheets restaurant={restaurant} labels={labels} keys={keys} paper={paper} onReady={onReady} />;
}

interface SheetsProps {
  restaurant: Restaurant;
  labels: string[];
  /** Stored tables' card keys by label: their links carry them (`tk`). */
  keys?: ReadonlyMap<string, string>;
  paper: Paper;
  /** Told when every code is drawn (Print waits for it: a sheet printed earlier would have blank cards). */
  onReady(ready: boolean): void;
}

function Sheets({ restaurant, labels, keys, paper, onReady }: SheetsProps) {
  const origin = window.location.origin;
  const branding = useBranding(restaurant.id);
  const logoUrl = branding.data?.logoUrl ?? null;
  const urls = labels.map((label) => qrLink({ origin, restaurantId: restaurant.id, table: label, tableKey: keys?.get(label) ?? null }));
  // 600 px over 64 mm is about 240 dpi: sharp on paper.
  const images = useQrImages(urls, PRINT_QR_PIXELS);
  const cards = labels.map((label, index) => ({ label, url: urls[index] ?? '', image: images?.[index] ?? null }));
  const size = PAPERS[paper];
  useEffect(() => {
    onReady(images !== null);
    return () => onReady(false);
  }, [images, onReady]);

  if (!images) return <Spinner label={`Drawing ${labels.length} codes...`} />;
  const pages = pagesOf(cards);

  return (
    <div
      className={`qr-sheets qr-sheets--${paper}`}
      data-ready="true"
      style={
        {
          '--paper-width': `${size.widthMm}mm`,
          '--paper-height': `${size.heightMm}mm`,
          '--paper-ratio': `${size.widthMm} / ${size.heightMm}`,
          '--paper-mm': `${size.widthMm}`,
          '--qr-mm': paper === 'a4' ? '64' : '56',
        } as CSSProperties
      }
    >
      <style>{`@page { size: ${size.css} portrait; margin: 0; }`}</style>
      <p className="qr-print__summary">
        {labels.length} {labels.length === 1 ? 'card' : 'cards'} on {pages.length} {size.label} {pages.length === 1 ? 'page' : 'pages'}. Print at
        100% scale (Default), then cut along the dashed lines.
      </p>
      {pages.map((page, pageIndex) => (
        <section key={pageIndex} className="qr-sheet" aria-label={`Page ${pageIndex + 1} of ${pages.length}`}>
          <div className="qr-sheet__grid">
            {page.map((card) => (
              <div key={card.label} className="qr-print-card">
                {logoUrl ? <img className="qr-print-card__logo" src={logoUrl} alt="" onError={(event) => (event.currentTarget.hidden = true)} /> : null}
                <p className="qr-print-card__name">{restaurant.name}</p>
                <p className="qr-print-card__table">{tableDisplayName(card.label)}</p>
                {card.image ? (
                  <img
                    className="qr-print-card__qr"
                    src={card.image}
                    alt={`QR code for ${tableDisplayName(card.label).toLowerCase()}: ${card.url}`}
                    data-url={card.url}
                  />
                ) : null}
                <p className="qr-print-card__scan">{SCAN_LINE}</p>
                <p className="qr-print-card__url">{card.url}</p>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
