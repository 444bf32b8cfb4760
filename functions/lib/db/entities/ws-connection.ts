/**
 * An open WebSocket connection. A dashboard member's connection listens to the whole restaurant; a diner's
 * connection (orderId set, no user) watches one order only, so each sits in exactly one of the two sparse indexes
 * and a restaurant broadcast can never reach a diner.
 *   primary  pk connectionId
 *   gsi1     byRestaurant  pk restaurantId  sk connectionId  (sparse: member connections, no orderId)
 *   gsi2     byOrder       pk orderId                        (sparse: diner connections watching an order)
 *   gsi3     byTableSession pk tableSessionId                   (sparse: phones in a table's visit, issue 28)
 * A member's connection with channel 'account' is the signed-in area's own line (the header): it hears only what
 * concerns the person (a membership removed), never the restaurant's orders.
 * expiresAt is the TTL (WS_CONNECTION_TTL_SECONDS: API Gateway closes connections after 2 hours anyway).
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex, secondaryIndex } from '../keys';

export const CONNECTION_ROLES = ['owner', 'manager', 'staff', 'diner'] as const;

const watchesOneOrder = (a: Record<string, unknown>) => typeof a.orderId === 'string';
const inTableVisit = (a: Record<string, unknown>) => typeof a.tableSessionId === 'string';

export const wsConnectionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'wsConnection', version: '1' },
      attributes: {
        connectionId: { type: 'string', required: true, readOnly: true },
        restaurantId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', readOnly: true },
        role: { type: CONNECTION_ROLES, required: true, readOnly: true },
        orderId: { type: 'string', readOnly: true },
        /** A phone in a table's visit: it hears the visit's changes (its shared cart), nothing else. */
        tableSessionId: { type: 'string', readOnly: true },
        channel: { type: ['account'] as const, readOnly: true },
        createdAt: createdAtAttribute,
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byId: primaryIndex(['connectionId'], []),
        byRestaurant: secondaryIndex('gsi1', ['restaurantId'], ['connectionId'], {
          condition: (a) => !watchesOneOrder(a) && !inTableVisit(a),
        }),
        // No sort key: ElectroDB needs every composite of a sparse index on each write, and member connections have no
        // orderId. GSI keys need not be unique, so the order's connections share one key.
        byOrder: secondaryIndex('gsi2', ['orderId'], [], { condition: watchesOneOrder }),
        byTableSession: secondaryIndex('gsi3', ['tableSessionId'], [], { condition: inTableVisit }),
      },
    },
    config,
  );
