/**
 * Turns a DynamoDB stream record into the live message it means, and who must receive it:
 * an order change goes to its restaurant's dashboards and to the diners watching that order;
 * a service-request change goes to the restaurant's dashboards. Everything else in the table is silent.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import { orderEntity } from '../db/entities/order';
import { serviceRequestEntity } from '../db/entities/service-request';
import { toOrder } from '../domain/orders/record';
import { toServiceRequest } from '../domain/service-requests';

export interface LiveChange {
  restaurantId: string;
  /** Diners watching this order receive the message too. */
  orderId: string | null;
  message: RealtimeMessage;
}

/** ElectroDB marks each item with its entity name. */
const ENTITY_ATTRIBUTE = '__edb_e__';

/** Parsing a stream image needs only the entities' models, not a client or table. */
const entities = { order: orderEntity({}), serviceRequest: serviceRequestEntity({}) };

export function liveChangeFrom(record: DynamoDBRecord): LiveChange | null {
  const image = record.dynamodb?.NewImage;
  if (!image || record.eventName === 'REMOVE') return null;
  const raw = unmarshall(image as Record<string, AttributeValue>);
  switch (raw[ENTITY_ATTRIBUTE]) {
    case 'order': {
      const { data } = entities.order.parse({ Item: raw });
      if (!data) return null;
      const { lines: _lines, ...order } = toOrder(data, []);
      return { restaurantId: order.restaurantId, orderId: order.id, message: { type: 'order.changed', order } };
    }
    case 'serviceRequest': {
      const { data } = entities.serviceRequest.parse({ Item: raw });
      if (!data) return null;
      const request = toServiceRequest(data);
      return { restaurantId: request.restaurantId, orderId: null, message: { type: 'service_request.changed', request } };
    }
    default:
      return null;
  }
}
