/**
 * What a round's payment does to its table's visit (issue 28, pay-first: each round is paid when sent). Paid: the
 * round is sent for good (the kitchen has its ticket) and the next can go. Closed unpaid (the checkout expired or
 * was canceled): its lines go back into the shared cart, while the visit is open, and the next can go. Each is a
 * conditional write on the visit's `sendingOrderId`, so a repeated webhook changes nothing.
 */
import type { Order } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { logger } from '../../logger';

interface SentLine {
  lineId: string;
  guestId: string;
  choice: string;
  qty: number;
  addedAt: string;
}

export async function roundPaid(db: Db, order: Pick<Order, 'id' | 'tableSessionId'>): Promise<void> {
  const sessionId = order.tableSessionId;
  if (!sessionId) return;
  const result = await db.transaction
    .write(({ tableSession, tableRound }) => [
      tableSession
        .patch({ sessionId })
        .remove(['sendingOrderId'])
        .add({ roundCount: 1, version: 1 })
        .where((a, { eq }) => eq(a.sendingOrderId, order.id))
        .commit(),
      tableRound
        .patch({ sessionId, orderId: order.id })
        .set({ state: 'paid' })
        .where((a, { eq }) => eq(a.state, 'sending'))
        .commit(),
    ])
    .go();
  if (result.canceled) logger.info('A round was paid again or its visit moved on; nothing changed', { orderId: order.id, sessionId });
}

export async function roundReturned(db: Db, order: Pick<Order, 'id' | 'tableSessionId'>): Promise<void> {
  const sessionId = order.tableSessionId;
  if (!sessionId) return;
  const [{ data: round }, { data: session }] = await Promise.all([
    db.entities.tableRound.get({ sessionId, orderId: order.id }).go({ consistent: true }),
    db.entities.tableSession.get({ sessionId }).go({ consistent: true }),
  ]);
  if (!round || round.state !== 'sending' || !session) return;
  const lines = session.status === 'open' ? (JSON.parse(round.lines) as SentLine[]) : [];
  const result = await db.transaction
    .write(({ tableSession, tableRound, tableCartLine }) => [
      tableSession
        .patch({ sessionId })
        .remove(['sendingOrderId'])
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.sendingOrderId, order.id)} AND ${eq(a.status, session.status)}`)
        .commit(),
      tableRound
        .patch({ sessionId, orderId: order.id })
        .set({ state: 'returned' })
        .where((a, { eq }) => eq(a.state, 'sending'))
        .commit(),
      ...lines.map((line) => tableCartLine.put({ sessionId, restaurantId: round.restaurantId, ...line }).commit()),
    ])
    .go();
  if (result.canceled) logger.info('A round closed unpaid again or its visit moved on; nothing changed', { orderId: order.id, sessionId });
}
