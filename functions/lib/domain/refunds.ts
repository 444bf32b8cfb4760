/** Refunds and disputes (issue 27): the dashboard's refunds, and the gateway's refund and dispute events. */
import { withDb, type Db } from '../db/service';
import { applyDispute } from './refunds/disputes';
import { applyRefundView, requestRefund } from './refunds/request-refund';

export type { RefundAskRequest } from './refunds/request-refund';

export function createRefunds(db: Db) {
  return {
    /** A refund asked for by an owner or manager: planned, reserved, sent to the gateway once. */
    request: withDb(db, requestRefund),
    /** A refund as the gateway has it now. */
    applyView: withDb(db, applyRefundView),
    applyDispute: withDb(db, applyDispute),
  };
}
