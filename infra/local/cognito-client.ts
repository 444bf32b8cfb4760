/**
 * An SDK client of the local user pool (cognito-local). Its own module so that cognito.ts (which starts the pool and
 * names the trigger) and cognito-triggers.ts (which the pool calls back) need not import each other.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { localCredentials } from './dynamo';

export function cognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
}
