/**
 * Function configuration, read and checked once at module load (cold start) so a missing variable fails fast.
 * CDK (infra/stacks/function-defaults.ts) and the local runtime (infra/local) set exactly these variables.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}
function optional(name: string): string | undefined {
  const value = process.env[name];
  return value ? value : undefined;
}

function translatorSetting(value: string | undefined): 'aws' | 'sandbox' {
  if (value === undefined || value === 'sandbox' || value === 'aws') return value ?? 'sandbox';
  throw new Error(`TRANSLATOR must be 'aws' or 'sandbox', not '${value}'`);
}

export const config = {
  /** Stage name, e.g. 'local', 'prod'. */
  stage: optional('STAGE') ?? 'local',
  region: optional('AWS_REGION') ?? 'us-east-1',
  tableName: required('TABLE_NAME'),
  /** Only set when talking to an AWS look-alike (DynamoDB Local); unset in AWS. */
  dynamoEndpoint: optional('DYNAMODB_ENDPOINT'),
  s3Endpoint: optional('S3_ENDPOINT'),
  mediaBucket: optional('MEDIA_BUCKET'),
  /** The site's bucket, where menu-prerender reads the deployed app shell and writes the prerendered pages. */
  siteBucket: optional('SITE_BUCKET'),
  mediaUrl: optional('MEDIA_URL'),
  /** JWT issuer of the user pool, e.g. https://cognito-idp.{region}.amazonaws.com/{poolId} */
  jwtIssuer: required('JWT_ISSUER'),
  /** JWKS of the user pool; defaults to `${issuer}/.well-known/jwks.json`. */
  jwksUri: optional('JWKS_URI'),
  userPoolClientId: required('USER_POOL_CLIENT_ID'),
  /** The web app's origin, for CORS; comma separated when there are several. */
  siteOrigins: (optional('SITE_ORIGIN') ?? 'http://localhost:5173').split(',').map((s) => s.trim()),
  /**
   * The value CloudFront's x-tabletap-edge header carries (infra/stacks/web-stack.ts): requests with it came through
   * the site's distribution, whose X-Forwarded-For names the viewer (functions/lib/domain/client-key.ts). Unset locally.
   */
  edgeOriginSecret: optional('EDGE_ORIGIN_SECRET'),
  /** WebSocket @connections management endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}). */
  wsManagementEndpoint: optional('WS_MANAGEMENT_ENDPOINT'),
  /** Stripe's secret API key. Unset: payments go through the sandbox gateway (local runs and tests). */
  stripeSecretKey: optional('STRIPE_SECRET_KEY'),
  /** Stripe's publishable key, which the web app loads Connect onboarding with; required with STRIPE_SECRET_KEY. */
  stripePublishableKey: optional('STRIPE_PUBLISHABLE_KEY'),
  /**
   * Verifies the webhook's Stripe-Signature header (comma separated when the platform and Connect endpoints sign with
   * different secrets); the sandbox gateway signs its events with the first.
   */
  stripeWebhookSecret: optional('STRIPE_WEBHOOK_SECRET'),
  /** This API's public base URL (no trailing slash): the sandbox checkout pages and the webhook they call. */
  publicApiUrl: optional('PUBLIC_API_URL')?.replace(/\/+$/, ''),
  /** The web app's base URL (no trailing slash): where checkout sends the diner back. */
  siteUrl: optional('SITE_URL')?.replace(/\/+$/, ''),
  /** The sender of the app's mail (staff invitations), an SES-verified identity. Unset: no mail is sent. */
  mailFrom: optional('MAIL_FROM'),
  /** Only set when talking to an SES v2 look-alike (the local emulator); unset in AWS. */
  sesEndpoint: optional('SES_ENDPOINT'),
  /** Machine translation: 'aws' (Amazon Translate; CDK sets it) or 'sandbox' (simulated, the default locally). */
  translator: translatorSetting(optional('TRANSLATOR')),
  /**
   * Only in a local run with TRANSLATOR=aws: the caller's real AWS credentials and region for Amazon Translate (the
   * local stack's own AWS_* variables are the emulators' fake ones). Unset in AWS, where the function's role is used.
   */
  translateAccess: optional('TRANSLATE_ACCESS_KEY_ID')
    ? {
        region: optional('TRANSLATE_REGION') ?? 'us-east-1',
        credentials: {
          accessKeyId: required('TRANSLATE_ACCESS_KEY_ID'),
          secretAccessKey: required('TRANSLATE_SECRET_ACCESS_KEY'),
          ...(optional('TRANSLATE_SESSION_TOKEN') ? { sessionToken: optional('TRANSLATE_SESSION_TOKEN') } : {}),
        },
      }
    : undefined,
};
