import { serviceRequestCreateSchema } from '../shared/api';
import { defineRoute, created } from './lib/http/route';
import { callWaiter } from './lib/domain/call-waiter';

/** 'Need assistance?': records a call for a waiter; 403 service_disabled, 429 recent_request_exists. */
export const handler = defineRoute<'public', typeof serviceRequestCreateSchema>(
  'service-request',
  { body: serviceRequestCreateSchema },
  async ({ body }) => created({ request: await callWaiter(body) }),
);
