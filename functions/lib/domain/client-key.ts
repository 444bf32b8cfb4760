/**
 * Who is asking, for the per-client rate limits (RATE_LIMITS in ./rate-limits): API Gateway's sourceIp, the socket's
 * peer, which a client cannot set (unlike X-Forwarded-For). IPv4-mapped IPv6 is read as IPv4; IPv6 is keyed on its
 * /64, which one subscriber usually holds whole and could otherwise walk through address by address.
 */
export function clientKey(sourceIp: string | null | undefined): string {
  const ip = (sourceIp ?? '')
    .trim()
    .toLowerCase()
    .replace(/%.*$/, '')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!ip) return 'unknown';
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0') : [];
  const prefix = [...headGroups, ...zeros, ...tailGroups].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
