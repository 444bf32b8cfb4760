/**
 * Node's HTTP server refuses some requests before any handler runs - headers (the URL included) over its 16 KB
 * limit, malformed requests, a request that takes too long to arrive - and by default answers them with a bare
 * status line and no body. The local servers answer them here instead, with the status Node would use and a body
 * in the API's error shape (DESIGN.md section 3, functions/lib/http/error-response.ts), so the web app and a
 * developer see a reason rather than an empty 431.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';

interface ClientErrorAnswer {
  status: number;
  code: string;
  message: string;
}

function answerFor(err: NodeJS.ErrnoException): ClientErrorAnswer {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'request_header_too_large',
        message: `The request's address and headers are too large (the limit is ${Math.round(http.maxHeaderSize / 1024)} KB in all); use a shorter link.`,
      };
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return { status: 413, code: 'request_too_large', message: 'The request is too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'request_timeout', message: 'The request took too long to arrive; please try again.' };
    default:
      return { status: 400, code: 'bad_request', message: 'The request is malformed.' };
  }
}

/** A raw HTTP/1.1 response (there is no ServerResponse yet), closing the connection as Node's own answer does. */
export function clientErrorResponse(err: NodeJS.ErrnoException, headers: Record<string, string> = {}): string {
  const { status, code, message } = answerFor(err);
  const body = JSON.stringify({ error: { code, message } });
  const lines = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Answers the requests `server` refuses before its handler runs; `headers` go on every such answer. */
export function answerClientErrors(server: http.Server, headers: Record<string, string> = {}): void {
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way on this connection (pipelining) cannot be followed by another one: just close.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(err, headers));
  });
}
