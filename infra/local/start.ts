/**
 * `npm start` (and `npm run dev` with --dev): checks the machine, then runs the whole product locally with data
 * kept in TABLETAP_DATA_DIR (default .local/), prints how to sign in, and stops everything on Ctrl-C.
 */
import path from 'node:path';
import { childRegistryFile, DataFolderInUseError, stopStaleChildren } from './child-processes';
import { consoleLog } from './log';
import { busyPortMessage, findBusyPort, portsFromEnv } from './ports';
import { javaProblem } from './prerequisites';
import { startLocalStack, type LocalStack } from './stack';
import { ensureWebBuild, repoRoot } from './web-build';

// Before any AWS SDK client exists: its Node 20 end-of-support notice is noise on a dev machine.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

let interrupted = false;

function stopped(): never {
  console.log('Stopped.');
  process.exit(0);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function banner(stack: LocalStack, dataDir: string, dev: boolean): string {
  const { urls, demo } = stack;
  const rows = [
    ['Web app', `${urls.web}${dev ? '  (Vite dev server, hot reload)' : ''}`],
    ...(demo
      ? [
          ['Owner login', `${demo.email} / ${demo.password}`],
          ['Diner link', demo.dinerUrl],
          ['Demo menu', `${urls.web}/menu/demo  (the landing page's View Demo: preview mode, nothing is charged)`],
        ]
      : []),
    ['', ''],
    ['API', urls.api],
    ['WebSocket', urls.ws],
    ['DynamoDB', urls.dynamo],
    ['Cognito', urls.cognito],
    ['S3', urls.s3],
    ['Mail inbox', urls.sesInbox],
    [
      'Payments',
      process.env.STRIPE_SECRET_KEY
        ? 'Stripe (STRIPE_SECRET_KEY is set): real test-mode checkout and Connect onboarding'
        : `sandbox, no real money: checkout and Connect onboarding look-alikes at ${urls.api}/sandbox/..., signed events to the webhook`,
    ],
    [
      'Translation',
      process.env.TRANSLATOR === 'aws'
        ? 'Amazon Translate (TRANSLATOR=aws), with your AWS credentials'
        : "sandbox, simulated: machine translations come back marked as such ('[es] Margherita'); TRANSLATOR=aws with AWS credentials uses Amazon Translate",
    ],
    ['Data', `${path.relative(process.cwd(), dataDir) || dataDir}/ (kept across restarts; delete it to start afresh)`],
  ];
  const lines = rows.map(([label, value]) => (label ? `  ${label!.padEnd(12)} ${value}` : ''));
  return ['', 'TableTap is running locally.', '', ...lines, '', 'Press Ctrl-C to stop.', ''].join('\n');
}

async function main() {
  const dev = process.argv.includes('--dev');
  const java = javaProblem();
  if (java) fail(java);

  let ports;
  try {
    ports = portsFromEnv(process.env);
  } catch (err) {
    fail((err as Error).message);
  }
  const dataDir = path.resolve(repoRoot, process.env.TABLETAP_DATA_DIR || '.local');
  // A start after a crash (kill -9, out of memory) finds the emulators it left still holding their ports.
  try {
    const stopped = await stopStaleChildren(childRegistryFile(dataDir));
    if (stopped.length) console.log(`Stopped what the previous run left running: ${stopped.join(', ')}.`);
  } catch (err) {
    if (err instanceof DataFolderInUseError) fail(err.message);
    throw err;
  }
  const busy = await findBusyPort(ports);
  if (busy) fail(busyPortMessage(busy));

  if (!dev) await ensureWebBuild(consoleLog);

  console.log('Starting TableTap...');
  const starting = startLocalStack({ ports, dataDir, seed: true, serveWeb: true, webMode: dev ? 'dev' : 'build' });
  stopOnSignals(starting);
  const stack = await starting;
  console.log(banner(stack, dataDir, dev));
}

/**
 * Ctrl-C or SIGTERM, also in the middle of start-up: stop whatever runs, then exit 0. One Ctrl-C can arrive twice
 * (the terminal signals the whole process group, and a wrapper may relay it), so only a signal more than a moment
 * after the first counts as "press again to force".
 */
function stopOnSignals(starting: Promise<LocalStack>): void {
  let firstSignalAt = 0;
  const shutdown = (signal: string) => {
    if (firstSignalAt) {
      if (Date.now() - firstSignalAt < 1500) return;
      console.log('Forcing exit.');
      process.exit(1); // the 'exit' hooks still kill the emulators
    }
    firstSignalAt = Date.now();
    interrupted = true;
    console.log(`\n${signal}: stopping TableTap... (press Ctrl-C again to force)`);
    starting.then(
      (stack) => stack.stop().then(stopped),
      () => {}, // a start cut short stops its own services; main() ends the process
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  // Ctrl-C during start-up also reaches the emulators (same process group), so the start fails: that is a stop.
  if (interrupted) stopped();
  fail(err instanceof Error ? err.message : String(err));
});
