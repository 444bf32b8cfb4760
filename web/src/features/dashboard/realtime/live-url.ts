import { getRuntimeConfig } from '@/config/runtime-config';

/** `wsUrl?restaurantId=&token=` with the current ID token (browsers cannot set headers on a WebSocket). */
export async function liveUrl(restaurantId: string): Promise<string> {
  const { getIdToken } = await import('@/lib/amplify/session');
  const token = await getIdToken();
  if (!token) throw new Error('Not authenticated');
  const url = new URL(getRuntimeConfig().wsUrl);
  url.searchParams.set('restaurantId', restaurantId);
  url.searchParams.set('token', token);
  return url.toString();
}
