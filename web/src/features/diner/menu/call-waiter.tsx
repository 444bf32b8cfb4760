import { lazy, Suspense, useState } from 'react';
import { BellIcon } from '../components/icons';
import { useI18n } from '../i18n/i18n-store';

/** The dialog loads when first opened (a few diners call a waiter; none should download it with the menu). */
const CallWaiterDialog = lazy(() => import('./call-waiter-dialog'));

interface CallWaiterProps {
  restaurantId: string;
  table: string | null;
}

/**
 * 'Need assistance?': a button under the menu's header (not floating: it would sit on the dishes' buttons) and the
 * 'Call waiter' dialog. Hidden for good once the server says disabled.
 */
export function CallWaiter({ restaurantId, table }: CallWaiterProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [disabled, setDisabled] = useState(false);
  if (disabled && !open) return null;
  return (
    <>
      <button type="button" className="assist-button" onClick={() => setOpen(true)}>
        <BellIcon /> {t('needAssistance')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CallWaiterDialog restaurantId={restaurantId} table={table} onServiceDisabled={() => setDisabled(true)} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
