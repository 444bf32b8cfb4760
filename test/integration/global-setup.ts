/**
 * Starts what the integration tests need once per vitest run, unless test/run.ts already started the local stack
 * and exported its environment (TABLETAP_STACK=running).
 * Until the whole local stack lands this starts DynamoDB Local alone.
 */
import type { TestProject } from 'vitest/node';
import { ensureTable, startDynamoLocal } from '../../infra/local/dynamo';
import { TEST_TABLE_NAME } from '../support/test-env';

export default async function setup(project: TestProject) {
  if (process.env.TABLETAP_STACK === 'running') return;
  const port = 18000 + Math.floor(Math.random() * 1000);
  const dynamo = await startDynamoLocal({ port, dbPath: null });
  await ensureTable(dynamo.endpoint, TEST_TABLE_NAME);
  const env = {
    TABLE_NAME: TEST_TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    JWT_ISSUER: 'http://localhost:9229/local_test',
    USER_POOL_CLIENT_ID: 'test-client',
  };
  project.provide('functionEnv', env);
  for (const [k, v] of Object.entries(env)) process.env[k] = v;
  return async () => {
    await dynamo.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    functionEnv: Record<string, string>;
  }
}
