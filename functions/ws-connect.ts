import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import * as z from 'zod';
import { idSchema } from '../shared/api';
import { tokenVerifier } from './lib/auth/token-verifier';
import { authorizeMember, Connections, Orders } from './lib/composition';
import { AppError, BadRequestError, NotFoundError, UnauthorizedError } from './lib/errors';
import { logger } from './lib/logger';
import { observability } from './lib/observability';

/**
 * $connect: a dashboard member (`?restaurantId=&token=`, the ID token, since browsers cannot set headers on a
 * WebSocket) listens to the restaurant (with `&channel=account`, the signed-in area's line, only to news about
 * themselves); a diner (`?orderId=`, no token) listens to that one order only.
 * A refused connection never opens.
 */
const memberQuery = z.strictObject({ restaurantId: idSchema, token: z.string().min(10), channel: z.literal('account').optional() });
const dinerQuery = z.strictObject({ orderId: idSchema });

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
      const order = await Orders.get(diner.data.orderId);
      if (!order) throw new NotFoundError('Order not found');
      await Connections.put({ connectionId, restaurantId: order.restaurantId, userId: null, role: 'diner', orderId: order.id });
      return { statusCode: 200 };
    }
    throw new BadRequestError('Connect with ?restaurantId=&token= (staff) or ?orderId= (diner)');
  } catch (err) {
    if (err instanceof AppError) {
      logger.info('Connection refused', { status: err.status, reason: err.message });
      return { statusCode: err.status, body: err.message };
    }
    throw err;
  }
}

export const handler = middy(connect).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));
