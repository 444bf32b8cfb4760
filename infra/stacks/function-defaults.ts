import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, type ILocalBundling, RemovalPolicy, SecretValue, Stack, Tags, Validations } from 'aws-cdk-lib';
import type { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { METRICS_NAMESPACE } from '../../functions/lib/metric-names';
import { functionAccess, type MediaNeed, type TableAccess } from '../routes';
import { nagArn } from './nag';

/** Repository root: the esbuild project root, where functions/ and package-lock.json live. */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where this process put its function bundles. CDK stages a function's asset as the function is constructed, and
 * a process's first bundle is the slow one (about 2 s here, then under 1 s each): the first function's turn bundles
 * every `functions/*.ts` in one process (infra/bundle-functions.ts), and each function then takes its own.
 */
let bundlesDir: string | undefined;

function bundleFunctions(names: string[]): void {
  if (!bundlesDir) {
    const dir = mkdtempSync(path.join(tmpdir(), 'tabletap-functions-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    bundlesDir = dir;
  }
  const script = `${repoRoot}infra/bundle-functions.ts`;
  execFileSync(process.execPath, ['--import', 'tsx', script, bundlesDir, ...names], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
}

/**
 * A function's code: its bundle from infra/bundle-functions.ts, built by infra/function-bundling.ts's `buildFunction`
 * (the bench measures and the deployed-bundles test runs the same). Always bundled on this machine, with the
 * checkout's own esbuild, as NodejsFunction does wherever esbuild is installed: the image is never pulled. The asset
 * is hashed from the bundle, so a change that doesn't reach a function's bundle doesn't redeploy it.
 */
function functionCode(name: string): Code {
  return Code.fromAsset(repoRoot, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: { image: DockerImage.fromRegistry('dummy'), local: new LocalFunctionBundling(name) },
  });
}

/**
 * One function's bundle, copied from this process's bundles. The name is a field, not only in a closure: CDK keys its
 * asset cache on the bundling options, and every function has the same source and image.
 */
class LocalFunctionBundling implements ILocalBundling {
  constructor(readonly functionName: string) {}

  tryBundle(outputDir: string): boolean {
    if (!bundlesDir) bundleFunctions(functionEntries());
    if (!existsSync(path.join(bundlesDir!, this.functionName))) bundleFunctions([this.functionName]);
    cpSync(path.join(bundlesDir!, this.functionName), outputDir, { recursive: true });
    return true;
  }
}

/** Every function of the checkout: the entry files in functions/. */
function functionEntries(): string[] {
  return readdirSync(`${repoRoot}functions`).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -'.ts'.length));
}

/** Node.js 24: the newest Lambda runtime (cdk-nag AwsSolutions-L1 asks for the latest); DESIGN asks for 22+. */
export const functionRuntime = Runtime.NODEJS_24_X;

/** The one S3 action behind each media need (HEAD is authorized as s3:GetObject). */
export const MEDIA_ACTIONS: Record<MediaNeed, string> = {
  'media:put': 's3:PutObject',
  'media:get': 's3:GetObject',
  'media:delete': 's3:DeleteObject',
};

/**
 * A function whose routes declare 'images' decodes photos with sharp, installed beside its bundle (IMAGE_MODULES in
 * infra/function-bundling.ts). Decoding a 40 MP photo and writing three WebP copies takes memory and a few seconds:
 * 1536 MB (more memory is more CPU on Lambda) and 25 s (API Gateway's limit is 30 s).
 */
export const IMAGE_FUNCTION = {
  memorySize: 1536,
  timeout: Duration.seconds(25),
} as const;

/** Where in the site bucket the web build's content-hashed files live (SiteDeploymentStack deploys them). */
export const SITE_ASSETS_PREFIX = 'assets/';
/** Where in the site bucket the prerendered diner pages live (functions/menu-prerender.ts writes them). */
export const PRERENDERED_PREFIX = 'prerendered/';

/** Tag carrying the function's name from infra/routes.ts (physical names stay CloudFormation-generated). */
export const functionNameTag = 'tabletap:function';

/** What every function needs, whatever its trigger: functions/lib/config.ts fails at cold start without it. */
export interface SharedFunctionProps {
  stage: string;
  logRetention: RetentionDays;
  /** Cognito token issuer and audience, checked again inside the function with aws-jwt-verify. */
  tokens: { jwtIssuer: string; userPoolClientId: string };
  /** The web app's origins, for CORS answers from inside the function. */
  siteOrigins: string[];
  table: ITable;
}

/** What the payment functions need: Stripe's keys and the two public base URLs checkout works with. */
export interface MailBinding {
  /** The sender (an SES-verified identity), e.g. `TableTap <no-reply@example.com>`; unset: no mail is sent. */
  from: string | undefined;
  /** The web app's base URL: the links in the mail. */
  siteUrl: string;
}

export interface PaymentBinding {
  /** Secrets Manager secret with JSON fields `secretKey`, `webhookSecret` and `publishableKey`. */
  stripeSecretName: string;
  /** The web app's base URL: checkout's success and cancel pages. */
  siteUrl: string;
  /** The HTTP API's base URL. */
  publicApiUrl: string;
}

export interface AppFunctionProps {
  /** Name from infra/routes.ts; the code is `functions/{name}.ts`, exporting `handler`. */
  name: string;
  shared: SharedFunctionProps;
  /** API Gateway gives up after 30 s; the stream handler may use longer batches. */
  timeout?: Duration;
  /** MB; 512 unless the function declares 'images' (IMAGE_FUNCTION). */
  memorySize?: number;
}

/**
 * One Lambda function with the house defaults: arm64, the newest Node.js runtime, one minified ESM esbuild bundle
 * with the AWS SDK inside (only sharp is left out, installed beside it, for the 'images' functions; see
 * infra/function-bundling.ts), source maps, X-Ray active tracing (Lambda's own: nothing in the code, see
 * functions/lib/call-watch.ts) and a log group with retention.
 * Every `bind*` method sets the environment variable AND the IAM grant together, so they cannot drift apart.
 * The table is bound as infra/routes.ts declares the function's access ('read' or 'write'); the other bindings are
 * made by the stacks from the same declaration (`needs`), so a function gets only what its routes declare.
 */
export class AppFunction extends LambdaFunction {
  constructor(scope: Construct, props: AppFunctionProps) {
    const { name, shared } = props;
    const images = functionAccess(name).needs.includes('images');
    super(scope, name, {
      code: functionCode(name),
      handler: 'index.handler',
      runtime: functionRuntime,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? (images ? IMAGE_FUNCTION.memorySize : 512),
      timeout: props.timeout ?? (images ? IMAGE_FUNCTION.timeout : Duration.seconds(10)),
      tracing: Tracing.ACTIVE,
      logGroup: new LogGroup(scope, `${name}Logs`, {
        retention: shared.logRetention,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      environment: {
        STAGE: shared.stage,
        JWT_ISSUER: shared.tokens.jwtIssuer,
        USER_POOL_CLIENT_ID: shared.tokens.userPoolClientId,
        SITE_ORIGIN: shared.siteOrigins.join(','),
        POWERTOOLS_SERVICE_NAME: name,
        // Business metrics (functions/lib/observability.ts) land in this CloudWatch namespace.
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        // Stack traces point into the TypeScript sources through the bundled source maps.
        NODE_OPTIONS: '--enable-source-maps',
      },
    });
    Tags.of(this).add(functionNameTag, name);
    this.bindTable(shared.table, functionAccess(name).table);
    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the function write its own CloudWatch logs.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'X-Ray PutTraceSegments/PutTelemetryRecords (and, for stream consumers, dynamodb:ListStreams) have no resource-level permissions.',
      },
    );
  }

  /** The single table and its indexes: read-only, or read-write, as the function's routes declare. */
  private bindTable(table: ITable, access: TableAccess): void {
    if (access === 'write') table.grantReadWriteData(this);
    else table.grantReadData(this);
    this.addEnvironment('TABLE_NAME', table.tableName);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(this, table, table.tableArn)}/index/*]`,
      reason: 'Queries run on the GSIs of this one table; the grant covers only its indexes.',
    });
  }

  /**
   * The media bucket (logos, menu images; the public reads them through the media CDN at `url`), with exactly the
   * object actions the function's routes declare (infra/routes.ts `media:*` needs). Signing a presigned upload needs
   * s3:PutObject: S3 checks the upload against the rights of whoever signed it.
   */
  bindMedia(media: { bucket: IBucket; url: string }, needs: readonly MediaNeed[]): void {
    if (needs.length === 0) throw new Error(`${this.node.id}: bindMedia needs at least one media action`);
    const objects = media.bucket.arnForObjects('*');
    Grant.addToPrincipal({ grantee: this, actions: needs.map((need) => MEDIA_ACTIONS[need]), resourceArns: [objects] });
    this.addEnvironment('MEDIA_BUCKET', media.bucket.bucketName);
    this.addEnvironment('MEDIA_URL', media.url);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(this, media.bucket, media.bucket.bucketArn)}/*]`,
      reason: 'Object keys are chosen per restaurant and upload at run time; the grant covers only the media bucket.',
    });
  }

  /**
   * Take payments through Stripe: its secret key, webhook signing secret and publishable key (Connect onboarding in
   * the web app), and the URLs checkout and onboarding return to.
   * The keys are CloudFormation dynamic references to Secrets Manager, resolved at deploy time, so they never appear
   * in the template or the cloud assembly (they do live in the function's environment, encrypted at rest, which is
   * what lets functions/lib/config.ts read them synchronously at cold start).
   */
  bindPayments(payments: PaymentBinding): void {
    const stripeSecret = (field: string) =>
      SecretValue.secretsManager(payments.stripeSecretName, { jsonField: field }).unsafeUnwrap();
    this.addEnvironment('STRIPE_SECRET_KEY', stripeSecret('secretKey'));
    this.addEnvironment('STRIPE_WEBHOOK_SECRET', stripeSecret('webhookSecret'));
    this.addEnvironment('STRIPE_PUBLISHABLE_KEY', stripeSecret('publishableKey'));
    this.addEnvironment('SITE_URL', payments.siteUrl);
    this.addEnvironment('PUBLIC_API_URL', payments.publicApiUrl);
  }

  /**
   * Send mail through Amazon SES v2 (ses:SendEmail on the account's verified identities) from `from`, with links to
   * the web app at `siteUrl`. Without a sender the functions send nothing and answer with the link instead.
   */
  bindMail(mail: MailBinding): void {
    const identities = Stack.of(this).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    Grant.addToPrincipal({ grantee: this, actions: ['ses:SendEmail'], resourceArns: [identities] });
    if (mail.from) this.addEnvironment('MAIL_FROM', mail.from);
    this.addEnvironment('SITE_URL', mail.siteUrl);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(this, this, identities)}]`,
      reason: "The sender's identity (domain or address) is a deploy setting verified in SES; the grant covers only sending.",
    });
  }

  /**
   * Machine translation through Amazon Translate (translate:TranslateText, nothing else), chosen by TRANSLATOR=aws.
   * TranslateText has no resource to scope it to (the X-Ray grant's `*` is acknowledged above for the same reason).
   */
  bindTranslate(): void {
    Grant.addToPrincipal({ grantee: this, actions: ['translate:TranslateText'], resourceArns: ['*'] });
    this.addEnvironment('TRANSLATOR', 'aws');
  }

  /**
   * The site bucket (WebStack), for the prerendered diner pages (functions/menu-prerender.ts): read the deployed app
   * shell (index.html and the hashed assets/* it names: script tags copied, CSS inlined) and write the pages under
   * prerendered/*. No other key, no delete (a page is replaced, never removed) and no list.
   */
  bindSitePages(bucket: IBucket): void {
    Grant.addToPrincipal({
      grantee: this,
      actions: ['s3:GetObject'],
      // index.html, the list of what a diner page needs beside it (web/vite.config.ts dinerPageAssets), the assets.
      resourceArns: [bucket.arnForObjects('index.html'), bucket.arnForObjects('diner-page-assets.json'), bucket.arnForObjects(`${SITE_ASSETS_PREFIX}*`)],
    });
    Grant.addToPrincipal({ grantee: this, actions: ['s3:PutObject'], resourceArns: [bucket.arnForObjects(`${PRERENDERED_PREFIX}*`)] });
    this.addEnvironment('SITE_BUCKET', bucket.bucketName);
    const bucketArn = nagArn(this, bucket, bucket.bucketArn);
    Validations.of(this).acknowledge(
      {
        id: `AwsSolutions-IAM5[Resource::${bucketArn}/${SITE_ASSETS_PREFIX}*]`,
        reason: 'The app shell names its content-hashed assets, known only once the web app is built; read only, under assets/.',
      },
      {
        id: `AwsSolutions-IAM5[Resource::${bucketArn}/${PRERENDERED_PREFIX}*]`,
        reason: 'One page per restaurant and language, known only at run time; write only, under prerendered/ (no delete, no list).',
      },
    );
  }

  /** Post to (and drop) the WebSocket clients of `stage` through its @connections management API. */
  bindConnections(api: WebSocketApi, stage: WebSocketStage): void {
    // Built in this function's stack: from another stack (an HTTP function closing sockets) only the API id is imported.
    const here = Stack.of(this);
    const apiId = Stack.of(api) === here ? api.apiId : Stack.of(api).exportValue(api.apiId);
    const connections = here.formatArn({ service: 'execute-api', resource: apiId, resourceName: `${stage.stageName}/*/@connections/*` });
    Grant.addToPrincipal({ grantee: this, actions: ['execute-api:ManageConnections'], resourceArns: [connections] });
    this.addEnvironment('WS_MANAGEMENT_ENDPOINT', stage.callbackUrl);
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagArn(this, this, connections)}]`,
      reason: 'Connection ids are only known at run time; the grant covers the connections of this one API stage.',
    });
  }
}
