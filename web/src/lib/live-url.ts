import { getRuntimeConfig } from '@/config/runtime-config';

/**
 * `wsUrl?restaurantId=&token=` with the current ID token (browsers cannot set headers on a WebSocket). The header's
 * account line adds `channel=account`: it hears only what concerns the person (a membership removed), not the
 * restaurant's orders.
 */
export async function liveUrl(restaurantId: string, channel?: 'account'): Promise<string> {
  const { getIdToken } = await import('@/lib/amplify/session');
  const token = await getIdToken();
  if (!token) throw new Error('Not authenticated');
  const url = new URL(getRuntimeConfig().wsUrl);
  url.searchParams.set('restaurantId', restaurantId);
  url.searchParams.set('token', token);
  if (channel) url.searchParams.set('channel', channel);
  return url.toString();
}
