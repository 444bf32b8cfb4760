/**
 * `npm run dev`: Vite's dev server (hot reload) for web/, with the same `/config.json` the production server gives and
 * the HTTP API on its origin (/api/*, /functions/* proxied, as infra/local/web-server.ts does).
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import type { WebConfig } from '../../shared/api';
import { repoRoot } from './web-build';
import type { WebServer } from './web-server';

function serveWebConfig(webConfig: WebConfig): Plugin {
  const body = JSON.stringify(webConfig, null, 2);
  return {
    name: 'tabletap:local-web-config',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/config.json') return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(body);
      });
    },
  };
}

/** `apiOrigin`: the local HTTP API, which /api/* and /functions/* go to, as on the production server. */
export async function startViteDevServer(opts: { port: number; webConfig: WebConfig; apiOrigin: string }): Promise<WebServer> {
  const { createServer } = await import('vite');
  const toApi = { target: opts.apiOrigin, changeOrigin: true };
  const server = await createServer({
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    plugins: [serveWebConfig(opts.webConfig)],
    server: { port: opts.port, strictPort: true, host: '127.0.0.1', proxy: { '/api/': toApi, '/functions/': toApi, '/sandbox/': toApi } },
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://localhost:${opts.port}`, stop: () => server.close() };
}
