/**
 * The whole local runtime behind `npm start` and the test run (DESIGN.md section 4): DynamoDB Local, cognito-local,
 * an S3 look-alike, the HTTP and WebSocket gateways, the stream poller and the web app, all on loopback.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebConfig } from '../../shared/api';
import { httpRoutes, streamFunctions, wsRoutes } from '../routes';
import { childRegistryFile, openChildRegistry } from './child-processes';
import { startCognitoLocal, ensureUserPool, type CognitoLocal } from './cognito';
import { startCognitoTriggers } from './cognito-triggers';
import { startSandboxRedelivery } from './sandbox-redelivery';
import { httpCorsPolicy } from './cors';
import { ensureTable, localCredentials, startDynamoLocal, type DynamoLocal } from './dynamo';
import { createHandlerLoader } from './handler-loader';
import { startHttpGateway } from './http-gateway';
import { createJwtAuthorizer } from './jwt-authorizer';
import { createLambdaContext, LOCAL_REGION } from './lambda-context';
import { consoleLog, toLocalLog, type LogLine } from './log';
import { defaultPorts, type LocalPorts } from './ports';
import { startS3Local, type S3Local } from './s3';
import { publishAppShell } from './site-pages';
import { startSesLocal, type SesLocal } from './ses';
import type { DemoAccount } from './seed';
import { startStreamPoller } from './stream-poller';
import { webDistDir } from './web-build';
import { startWebServer } from './web-server';
import { startWsGateway } from './ws-gateway';

export const LOCAL_TABLE_NAME = 'tabletap-local';
export const LOCAL_MEDIA_BUCKET = 'tabletap-media';
/** The site's bucket as menu-prerender sees it: the app shell published from the build, the prerendered pages. */
export const LOCAL_SITE_BUCKET = 'tabletap-site';
export const LOCAL_STAGE = 'local';
/** The sender of the local mail (the SES emulator accepts any). */
export const LOCAL_MAIL_FROM = 'TableTap <no-reply@tabletap.local>';
/** Signs the sandbox gateway's events and verifies them in the webhook; a real one comes with STRIPE_SECRET_KEY. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_tabletap_local_sandbox';

export interface LocalStackOptions {
  /** Any port left out keeps its default (web 5173, api 3001, ws 3002, dynamo 8000, cognito 9229, s3 4569, ses 8005). */
  ports?: Partial<LocalPorts>;
  /** Folder for data kept across restarts (dynamo/, cognito/, s3/); null: a temporary folder that stop() removes. */
  dataDir: string | null;
  /** Keep DynamoDB in memory even with a dataDir (test runs). Defaults to true when dataDir is null. */
  inMemory?: boolean;
  /** Create the demo owner and restaurant (idempotent). */
  seed?: boolean;
  serveWeb?: boolean;
  /** 'build' serves dist/web (default); 'dev' runs Vite's dev server with hot reload. */
  webMode?: 'build' | 'dev';
  /** Leave out the per-request log lines and the functions' info logs (LOG_LEVEL=WARN unless LOG_LEVEL is set). */
  quiet?: boolean;
  log?: LogLine;
  tableName?: string;
}

export interface LocalStackUrls {
  web: string;
  api: string;
  ws: string;
  wsManagement: string;
  dynamo: string;
  cognito: string;
  s3: string;
  /** The SES v2 emulator: the functions' SES_ENDPOINT, and its web inbox (GET /store lists the mail as JSON). */
  ses: string;
  sesInbox: string;
}

export interface LocalStack {
  urls: LocalStackUrls;
  /** The variables functions/lib/config.ts reads; already applied to process.env (stop() restores it). */
  functionEnv: Record<string, string>;
  webConfig: WebConfig;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's working folder: confirmation codes are in `.cognito/db/<userPoolId>.json` below it. */
  cognitoDataDir: string;
  /** The seeded owner and restaurant; null without `seed`. */
  demo: DemoAccount | null;
  stop(): Promise<void>;
}

/**
 * TRANSLATOR=aws locally: Amazon Translate with the caller's own AWS credentials (from their environment, read before
 * the stack puts the emulators' fake ones in their place). Asked for without real keys, the stack does not start.
 */
function realTranslateAccess(): Record<string, string> {
  const env = process.env;
  if (env.TRANSLATOR !== 'aws') return {};
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey || accessKeyId === localCredentials.accessKeyId) {
    throw new Error('TRANSLATOR=aws needs your AWS credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN)');
  }
  return {
    TRANSLATOR: 'aws',
    TRANSLATE_ACCESS_KEY_ID: accessKeyId,
    TRANSLATE_SECRET_ACCESS_KEY: secretAccessKey,
    ...(env.AWS_SESSION_TOKEN ? { TRANSLATE_SESSION_TOKEN: env.AWS_SESSION_TOKEN } : {}),
    TRANSLATE_REGION: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
  };
}

