/**
 * The entities whose changes stream-broadcast turns into live messages (lib/realtime/stream-changes.ts). The table
 * stream's event source mapping lets only their inserts and updates through (infra/stream-filters.ts), so a payment's
 * analytics rows, a checkout's rate-limit rows, order lines, connections and menu edits never invoke it. No imports:
 * the infrastructure code reads it too.
 */
export const BROADCAST_ENTITIES = ['order', 'serviceRequest'] as const;

export type BroadcastEntity = (typeof BROADCAST_ENTITIES)[number];
