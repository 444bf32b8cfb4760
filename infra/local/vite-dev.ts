/** `npm run dev`: Vite's dev server (hot reload) for web/, with the same `/config.json` the production server gives. */
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

export async function startViteDevServer(opts: { port: number; webConfig: WebConfig }): Promise<WebServer> {
  const { createServer } = await import('vite');
  const server = await createServer({
    configFile: path.join(repoRoot, 'web', 'vite.config.ts'),
    plugins: [serveWebConfig(opts.webConfig)],
    server: { port: opts.port, strictPort: true, host: '127.0.0.1' },
    clearScreen: false,
  });
  await server.listen();
  return { url: `http://localhost:${opts.port}`, stop: () => server.close() };
}
