import { KITCHEN_LABELS } from '@shared/order-status';
import { useOrders } from '../api/orders';
import { useNow } from '@/lib/use-now';
import type { BoardOrder } from '../realtime/live-cache';
import { useKitchenPrinter, KitchenPrinting } from './kitchen-printing';
import { OrderTicket } from './order-ticket';
import { WithOrders } from './orders-query-state';

const isKitchenStatus = (status: string): status is keyof typeof KITCHEN_LABELS => status === 'paid' || status === 'in_progress';

/** The Kitchen tab: paid and in-progress tickets, oldest first, coloured by how long they have waited. */
export function KitchenDisplay({ restaurantId }: { restaurantId: string }) {
  const orders = useOrders(restaurantId);
  const now = useNow();
  return (
    <WithOrders query={orders}>
      {(list) => {
        const active = list.filter((order) => isKitchenStatus(order.status));
        return <KitchenTickets restaurantId={restaurantId} active={active} now={now} />;
      }}
    </WithOrders>
  );
}

/** The tickets with their paper (issue 30 item 6): this device's printing controls, a Print button on each ticket. */
function KitchenTickets({ restaurantId, active, now }: { restaurantId: string; active: BoardOrder[]; now: number }) {
  const printer = useKitchenPrinter(restaurantId, active);
  return (
    <>
      <KitchenPrinting restaurantId={restaurantId} printer={printer} />
      {active.length === 0 ? (
        <p className="muted">No active orders</p>
      ) : (
        <div className="ticket-grid">
          {active.map((order) => (
            <OrderTicket
              key={order.id}
              restaurantId={restaurantId}
              order={order}
              now={now}
              kitchen
              actionLabel={isKitchenStatus(order.status) ? KITCHEN_LABELS[order.status] : null}
              paper={{ print: () => printer.print(order), printed: printer.book.printed.includes(order.id) }}
            />
          ))}
        </div>
      )}
    </>
  );
}
