/**
 * Turns a DynamoDB stream record into the live message it means, and who must receive it (the table's stream
 * carries NEW_AND_OLD_IMAGES, infra/table.ts, so a change is judged against what the item was):
 *  - an order change goes to the diners watching that order, every time (their page follows pending_payment -> paid);
 *  - it goes to the restaurant's dashboards only when it is one the board shows (dashboardHearsOrder): an order
 *    still pending_payment is not on the board, nor is the checkout session attached to it, nor a webhook writing
 *    the same status again; so a paid order reaches each dashboard once, and once more at each later move;
 *  - a service-request change goes to the restaurant's dashboards;
 *  - a table visit's change goes to the dashboards (which visit, its version) and, as the whole visit, to its phones.
 * Everything else in the table is silent.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { table } from '../../../infra/table';
import { BROADCAST_MESSAGE_TYPES, isBroadcastEntity, type BroadcastEntity, type OrderSummary, type RealtimeMessage } from '../../../shared/api/realtime';
import { orderEntity } from '../db/entities/order';
import { serviceRequestEntity } from '../db/entities/service-request';
import { tableSessionEntity } from '../db/entities/table-session';
import { toOrder } from '../domain/orders/record';
import { toServiceRequest } from '../domain/service-requests';

export interface LiveChange {
  restaurantId: string;
  /** Diners watching this order receive the message (null: no diner does). */
  orderId: string | null;
  /** The phones in this table visit receive its view (table_session.view, read when it is delivered). */
  tableSessionId?: string;
  /** The restaurant's dashboards receive it. */
  toDashboards: boolean;
  /** Messages about one thing (an order, a service request) are delivered in stream order: this names it. */
  subject: string;
  message: RealtimeMessage;
}


/** Parsing a stream image needs only the entities' models, not a client or table: built on first use. */
const buildEntities = () => ({ order: orderEntity({}), serviceRequest: serviceRequestEntity({}), tableSession: tableSessionEntity({}) });
let builtEntities: ReturnType<typeof buildEntities> | undefined;
const entities = () => (builtEntities ??= buildEntities());

/** What an order is as the board lists it: the API shape without lines (checkout's session and attempt left out). */
function orderSummary(raw: Record<string, unknown>): OrderSummary | null {
  const { data } = entities().order.parse({ Item: raw });
  if (!data) return null;
  const { lines: _lines, ...order } = toOrder(data, []);
  return order;
}

/** An order leaving pending_payment for one of these was never paid, so never on any board. */
const NEVER_ON_THE_BOARD: readonly OrderSummary['status'][] = ['canceled', 'expired'];

function sameSummary(a: OrderSummary, b: OrderSummary): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof OrderSummary)[]);
  // Values are plain JSON (the refunded parts and a dispute are objects): compared by value.
  return [...keys].every((key) => a[key] === b[key] || JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * Whether the dashboards hear of this order change: not while it is pending_payment (the board does not list it),
 * not when it closes unpaid (it never was on the board), and otherwise only when something the board shows changed
 * (status, timestamps...; the checkout session is not in the shape). `before` is null for a new order, or when the
 * record carries no old image (then the change is heard, as before).
 */
export function dashboardHearsOrder(before: OrderSummary | null, after: OrderSummary): boolean {
  if (after.status === 'pending_payment') return false;
  if (!before) return true;
  if (before.status === 'pending_payment' && NEVER_ON_THE_BOARD.includes(after.status)) return false;
  return !sameSummary(before, after);
}

const unmarshallImage = (image: NonNullable<DynamoDBRecord['dynamodb']>['NewImage']) =>
  image ? unmarshall(image as Record<string, AttributeValue>) : null;

type Image = Record<string, unknown>;

/**
 * How each broadcast entity's change becomes a live message (the list is shared/api/realtime.ts's
 * BROADCAST_MESSAGE_TYPES; only those entities reach this, the event source mapping filters the rest out).
 */
const LIVE_CHANGES: { [E in BroadcastEntity]: (raw: Image, old: Image | null) => LiveChange | null } = {
  order(raw, old) {
    const order = orderSummary(raw);
    if (!order) return null;
    const before = old && old[table.entityTags.entity] === 'order' ? orderSummary(old) : null;
    return {
      restaurantId: order.restaurantId,
      orderId: order.id,
      toDashboards: dashboardHearsOrder(before, order),
      subject: `order#${order.id}`,
      message: { type: BROADCAST_MESSAGE_TYPES.order, order },
    };
  },
  serviceRequest(raw) {
    const { data } = entities().serviceRequest.parse({ Item: raw });
    if (!data) return null;
    const request = toServiceRequest(data);
    return {
      restaurantId: request.restaurantId,
      orderId: null,
      toDashboards: true,
      subject: `serviceRequest#${request.id}`,
      message: { type: BROADCAST_MESSAGE_TYPES.serviceRequest, request },
    };
  },
  tableSession(raw) {
    const { data } = entities().tableSession.parse({ Item: raw });
    if (!data) return null;
    return {
      restaurantId: data.restaurantId,
      orderId: null,
      tableSessionId: data.sessionId,
      toDashboards: true,
      subject: `tableSession#${data.sessionId}`,
      message: { type: BROADCAST_MESSAGE_TYPES.tableSession, sessionId: data.sessionId, tableId: data.tableId, status: data.status, version: data.version },
    };
  },
};

/** The live change a stream record means, judged by the entity ElectroDB tagged its new image with. */
export function liveChangeFrom(record: DynamoDBRecord): LiveChange | null {
  const raw = unmarshallImage(record.dynamodb?.NewImage);
  if (!raw || record.eventName === 'REMOVE') return null;
  const entity = raw[table.entityTags.entity];
  return isBroadcastEntity(entity) ? LIVE_CHANGES[entity](raw, unmarshallImage(record.dynamodb?.OldImage)) : null;
}
