/**
 * The whole local runtime behind `npm start` and the test run (DESIGN.md section 4): DynamoDB Local, cognito-local,
 * an S3 look-alike, the HTTP and WebSocket gateways, the stream poller and the web app, all on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WebConfig } from '../../shared/api';
import { startEmulators } from './emulators';
import { createHandlerLoader } from './handler-loader';
import { consoleLog, toLocalLog, type LogLine } from './log';
import { defaultPorts, type LocalPorts } from './ports';
import { startSandboxRedelivery } from './sandbox-redelivery';
import { startEscalationSweep, startTabSweep } from './tab-sweep';
import type { DemoAccount } from './seed';
import { applyEnv, localFunctionEnv, localUrls, localWebConfig, type LocalStackUrls } from './stack-config';
import { LOCAL_TABLE_NAME } from './stack-names';
import { prepareData, startGateways, startStreams, startWeb, type StepContext } from './stack-services';
import { createStoppers } from './stoppers';

export {
  LOCAL_MAIL_FROM,
  LOCAL_MEDIA_BUCKET,
  LOCAL_SITE_BUCKET,
  LOCAL_STAGE,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  LOCAL_TABLE_NAME,
} from './stack-names';
export type { LocalStackUrls } from './stack-config';

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
 * Starts everything, step by step (each step's services join the stoppers as they start, so a failed step stops
 * what the earlier ones started): the emulators, the functions' environment, the gateways, the table stream, the
 * data, the sandbox's webhook redelivery and the web app.
 */
export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const ports: LocalPorts = { ...defaultPorts, ...opts.ports };
  const log = toLocalLog(opts.log ?? consoleLog);
  const tableName = opts.tableName ?? LOCAL_TABLE_NAME;
  const temporaryDir = opts.dataDir === null ? mkdtempSync(path.join(tmpdir(), 'tabletap-local-')) : null;
  const dataDir = path.resolve(opts.dataDir ?? temporaryDir!);
  // AWS SDK v3 warns once per process that Node 20 support ends; Lambda runs 22, so it is only noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const stoppers = createStoppers(log, () => temporaryDir && rmSync(temporaryDir, { recursive: true, force: true }));

  try {
    const inMemory = opts.inMemory ?? opts.dataDir === null;
    const webOrigin = `http://localhost:${ports.web}`;
    const emulators = await startEmulators({ ports, dataDir, inMemory, tableName, webOrigin, log, stoppers });
    const urls = localUrls(ports, emulators);
    const functionEnv = localFunctionEnv({ ports, urls, emulators, tableName, quiet: opts.quiet });
    // Before any handler or domain module is imported: functions/lib/config.ts reads the environment at load.
    stoppers.add(applyEnv(functionEnv));
    const webConfig = localWebConfig(urls, emulators, opts.serveWeb);
    const { userPoolId, userPoolClientId } = emulators;

    const step: StepContext = { ports, urls, loadHandler: createHandlerLoader(), log, stoppers };
    await startGateways(step, { functionEnv, userPoolClientId, logRequests: !opts.quiet });
    const sitePages = await startStreams(step, { tableName, builtWeb: !!opts.serveWeb && opts.webMode !== 'dev' });
    const demo = await prepareData(step, { seed: opts.seed, sitePages, tableName, userPoolId, userPoolClientId });
    // Stripe retries undelivered webhook events; the sandbox gateway's stand-in for that runs here.
    const redelivery = await startSandboxRedelivery(log);
    stoppers.add(() => redelivery.stop());
    // EventBridge runs the scheduled functions in AWS; a timer does here (tabs left open, issue 29),
    const tabSweep = await startTabSweep(log);
    stoppers.add(() => tabSweep.stop());
    // ...and paid orders nobody started, mailed to the owner and managers (issue 30 item 1).
    const escalationSweep = await startEscalationSweep(log);
    stoppers.add(() => escalationSweep.stop());
    if (opts.serveWeb) await startWeb(step, { webMode: opts.webMode, webConfig, sitePages });

    return {
      urls,
      functionEnv,
      webConfig,
      userPoolId,
      userPoolClientId,
      cognitoDataDir: emulators.cognitoDataDir,
      demo,
      stop: () => stoppers.stopAll(),
    };
  } catch (err) {
    await stoppers.stopAll();
    throw err;
  }
}
