import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * Deployment settings, read once from CDK context (`-c key=value` or cdk.json) with an environment variable
 * fallback (`TABLETAP_` + the key in UPPER_SNAKE case, e.g. TABLETAP_GOOGLE_CLIENT_ID). Every setting has an
 * offline default so `npm run synth` works without an AWS account.
 */
export interface Settings {
  /** Stage name: prefixes the stack names and reaches the functions as STAGE. */
  stage: string;
  /** Unset: environment-agnostic stacks (the account and region of the deploying credentials). */
  account: string | undefined;
  region: string | undefined;
  /** Google sign-in is added only when a client id is set; its secret is read from Secrets Manager by name. */
  google: { clientId: string; clientSecretName: string } | null;
  /**
   * Secrets Manager secret holding Stripe's keys as JSON `{ "secretKey": "sk_...", "webhookSecret": "whsec_..." }`;
   * default `tabletap/{stage}/stripe`. It must exist before deploying: in AWS payments always go through Stripe.
   * With separate platform and Connect webhook endpoints, `webhookSecret` holds both secrets, comma separated.
   */
  stripeSecretName: string;
  /**
   * The sender of the app's mail (staff invitations), an identity verified in SES in this region, e.g.
   * `TableTap <no-reply@example.com>`. Unset: no mail is sent; the owner gets each invitation's link to pass on.
   */
  mailFrom: string | undefined;
  /** Cognito hosted domain prefix; unset: `tabletap-{stage}-{account id}` (globally unique per region). */
  authDomainPrefix: string | undefined;
  /** Origins allowed besides the CloudFront site (CORS, OAuth callbacks), e.g. http://localhost:5173. */
  extraSiteOrigins: string[];
  logRetention: RetentionDays;
  apiThrottle: { rateLimit: number; burstLimit: number };
  /**
   * The HTTP API's limits on create-payment and service-request (requests per second and burst, over all diners
   * together, per route): stricter than apiThrottle, sized for a dinner rush's paid orders.
   */
  apiStrictThrottle: { rateLimit: number; burstLimit: number };
  /** WAF: requests per client address per five minutes to the site (a restaurant's diners may share one address). */
  wafRateLimit: number;
  /** WAF: requests per client address per five minutes to create-payment and service-request. */
  wafStrictRateLimit: number;
  /**
   * The site WebACL's ARN (the Edge stack's output), for a synth without account and region, where the distribution
   * cannot reference the us-east-1 Edge stack itself. Unset there: the distribution has no WAF (a synth warning).
   */
  webAclArn: string | undefined;
  /** The built web app (`npm run build:web`); a placeholder page is deployed when it does not exist. */
  webBuildDir: string;
  /** Realtime messages older than this are worthless to a live dashboard; the stream skips them. */
  streamMaxRecordAge: Duration;
  /** Where the CloudWatch alarms are mailed (an SNS subscription to confirm); unset: nobody is subscribed. */
  alarmEmail: string | undefined;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function readSettings(scope: Construct): Settings {
  const read = (key: string): string | undefined => {
    const fromContext: unknown = scope.node.tryGetContext(key);
    if (fromContext !== undefined && fromContext !== null && fromContext !== '') return String(fromContext);
    const fromEnv = process.env[`TABLETAP_${toUpperSnake(key)}`];
    return fromEnv ? fromEnv : undefined;
  };
  const stage = read('stage') ?? 'dev';
  // It ends up in stack names, the WebSocket stage and the Cognito domain prefix (lowercase only).
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(`Setting stage must be lowercase letters, digits and '-' (at most 20), got '${stage}'`);
  }
  const googleClientId = read('googleClientId');
  return {
    stage,
    account: read('account') ?? process.env.CDK_DEFAULT_ACCOUNT,
    region: read('region') ?? process.env.CDK_DEFAULT_REGION,
    google: googleClientId
      ? {
          clientId: googleClientId,
          clientSecretName: read('googleClientSecretName') ?? `tabletap/${stage}/google-client-secret`,
        }
      : null,
    stripeSecretName: read('stripeSecretName') ?? `tabletap/${stage}/stripe`,
    mailFrom: read('mailFrom'),
    authDomainPrefix: read('authDomainPrefix'),
    extraSiteOrigins: list(read('extraSiteOrigins')),
    logRetention: retentionDays(read('logRetentionDays') ?? '30'),
    apiThrottle: {
      rateLimit: positiveInteger('apiRateLimit', read('apiRateLimit') ?? '50'),
      burstLimit: positiveInteger('apiBurstLimit', read('apiBurstLimit') ?? '100'),
    },
    apiStrictThrottle: {
      rateLimit: positiveInteger('apiStrictRateLimit', read('apiStrictRateLimit') ?? '20'),
      burstLimit: positiveInteger('apiStrictBurstLimit', read('apiStrictBurstLimit') ?? '40'),
    },
    wafRateLimit: positiveInteger('wafRateLimit', read('wafRateLimit') ?? '2000'),
    wafStrictRateLimit: positiveInteger('wafStrictRateLimit', read('wafStrictRateLimit') ?? '100'),
    webAclArn: read('webAclArn'),
    webBuildDir: resolve(repoRoot, read('webBuildDir') ?? 'dist/web'),
    streamMaxRecordAge: Duration.minutes(5),
    alarmEmail: read('alarmEmail'),
  };
}

function toUpperSnake(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function positiveInteger(key: string, value: string): number {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`Setting ${key} must be a positive integer, got '${value}'`);
  return parsed;
}

function retentionDays(value: string): RetentionDays {
  const allowed = Object.values(RetentionDays).filter((days): days is RetentionDays => typeof days === 'number');
  const days = allowed.find((candidate) => candidate === Number(value));
  if (days === undefined) throw new Error(`Setting logRetentionDays must be one of ${allowed.join(', ')}, got '${value}'`);
  return days;
}
