/**
 * Import this FIRST in a unit test that loads domain code: functions/lib/config.ts reads the environment once at
 * load, and these tests never reach a real table (DynamoDBDocumentClient is mocked).
 */
const unitEnv: Record<string, string> = {
  TABLE_NAME: 'unit-test-table',
  AWS_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'unit',
  AWS_SECRET_ACCESS_KEY: 'unit',
  JWT_ISSUER: 'http://localhost/unit',
  USER_POOL_CLIENT_ID: 'unit-client',
};
for (const [key, value] of Object.entries(unitEnv)) process.env[key] ??= value;
