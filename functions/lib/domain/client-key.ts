/** The header CloudFront adds to what it sends the API (infra/stacks/web-stack.ts EDGE_ORIGIN_HEADER). */
export const EDGE_ORIGIN_HEADER = 'x-tabletap-edge';

interface RequestFacts {
  headers?: Record<string, string | undefined>;
  requestContext?: { http?: { sourceIp?: string } };
}

/**
 * The caller's address. Straight to API Gateway it is sourceIp, the socket's peer. Through the site's CloudFront
 * (the web app's way in) sourceIp is the edge's, shared by many diners; CloudFront appends the viewer's address to
 * X-Forwarded-For, and API Gateway may append the edge's after it. X-Forwarded-For is read only when the request
 * carries CloudFront's EDGE_ORIGIN_HEADER with its secret value (EDGE_ORIGIN_SECRET): anyone can write the header.
 */
export function viewerAddress(event: RequestFacts, edgeSecret: string | undefined): string | undefined {
  const sourceIp = event.requestContext?.http?.sourceIp;
  const headers = event.headers ?? {};
  if (!edgeSecret || headers[EDGE_ORIGIN_HEADER] !== edgeSecret) return sourceIp;
  const forwarded = (headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  while (forwarded.length > 1 && forwarded.at(-1) === sourceIp) forwarded.pop();
  return forwarded.at(-1) ?? sourceIp;
}

/**
 * Who is asking, for the per-client rate limits (RATE_LIMITS in ./rate-limits): viewerAddress, which a client cannot
 * set. IPv4-mapped IPv6 is read as IPv4; IPv6 is keyed on its
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
