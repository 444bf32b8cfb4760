/**
 * The sandbox page's own Content-Security-Policy. The house security headers give every HTML answer
 * `default-src 'none'; form-action 'none'; sandbox`, which would block the page's style block and its Pay/Cancel
 * forms; those headers are set after the handler returns, so the page's narrower policy is put in place after them.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

type Handler<E, C> = (event: E, context: C) => Promise<APIGatewayProxyStructuredResultV2>;

export function withPagePolicy<E, C>(handler: Handler<E, C>, policy: string): Handler<E, C> {
  return async (event, context) => {
    const response = await handler(event, context);
    const headers = { ...response.headers };
    const contentType = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    if (!String(contentType ?? '').includes('text/html')) return response;
    for (const name of Object.keys(headers)) {
      if (name.toLowerCase() === 'content-security-policy') delete headers[name];
    }
    return { ...response, headers: { ...headers, 'Content-Security-Policy': policy } };
  };
}
