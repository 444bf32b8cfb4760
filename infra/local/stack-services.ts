/**
 * The local stack's later steps, once the emulators run and the functions' environment is applied: the gateways, the
 * table stream, the data (demo seed, prerendered pages) and the web app.
 */
import type { WebConfig } from '../../shared/api';
import { httpRoutes, streamFunctions, wsRoutes } from '../routes';
import { httpCorsPolicy } from './cors';
import type { HandlerLoader } from './handler-loader';
import { startHttpGateway } from './http-gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext, LOCAL_REGION } from './lambda-context';
import type { LocalLog } from './log';
import type { LocalPorts } from './ports';
import type { DemoAccount } from './seed';
import { publishAppShell } from './site-pages';
import type { LocalStackUrls } from './stack-config';
import { LOCAL_SITE_BUCKET, LOCAL_STAGE } from './stack-names';
import type { Stoppers } from './stoppers';
import { startStreamPoller } from './stream-poller';
import { webDistDir } from './web-build';
import { startWebServer } from './web-server';
import { startWsGateway } from './ws-gateway';

export interface StepContext {
  ports: LocalPorts;
  urls: LocalStackUrls;
  loadHandler: HandlerLoader;
  log: LocalLog;
  stoppers: Stoppers;
}

/** The HTTP API (with the JWT authorizer and CORS of AWS) and the WebSocket API, over the functions of infra/routes.ts. */
export async function startGateways(
  { ports, urls, loadHandler, log, stoppers }: StepContext,
  opts: { functionEnv: Record<string, string>; userPoolClientId: string; logRequests: boolean },
): Promise<void> {
  const { functionEnv, logRequests } = opts;
  const api = await startHttpGateway({
    port: ports.api,
    routes: httpRoutes,
    loadHandler,
    authorizer: createJwtAuthorizer({ issuer: functionEnv.JWT_ISSUER!, audience: opts.userPoolClientId, jwksUri: functionEnv.JWKS_URI! }),
    cors: httpCorsPolicy([urls.web]),
    log,
    logRequests,
  });
  stoppers.add(() => api.stop());
  const ws = await startWsGateway({ port: ports.ws, stage: LOCAL_STAGE, routes: wsRoutes, loadHandler, log, logRequests });
  stoppers.add(() => ws.stop());
}

/**
 * The table stream's functions. The prerendered menu pages need the built app (Vite's dev server has none): its shell
 * goes where the deploy puts it, before the stream poller starts feeding menu-prerender. Answers whether the site's
 * pages are rendered (the built app is served).
 */
export async function startStreams(
  { urls, loadHandler, log, stoppers }: StepContext,
  opts: { tableName: string; builtWeb: boolean },
): Promise<boolean> {
  const sitePages =
    opts.builtWeb && (await publishAppShell({ distDir: webDistDir, siteOrigin: urls.web, s3Endpoint: urls.s3, bucket: LOCAL_SITE_BUCKET }));
  const poller = await startStreamPoller({
    endpoint: urls.dynamo,
    tableName: opts.tableName,
    region: LOCAL_REGION,
    functions: streamFunctions.filter((fn) => sitePages || fn !== 'menu-prerender'),
    loadHandler,
    log,
  });
  stoppers.add(() => poller.stop());
  return sitePages;
}

/**
 * The data as after a deploy: the demo owner and restaurant (with `seed`), then every restaurant's pages rendered with
 * this build's shell (a rebuild renames the scripts); without pages, a kept data directory's translations still moved
 * to the current key layout, as the render-all pass does before each restaurant's render.
 */
export async function prepareData(
  { urls, loadHandler, log }: StepContext,
  opts: { seed?: boolean; sitePages: boolean; tableName: string; userPoolId: string; userPoolClientId: string },
): Promise<DemoAccount | null> {
  let demo: DemoAccount | null = null;
  if (opts.seed) {
    // Imported only now: the domain modules it uses read the configuration applied above.
    const { seedDemo } = await import('./seed');
    demo = await seedDemo({ cognitoEndpoint: urls.cognito, userPoolId: opts.userPoolId, userPoolClientId: opts.userPoolClientId, webUrl: urls.web, log });
  }

  if (opts.sitePages) {
    const prerender = (await loadHandler('menu-prerender')) as unknown as (event: { rerender: 'all' }, context: unknown) => Promise<{ failed: number }>;
    const { failed } = await prerender({ rerender: 'all' }, createLambdaContext('menu-prerender', 300_000));
    if (failed > 0) log.error(`The menu pages of ${failed} restaurant(s) were not rendered (see above); they get the app shell`);
  } else {
    const { migrateEveryRestaurant } = await import('../../functions/lib/db/migrations/translations-layout');
    const { documentClient } = await import('../../functions/lib/composition');
    const moved = await migrateEveryRestaurant({ client: documentClient, table: opts.tableName });
    if (moved > 0) log.info(`Moved ${moved} menu translation(s) to the per-language key layout`);
  }
  return demo;
}

/**
 * The web app: the built one (dist/web) behind a server that proxies /api/* and /functions/* to the gateway and
 * answers /menu/* from the prerendered pages, or Vite's dev server with hot reload.
 */
export async function startWeb(
  { ports, urls, log, stoppers }: StepContext,
  opts: { webMode?: 'build' | 'dev'; webConfig: WebConfig; sitePages: boolean },
): Promise<void> {
  // The gateway still answers on its own port: tests and the payment pages use it there.
  const apiOrigin = `http://127.0.0.1:${ports.api}`;
  const web =
    opts.webMode === 'dev'
      ? await (await import('./vite-dev')).startViteDevServer({ port: ports.web, webConfig: opts.webConfig, apiOrigin })
      : await startWebServer({
          port: ports.web,
          distDir: webDistDir,
          webConfig: opts.webConfig,
          log,
          apiOrigin,
          sitePages: opts.sitePages ? { s3Endpoint: urls.s3, bucket: LOCAL_SITE_BUCKET } : undefined,
        });
  stoppers.add(() => web.stop());
}
