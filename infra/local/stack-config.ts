/**
 * The local stack's addresses and the configuration they make: the functions' environment (what
 * functions/lib/config.ts reads) and the web app's /config.json.
 */
import type { WebConfig } from '../../shared/api';
import { localCredentials } from './dynamo';
import type { Emulators } from './emulators';
import { LOCAL_REGION } from './lambda-context';
import type { LocalPorts } from './ports';
import { LOCAL_MAIL_FROM, LOCAL_MEDIA_BUCKET, LOCAL_SITE_BUCKET, LOCAL_STAGE, LOCAL_STRIPE_WEBHOOK_SECRET } from './stack-names';

export interface LocalStackUrls {
  web: string;
  api: string;
  ws: string;
  wsManagement: string;
  dynamo: string;
  cognito: string;
  s3: string;
  /** The SES v2 emulator: the functions' SES_ENDPOINT, and its web inbox (GET /store lists the mail as JSON). */
  ses: string;
  sesInbox: string;
}

export function localUrls(ports: LocalPorts, { dynamo, cognito, s3, ses }: Emulators): LocalStackUrls {
  return {
    web: `http://localhost:${ports.web}`,
    api: `http://localhost:${ports.api}`,
    ws: `ws://localhost:${ports.ws}`,
    // Server-side only: a literal address, no dependence on how `localhost` resolves.
    wsManagement: `http://127.0.0.1:${ports.ws}`,
    dynamo: dynamo.endpoint,
    cognito: cognito.endpoint,
    s3: s3.endpoint,
    ses: ses.endpoint,
    sesInbox: ses.inboxUrl,
  };
}

/**
 * TRANSLATOR=aws locally: Amazon Translate with the caller's own AWS credentials (from their environment, read before
 * the stack puts the emulators' fake ones in their place). Asked for without real keys, the stack does not start.
 */
function realTranslateAccess(): Record<string, string> {
  const env = process.env;
  if (env.TRANSLATOR !== 'aws') return {};
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey || accessKeyId === localCredentials.accessKeyId) {
    throw new Error('TRANSLATOR=aws needs your AWS credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN)');
  }
  return {
    TRANSLATOR: 'aws',
    TRANSLATE_ACCESS_KEY_ID: accessKeyId,
    TRANSLATE_SECRET_ACCESS_KEY: secretAccessKey,
    ...(env.AWS_SESSION_TOKEN ? { TRANSLATE_SESSION_TOKEN: env.AWS_SESSION_TOKEN } : {}),
    TRANSLATE_REGION: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
  };
}

export function localFunctionEnv(opts: { ports: LocalPorts; urls: LocalStackUrls; emulators: Emulators; tableName: string; quiet?: boolean }): Record<string, string> {
  const { ports, urls, emulators, tableName } = opts;
  const { userPoolId } = emulators;
  return {
    STAGE: LOCAL_STAGE,
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: urls.dynamo,
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    JWT_ISSUER: `${emulators.cognito.issuerBase}/${userPoolId}`,
    JWKS_URI: `http://127.0.0.1:${ports.cognito}/${userPoolId}/.well-known/jwks.json`,
    USER_POOL_CLIENT_ID: emulators.userPoolClientId,
    SITE_ORIGIN: urls.web,
    S3_ENDPOINT: urls.s3,
    MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
    MEDIA_URL: emulators.s3.mediaUrl,
    SITE_BUCKET: LOCAL_SITE_BUCKET,
    WS_MANAGEMENT_ENDPOINT: urls.wsManagement,
    // Mail (staff invitations) goes to the SES v2 emulator; its inbox shows it as the invitee would see it.
    SES_ENDPOINT: urls.ses,
    MAIL_FROM: process.env.MAIL_FROM ?? LOCAL_MAIL_FROM,
    // Payments: the sandbox gateway unless STRIPE_SECRET_KEY is set; its pages and webhook calls use the API's URL.
    PUBLIC_API_URL: urls.api,
    SITE_URL: urls.web,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? LOCAL_STRIPE_WEBHOOK_SECRET,
    ...(opts.quiet && !process.env.LOG_LEVEL ? { LOG_LEVEL: 'WARN' } : {}),
    // No CloudWatch or X-Ray here: business metrics are counted and dropped (no EMF lines on stdout), no tracing.
    POWERTOOLS_METRICS_DISABLED: 'true',
    ...realTranslateAccess(),
  };
}

/** Applies env vars and returns how to put the previous values back. */
export function applyEnv(env: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  return () => {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
}

/**
 * As in AWS, the web app calls the API on its own origin when the stack serves it (the web server proxies /api/* and
 * /functions/* to the gateway); otherwise the gateway's own port.
 */
export function localWebConfig(urls: LocalStackUrls, emulators: Emulators, serveWeb: boolean | undefined): WebConfig {
  return {
    apiUrl: serveWeb ? urls.web : urls.api,
    wsUrl: urls.ws,
    region: LOCAL_REGION,
    userPoolId: emulators.userPoolId,
    userPoolClientId: emulators.userPoolClientId,
    userPoolEndpoint: urls.cognito,
    oauth: null,
    mediaUrl: emulators.s3.mediaUrl,
    stage: LOCAL_STAGE,
  };
}
