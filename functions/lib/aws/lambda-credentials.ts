/**
 * What a deployed function's bundle gets instead of `@aws-sdk/credential-provider-node`, the AWS SDK's default
 * credential chain (infra/function-bundling.ts aliases it).
 *
 * Lambda hands a function its role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
 * AWS_SESSION_TOKEN), and the default chain's first link reads exactly those. Its other links (SSO, shared ini files,
 * credential processes, web identity, container and instance metadata) can't apply there, yet they brought the SSO,
 * STS and sign-in clients into every bundle: about 95 KB of each function's code parsed at every cold start for
 * nothing (`npm run bench:cold`). Tests, `npm start` and the local stack don't bundle, so they keep the whole chain.
 *
 * The SDK's clients memoize what this returns and ask again before an `expiration` it carries, as with the full chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';

type Init = Parameters<typeof fromEnv>[0];

/** The SDK's runtime config calls this for a client's credentials when none are given (its `credentialDefaultProvider`). */
export const defaultProvider =
  (init: Init = {}): AwsCredentialIdentityProvider =>
  async () => {
    try {
      return await fromEnv(init)();
    } catch (cause) {
      throw new Error(
        'No AWS credentials in the environment (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY): Lambda sets them from the ' +
          "function's role. This bundle reads credentials from the environment only (functions/lib/aws/lambda-credentials.ts).",
        { cause },
      );
    }
  };

/** As the default chain's: credentials that carry an expiration get refreshed. */
export const credentialsWillNeedRefresh = (credentials: AwsCredentialIdentity | undefined): boolean =>
  credentials?.expiration !== undefined;

/** As the default chain's: credentials within 5 minutes of their expiration count as expired. */
export const credentialsTreatedAsExpired = (credentials: AwsCredentialIdentity | undefined): boolean =>
  credentials?.expiration !== undefined && credentials.expiration.getTime() - Date.now() < 300_000;
