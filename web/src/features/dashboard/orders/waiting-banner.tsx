import { waitText } from '@shared/order-escalation';
import { useWaitingOrders } from './waiting-orders';

/** The late tickets on the page (order-ticket.tsx marks them): the longest waiting first in the column's order. */
export function scrollToWaitingTicket(): boolean {
  const ticket = document.querySelector<HTMLElement>('[data-waiting]');
  if (!ticket) return false;
  ticket.scrollIntoView({ block: 'center' });
  ticket.focus({ preventScroll: true });
  return true;
}

/**
 * Above the dashboard's tabs on every staff screen (issue 30 item 1): how many paid orders wait to be started past
 * the restaurant's limit, the longest wait in words, and a button to them (the Kitchen tab when the screen shows no
 * tickets). A live region that is always there, so screen readers hear it appear and change.
 */
export function WaitingOrdersBanner({ restaurantId, lateMinutes, onShow }: { restaurantId: string; lateMinutes: number; onShow(): void }) {
  const { late } = useWaitingOrders(restaurantId, lateMinutes);
  const longest = late[0];
  const red = late.some((order) => order.wait.level === 'very_late');
  return (
    <div role="status" aria-live="polite" className="waiting-banner-region">
      {longest ? (
        <div className={`dash-banner waiting-banner${red ? ' waiting-banner--red' : ''}`} data-testid="waiting-banner">
          <p className="dash-banner__text">
            {late.length === 1 ? '1 paid order not started yet: ' : `${late.length} paid orders not started yet, the longest: `}
            {waitText(longest.wait)}.
          </p>
          <button type="button" className="button button--outline" onClick={onShow}>
            {late.length === 1 ? 'Show it' : 'Show them'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
