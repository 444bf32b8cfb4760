/**
 * The local stack's first step: the emulators of the AWS services (DynamoDB Local, cognito-local with its trigger
 * endpoint, the S3 look-alike, the SES v2 emulator), started together, then the table and the user pool made.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { childRegistryFile, openChildRegistry } from './child-processes';
import { ensureUserPool, startCognitoLocal, type CognitoLocal } from './cognito';
import { startCognitoTriggers } from './cognito-triggers';
import { ensureTable, startDynamoLocal, type DynamoLocal } from './dynamo';
import type { LocalLog } from './log';
import type { LocalPorts } from './ports';
import { startS3Local, type S3Local } from './s3';
import { startSesLocal, type SesLocal } from './ses';
import { LOCAL_MEDIA_BUCKET, LOCAL_SITE_BUCKET } from './stack-names';
import { settleAll, type Stoppers } from './stoppers';

export interface Emulators {
  dynamo: DynamoLocal;
  cognito: CognitoLocal;
  s3: S3Local;
  ses: SesLocal;
  userPoolId: string;
  userPoolClientId: string;
  /** cognito-local's working folder. */
  cognitoDataDir: string;
}

export async function startEmulators(opts: {
  ports: LocalPorts;
  dataDir: string;
  inMemory: boolean;
  tableName: string;
  /** The web app's origin, allowed to upload to the media bucket. */
  webOrigin: string;
  log: LocalLog;
  stoppers: Stoppers;
}): Promise<Emulators> {
  const { ports, dataDir, log, stoppers } = opts;
  const cognitoDataDir = path.join(dataDir, 'cognito');
  const s3Dir = path.join(dataDir, 's3');
  mkdirSync(s3Dir, { recursive: true });
  // Records the emulators in <dataDir>/children.json (stopping any a crashed runtime left there) and watches them.
  const children = await openChildRegistry(childRegistryFile(dataDir));
  stoppers.add(() => children.close());

  // cognito-local's PostConfirmation trigger (it marks a confirmed e-mail verified, as Cognito does).
  const cognitoTriggers = await startCognitoTriggers({ cognitoEndpoint: `http://127.0.0.1:${ports.cognito}`, log: (line) => log.error(line) });
  stoppers.add(() => cognitoTriggers.stop());

  // The emulators do not depend on each other: start them together (DynamoDB Local's JVM is the slow one).
  const [dynamo, cognito, s3, ses] = await settleAll<[DynamoLocal, CognitoLocal, S3Local, SesLocal]>(
    [
      startDynamoLocal({ port: ports.dynamo, dbPath: opts.inMemory ? null : path.join(dataDir, 'dynamo'), children }),
      startCognitoLocal({
        port: ports.cognito,
        dataDir: cognitoDataDir,
        onCode: ({ destination, code }) => log.info(`Verification code for ${destination}: ${code}`),
        children,
        triggersEndpoint: cognitoTriggers.endpoint,
      }),
      startS3Local({ port: ports.s3, directory: s3Dir, bucket: LOCAL_MEDIA_BUCKET, privateBuckets: [LOCAL_SITE_BUCKET], corsOrigins: [opts.webOrigin] }),
      startSesLocal({ port: ports.ses }),
    ],
    (started) => started.forEach((service) => stoppers.add(() => service.stop())),
  );
  await ensureTable(dynamo.endpoint, opts.tableName);
  const { userPoolId, userPoolClientId } = await ensureUserPool(cognito.endpoint);
  return { dynamo, cognito, s3, ses, userPoolId, userPoolClientId, cognitoDataDir };
}
