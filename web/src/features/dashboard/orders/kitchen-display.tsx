import { KITCHEN_LABELS } from '@shared/order-status';
import { useOrders } from '../api/orders';
import { useNow } from '@/lib/use-now';
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
        if (active.length === 0) return <p className="muted">No active orders</p>;
        return (
          <div className="ticket-grid">
            {active.map((order) => (
              <OrderTicket
                key={order.id}
                restaurantId={restaurantId}
                order={order}
                now={now}
                kitchen
                actionLabel={isKitchenStatus(order.status) ? KITCHEN_LABELS[order.status] : null}
              />
            ))}
          </div>
        );
      }}
    </WithOrders>
  );
}
