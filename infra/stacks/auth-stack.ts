import { Fn, RemovalPolicy, SecretValue, Stack, Aws, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
  type UserPoolDomain,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { Settings } from './settings';

export interface AuthStackProps extends StackProps {
  stage: string;
  /** Where the hosted UI sends the browser back after sign-in and sign-out (the site root). */
  siteUrl: string;
  extraSiteOrigins: string[];
  google: Settings['google'];
  /** Unset: `tabletap-{stage}-{account id}`. */
  domainPrefix: string | undefined;
}

/** Hosted-UI (OAuth) settings the web app needs for Google sign-in; shaped like webConfigSchema.oauth. */
export interface HostedUiConfig {
  domain: string;
  redirectSignIn: string;
  redirectSignOut: string;
}

/** Cognito user pool: email + password accounts (SPEC: password of at least 6), optional Google sign-in. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** `iss` of the pool's tokens: what API Gateway's JWT authorizer and aws-jwt-verify check. */
  readonly jwtIssuer: string;
  /** Null unless Google sign-in is configured: the web app then shows no Google button. */
  readonly hostedUi: HostedUiConfig | null;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed e-mail takes effect only once its code is confirmed: until then the token keeps the verified one,
      // so nobody can claim an address (or the invitations sent to it) by typing it into their profile.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        // Asked for at sign-up by the web form; not required here so a Google profile without one still signs in.
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      // Accounts outlive any stack.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.jwtIssuer = `https://${this.userPool.userPoolProviderUrl}`;

    const domain = this.userPool.addDomain('HostedUi', {
      cognitoDomain: { domainPrefix: props.domainPrefix ?? `tabletap-${props.stage}-${Aws.ACCOUNT_ID}` },
    });
    const google = props.google ? this.addGoogle(props.google) : null;

    const siteRoots = [props.siteUrl, ...props.extraSiteOrigins].map((origin) => `${origin}/`);
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
        callbackUrls: siteRoots,
        logoutUrls: siteRoots,
      },
      supportedIdentityProviders: [
        UserPoolClientIdentityProvider.COGNITO,
        ...(google ? [UserPoolClientIdentityProvider.GOOGLE] : []),
      ],
      preventUserExistenceErrors: true,
    });
    if (google) this.userPoolClient.node.addDependency(google);

    const siteRoot = `${props.siteUrl}/`;
    this.hostedUi = google
      ? { domain: hostedUiDomainName(domain), redirectSignIn: siteRoot, redirectSignOut: siteRoot }
      : null;

    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions-COG1', reason: 'SPEC: a password needs at least 6 characters and no character classes.' },
      { id: 'AwsSolutions-COG2', reason: 'SPEC defines email + password and Google sign-in without MFA.' },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus plan (threat protection) is billed per active user; the Essentials plan covers the SPEC.',
      },
    );
  }

  private addGoogle(google: NonNullable<Settings['google']>): UserPoolIdentityProviderGoogle {
    return new UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId: google.clientId,
      // Resolved by CloudFormation at deploy time: the secret never appears in the template.
      clientSecretValue: SecretValue.secretsManager(google.clientSecretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: ProviderAttribute.GOOGLE_EMAIL,
        emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: ProviderAttribute.GOOGLE_NAME,
      },
    });
  }
}

/** `{prefix}.auth.{region}.amazoncognito.com`: Amplify wants the hosted UI's host without the scheme. */
function hostedUiDomainName(domain: UserPoolDomain): string {
  return Fn.select(2, Fn.split('/', domain.baseUrl()));
}
