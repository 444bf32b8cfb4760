import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import * as z from '../shared/zod';
import { idSchema } from '../shared/api';
import { tokenVerifier } from './lib/auth/token-verifier';
import { authorizeMember, Connections, db } from './lib/composition';
import { readOrder } from './lib/domain/orders/record';
import { visitOfGuest } from './lib/domain/table-sessions/cart';
import { AppError, BadRequestError, NotFoundError, UnauthorizedError } from './lib/errors';
import { logger } from './lib/logger';
import { observability } from './lib/observability';

/**
 * $connect: a dashboard member (`?restaurantId=&token=`, the ID token, since browsers cannot set headers on a
 * WebSocket) listens to the restaurant (with `&channel=account`, the signed-in area's line, only to news about
 * themselves); a diner (`?orderId=`, no token) listens to that one order only; a phone in a table's visit
 * (`?tableSessionId=&guestId=&token=`, its guest token) to that visit only.
 * A refused connection never opens.
 */
const memberQuery = z.strictObject({
  restaurantId: idSchema,
  token: z.string().check(z.minLength(10)),
  channel: z.optional(z.literal('account')),
});
const dinerQuery = z.strictObject({ orderId: idSchema });
const guestQuery = z.strictObject({
  tableSessionId: idSchema,
  guestId: idSchema,
  token: z.string().check(z.minLength(22), z.maxLength(64)),
});

type ConnectEvent = APIGatewayProxyWebsocketEventV2 & { queryStringParameters?: Record<string, string> };

async function connect(event: ConnectEvent): Promise<APIGatewayProxyResultV2> {
  const { connectionId } = event.requestContext;
  const query = event.queryStringParameters ?? {};
  try {
    const member = memberQuery.safeParse(query);
    if (member.success) {
      const user = await tokenVerifier().verify(member.data.token);
      if (!user) throw new UnauthorizedError();
      const caller = await authorizeMember({ type: 'user', userId: user.userId, email: user.email, emailVerified: user.emailVerified }, member.data.restaurantId, 'staff');
      const { channel } = member.data;
      await Connections.put({ connectionId, restaurantId: caller.restaurantId, userId: caller.userId, role: caller.role, channel });
      return { statusCode: 200 };
    }
    const diner = dinerQuery.safeParse(query);
    if (diner.success) {
      const order = await readOrder(db, diner.data.orderId);
      if (!order) throw new NotFoundError('Order not found');
      await Connections.put({ connectionId, restaurantId: order.restaurantId, userId: null, role: 'diner', orderId: order.id });
      return { statusCode: 200 };
    }
    const guest = guestQuery.safeParse(query);
    if (guest.success) {
      // Only a phone let into the visit hears it (403 for one still waiting, 404 for a visit that ended).
      const { visit } = await visitOfGuest(db, { sessionId: guest.data.tableSessionId, guestId: guest.data.guestId, token: guest.data.token });
      await Connections.put({ connectionId, restaurantId: visit.session.restaurantId, userId: null, role: 'diner', tableSessionId: visit.session.sessionId });
      return { statusCode: 200 };
    }
    throw new BadRequestError('Connect with ?restaurantId=&token= (staff), ?orderId= (diner) or ?tableSessionId=&guestId=&token= (a table\'s visit)');
  } catch (err) {
    if (err instanceof AppError) {
      logger.info('Connection refused', { status: err.status, reason: err.message });
      return { statusCode: err.status, body: err.message };
    }
    throw err;
  }
}

export const handler = middy(connect).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));