/** Applies env vars and returns how to put the previous values back. */
function applyEnv(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  return () => {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const ports: LocalPorts = { ...defaultPorts, ...opts.ports };
  const log = toLocalLog(opts.log ?? consoleLog);
  const logRequests = !opts.quiet;
  const tableName = opts.tableName ?? LOCAL_TABLE_NAME;
  const temporaryDir = opts.dataDir === null ? mkdtempSync(path.join(tmpdir(), 'tabletap-local-')) : null;
  const dataDir = path.resolve(opts.dataDir ?? temporaryDir!);
  const inMemory = opts.inMemory ?? opts.dataDir === null;
  // AWS SDK v3 warns once per process that Node 20 support ends; Lambda runs 22, so it is only noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

  /** Everything started so far, stopped in reverse order (also when a later step fails). */
  const stoppers: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch (err) {
        log.error('Stopping a local service failed:', err);
      }
    }
    stoppers.length = 0;
    if (temporaryDir) rmSync(temporaryDir, { recursive: true, force: true });
  };

  try {
    const cognitoDataDir = path.join(dataDir, 'cognito');
    const s3Dir = path.join(dataDir, 's3');
    mkdirSync(s3Dir, { recursive: true });
    const webOrigin = `http://localhost:${ports.web}`;
    // Records the emulators in <dataDir>/children.json (stopping any a crashed runtime left there) and watches them.
    const children = await openChildRegistry(childRegistryFile(dataDir));
    stoppers.push(() => children.close());

    // cognito-local's PostConfirmation trigger (it marks a confirmed e-mail verified, as Cognito does).
    const cognitoTriggers = await startCognitoTriggers({ cognitoEndpoint: `http://127.0.0.1:${ports.cognito}`, log: (line) => log.error(line) });
    stoppers.push(() => cognitoTriggers.stop());

    // The emulators do not depend on each other: start them together (DynamoDB Local's JVM is the slow one).
    const [dynamo, cognito, s3, ses] = await settleAll<[DynamoLocal, CognitoLocal, S3Local, SesLocal]>(
      [
        startDynamoLocal({ port: ports.dynamo, dbPath: inMemory ? null : path.join(dataDir, 'dynamo'), children }),
        startCognitoLocal({
          port: ports.cognito,
          dataDir: cognitoDataDir,
          onCode: ({ destination, code }) => log.info(`Verification code for ${destination}: ${code}`),
          children,
          triggersEndpoint: cognitoTriggers.endpoint,
        }),
        startS3Local({ port: ports.s3, directory: s3Dir, bucket: LOCAL_MEDIA_BUCKET, privateBuckets: [LOCAL_SITE_BUCKET], corsOrigins: [webOrigin] }),
        startSesLocal({ port: ports.ses }),
      ],
      (started) => started.forEach((service) => stoppers.push(() => service.stop())),
    );
    await ensureTable(dynamo.endpoint, tableName);
    const { userPoolId, userPoolClientId } = await ensureUserPool(cognito.endpoint);

    const urls: LocalStackUrls = {
      web: webOrigin,
      api: `http://localhost:${ports.api}`,
      ws: `ws://localhost:${ports.ws}`,
      // Server-side only: a literal address, no dependence on how `localhost` resolves.
      wsManagement: `http://127.0.0.1:${ports.ws}`,
      dynamo: dynamo.endpoint,
      cognito: cognito.endpoint,
      s3: s3.endpoint,
      ses: ses.endpoint,
      sesInbox: ses.inboxUrl,
    };
    const functionEnv: Record<string, string> = {
      STAGE: LOCAL_STAGE,
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: urls.dynamo,
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      JWT_ISSUER: `${cognito.issuerBase}/${userPoolId}`,
      JWKS_URI: `http://127.0.0.1:${ports.cognito}/${userPoolId}/.well-known/jwks.json`,
      USER_POOL_CLIENT_ID: userPoolClientId,
      SITE_ORIGIN: urls.web,
      S3_ENDPOINT: urls.s3,
      MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
      MEDIA_URL: s3.mediaUrl,
      SITE_BUCKET: LOCAL_SITE_BUCKET,
      WS_MANAGEMENT_ENDPOINT: urls.wsManagement,
      // Mail (staff invitations) goes to the SES v2 emulator; its inbox shows it as the invitee would see it.
      SES_ENDPOINT: urls.ses,
      MAIL_FROM: process.env.MAIL_FROM ?? LOCAL_MAIL_FROM,
      // Payments: the sandbox gateway unless STRIPE_SECRET_KEY is set; its pages and webhook calls use the API's URL.
      PUBLIC_API_URL: urls.api,
      SITE_URL: urls.web,
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET,
      ...(opts.quiet && !process.env.LOG_LEVEL ? { LOG_LEVEL: 'WARN' } : {}),
      // No CloudWatch or X-Ray here: business metrics are counted and dropped (no EMF lines on stdout), no tracing.
      POWERTOOLS_METRICS_DISABLED: 'true',
      POWERTOOLS_TRACE_ENABLED: 'false',
      ...realTranslateAccess(),
    };
    // Before any handler or domain module is imported: functions/lib/config.ts reads the environment at load.
    stoppers.push(applyEnv(functionEnv));

    // As in AWS, the web app calls the API on its own origin: the web server proxies /api/* and /functions/* to the
    // gateway (the gateway still answers on its own port: tests and the payment pages use it there).
    const apiOrigin = `http://127.0.0.1:${ports.api}`;
    const webConfig: WebConfig = {
      apiUrl: opts.serveWeb ? urls.web : urls.api,
      wsUrl: urls.ws,
      region: LOCAL_REGION,
      userPoolId,
      userPoolClientId,
      userPoolEndpoint: urls.cognito,
      oauth: null,
      mediaUrl: s3.mediaUrl,
      stage: LOCAL_STAGE,
    };

    const loadHandler = createHandlerLoader();
    const api = await startHttpGateway({
      port: ports.api,
      routes: httpRoutes,
      loadHandler,
      authorizer: createJwtAuthorizer({ issuer: functionEnv.JWT_ISSUER!, audience: userPoolClientId, jwksUri: functionEnv.JWKS_URI! }),
      cors: httpCorsPolicy([urls.web]),
      log,
      logRequests,
    });
    stoppers.push(() => api.stop());
    const ws = await startWsGateway({ port: ports.ws, stage: LOCAL_STAGE, routes: wsRoutes, loadHandler, log, logRequests });
    stoppers.push(() => ws.stop());
    // The prerendered menu pages need the built app (Vite's dev server has none): its shell goes where the deploy puts
    // it, before the stream poller starts feeding menu-prerender.
    const sitePages =
      opts.serveWeb && opts.webMode !== 'dev' &&
      (await publishAppShell({ distDir: webDistDir, siteOrigin: webOrigin, s3Endpoint: urls.s3, bucket: LOCAL_SITE_BUCKET }));
    const poller = await startStreamPoller({
      endpoint: urls.dynamo,
      tableName,
      region: LOCAL_REGION,
      functions: streamFunctions.filter((fn) => sitePages || fn !== 'menu-prerender'),
      loadHandler,
      log,
    });
    stoppers.push(() => poller.stop());

    let demo: DemoAccount | null = null;
    if (opts.seed) {
      // Imported only now: the domain modules it uses read the configuration applied above.
      const { seedDemo } = await import('./seed');
      demo = await seedDemo({ cognitoEndpoint: urls.cognito, userPoolId, userPoolClientId, webUrl: urls.web, log });
    }

    if (sitePages) {
      // As after a deploy: every restaurant's pages rendered with this build's shell (a rebuild renames the scripts).
      const prerender = (await loadHandler('menu-prerender')) as unknown as (event: { rerender: 'all' }, context: unknown) => Promise<{ failed: number }>;
      const { failed } = await prerender({ rerender: 'all' }, createLambdaContext('menu-prerender', 300_000));
      if (failed > 0) log.error(`The menu pages of ${failed} restaurant(s) were not rendered (see above); they get the app shell`);
    } else {
      // No pages to render (Vite's dev server), but a kept data directory may still hold translations in the old key
      // layout: move them, as the render-all pass does before each restaurant's render.
      const { migrateEveryRestaurant } = await import('../../functions/lib/db/migrations/translations-layout');
      const { documentClient } = await import('../../functions/lib/composition');
      const moved = await migrateEveryRestaurant({ client: documentClient, table: tableName });
      if (moved > 0) log.info(`Moved ${moved} menu translation(s) to the per-language key layout`);
    }

    // Stripe retries undelivered webhook events; the sandbox gateway's stand-in for that runs here.
    const redelivery = await startSandboxRedelivery(log);
    stoppers.push(() => redelivery.stop());

    if (opts.serveWeb) {
      const web =
        opts.webMode === 'dev'
          ? await (await import('./vite-dev')).startViteDevServer({ port: ports.web, webConfig, apiOrigin })
          : await startWebServer({
              port: ports.web,
              distDir: webDistDir,
              webConfig,
              log,
              apiOrigin,
              sitePages: sitePages ? { s3Endpoint: urls.s3, bucket: LOCAL_SITE_BUCKET } : undefined,
            });
      stoppers.push(() => web.stop());
    }

    return {
      urls,
      functionEnv,
      webConfig,
      userPoolId,
      userPoolClientId,
      cognitoDataDir,
      demo,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}

/**
 * Like Promise.all, but hands every service that did start to `onStarted` before rethrowing the first failure,
 * so a failed start never leaves the others running.
 */
async function settleAll<T extends unknown[]>(
  starting: { [K in keyof T]: Promise<T[K]> },
  onStarted: (services: { stop(): Promise<void> }[]) => void,
): Promise<T> {
  const results = await Promise.allSettled(starting as Promise<unknown>[]);
  onStarted(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value as { stop(): Promise<void> }] : [])));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
}
