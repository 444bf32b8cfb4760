/** A tiny client for the local API Gateway that test/run.ts started. */
import http from 'node:http';
export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export function apiUrl(): string {
  const url = process.env.TABLETAP_API_URL;
  if (!url) throw new Error('TABLETAP_API_URL is not set: run the tests with npm test');
  return url;
}

export async function api<T = unknown>(
  method: string,
  path: string,
  opts: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    headers?: Record<string, string>;
    /**
     * The client address to call from (a loopback address such as 127.0.5.1): the gateway's `sourceIp`, which the
     * per-client rate limits key on. Default: whatever the OS picks (127.0.0.1).
     */
    from?: string;
  } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const { status, text, responseHeaders } =
    opts.from || (body !== undefined && (method === 'GET' || method === 'HEAD'))
      ? await rawRequest(method, `${apiUrl()}${path}`, headers, body, opts.from)
      : await viaFetch(method, `${apiUrl()}${path}`, headers, body);
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // keep the raw text: a non-JSON answer is itself a finding the test will report
  }
  return { status, body: parsed as T, headers: responseHeaders };
}

async function viaFetch(method: string, url: string, headers: Record<string, string>, body: string | undefined) {
  const response = await fetch(url, { method, headers, body });
  return { status: response.status, text: await response.text(), responseHeaders: response.headers };
}

/**
 * fetch refuses a body on GET, but a hostile client can send one: the API must still answer cleanly. Also the way to
 * call from another local address (fetch cannot choose one).
 */
function rawRequest(method: string, url: string, headers: Record<string, string>, body: string | undefined, localAddress?: string) {
  return new Promise<{ status: number; text: string; responseHeaders: Headers }>((resolve, reject) => {
    const sized = body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const req = http.request(url, { method, headers: sized, ...(localAddress ? { localAddress } : {}) }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') responseHeaders.set(k, v);
        resolve({ status: res.statusCode ?? 0, text, responseHeaders });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
