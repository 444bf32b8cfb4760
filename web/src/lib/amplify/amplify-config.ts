/**
 * Amplify's configuration from the runtime config. Pure (type imports only) so it is unit-tested without a browser.
 */
import type { ResourcesConfig } from 'aws-amplify';
import type { WebConfig } from '@shared/api';

export function toAmplifyConfig(config: WebConfig): ResourcesConfig {
  const { oauth } = config;
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set for cognito-local; in AWS Amplify derives the endpoint from the pool id.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: {
          email: true,
          ...(oauth
            ? {
                oauth: {
                  domain: oauth.domain,
                  scopes: ['openid', 'email', 'profile'],
                  redirectSignIn: [oauth.redirectSignIn],
                  redirectSignOut: [oauth.redirectSignOut],
                  responseType: 'code',
                  providers: ['Google'],
                },
              }
            : {}),
        },
      },
    },
  };
}
