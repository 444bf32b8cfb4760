import { RUNNER_LABELS } from '@shared/order-status';
import { useOrders } from '../api/orders';
import { useNow } from '@/lib/use-now';
import { OrderTicket } from './order-ticket';
import { WithOrders } from './orders-query-state';

/** The Runner tab: orders ready to take to the table. */
export function RunnerQueue({ restaurantId }: { restaurantId: string }) {
  const orders = useOrders(restaurantId);
  const now = useNow();
  return (
    <WithOrders query={orders}>
      {(list) => {
        const ready = list.filter((order) => order.status === 'ready');
        if (ready.length === 0) return <p className="muted">No orders ready to serve</p>;
        return (
          <div className="ticket-grid">
            {ready.map((order) => (
              <OrderTicket key={order.id} restaurantId={restaurantId} order={order} now={now} actionLabel={RUNNER_LABELS.ready} />
            ))}
          </div>
        );
      }}
    </WithOrders>
  );
}
