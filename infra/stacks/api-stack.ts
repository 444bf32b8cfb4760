import { CfnOutput, Duration, NestedStack, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { InvocationType, Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { functionAccess, mediaNeeds, scheduledRoutes, type HttpRoute as RouteEntry } from '../routes';
import { AppFunction, type PaymentBinding, type SharedFunctionProps } from './function-defaults';
import type { MediaStorage } from './media-stack';
import type { Settings } from './settings';

/**
 * The routes a diner calls anonymously that cost money or wake the staff: stricter limits (stage and WAF). order-receipt
 * and table-receipt send mail, and their per-client limit needs the viewer's own address (EDGE_ORIGIN_SECRET), not
 * CloudFront's.
 */
export const STRICT_FUNCTIONS = ['create-payment', 'service-request', 'order-receipt', 'table-receipt'] as const;

/** The paths of STRICT_FUNCTIONS' routes (infra/routes.ts). */
export function strictRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter((route) => (STRICT_FUNCTIONS as readonly string[]).includes(route.fn));
}

export interface ApiStackProps extends StackProps {
  /** The HTTP API itself, created with the site's distribution (WebStack), which routes to it. */
  httpApi: HttpApi;
  /** WebStack.edgeOriginSecret: STRICT_FUNCTIONS read the viewer's address from requests that carry it. */
  edgeOriginSecret?: string;
  /** infra/routes.ts httpRoutes. */
  routes: readonly RouteEntry[];
  functions: SharedFunctionProps;
  media: MediaStorage;
  throttle: Settings['apiThrottle'];
  /** Per route, for STRICT_FUNCTIONS' routes. */
  strictThrottle: Settings['apiStrictThrottle'];
  /** Stripe's secret (by name) and the web app's URL, for the payment functions. */
  payments: Omit<PaymentBinding, 'publicApiUrl'>;
  /** The sender of the staff invitations (settings `mailFrom`); the links go to `payments.siteUrl`. */
  mail?: { from: string | undefined };
}

/**
 * Where each function's resources live. CloudFormation allows 500 resources per stack and a function brings about
 * five (function, role, policy, log group, ...), so the functions sit in nested stacks by area while the API, its
 * routes and integrations stay here. The first group whose test matches a function's name takes it.
 */
export const FUNCTION_GROUPS = [
  { id: 'MenuFunctions', test: (name: string) => name.startsWith('menu-') || name.includes('translat') || name.includes('modifier') || name.startsWith('combo-') },
  {
    id: 'PaymentFunctions',
    test: (name: string) => name.startsWith('stripe-') || name.startsWith('sandbox-') || ['create-payment', 'order-public'].includes(name),
  },
  { id: 'AppFunctions', test: () => true },
] as const;

export function functionGroupOf(name: string): (typeof FUNCTION_GROUPS)[number]['id'] {
  return FUNCTION_GROUPS.find((group) => group.test(name))!.id;
}

/**
 * The HTTP API's routes, stage and functions: one route per entry of the route table, one Lambda per function name
 * (in nested stacks by area). The API resource itself is WebStack's (see there).
 */
export class ApiStack extends Stack {
  /** WebStack's HTTP API, seen from this stack (routes, authorizer and integrations are created here). */
  readonly httpApi: IHttpApi;
  /** The nested stacks holding the functions (FUNCTION_GROUPS), by group id. */
  readonly functionStacks = new Map<string, NestedStack>();
  /** `https://{api}.execute-api.{region}.amazonaws.com`, without a trailing slash (the routes start with /). */
  readonly apiUrl: string;
  /** Function name (infra/routes.ts) to its Lambda. */
  readonly functions = new Map<string, AppFunction>();
  private readonly integrations = new Map<string, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { functions: shared } = props;
    // Imported into this stack so that the authorizer and integrations the routes bind are created here, not in WebStack.
    this.httpApi = HttpApi.fromHttpApiAttributes(this, 'HttpApi', {
      httpApiId: props.httpApi.apiId,
      apiEndpoint: props.httpApi.apiEndpoint,
    });
    this.apiUrl = props.httpApi.apiEndpoint;

    // API Gateway checks the token's signature, expiry, issuer and audience before any protected function runs.
    const authorizer = new HttpJwtAuthorizer('CognitoJwt', shared.tokens.jwtIssuer, {
      jwtAudience: [shared.tokens.userPoolClientId],
    });
    const routes = props.routes.map((route) => this.addRoute(route, authorizer, props));
    this.addStage(props, routes);
    this.addDemoSeed(shared);
    for (const scheduled of scheduledRoutes) this.addScheduled(scheduled, props);
    new CfnOutput(this, 'StripeWebhookUrl', {
      description: 'Register as the Stripe webhook endpoint: checkout.session.completed, checkout.session.expired, account.updated (Connect events too)',
      value: `${this.apiUrl}/functions/v1/stripe-webhook`,
    });
  }

  private addRoute(route: RouteEntry, authorizer: IHttpRouteAuthorizer, props: ApiStackProps): HttpRoute {
    const integration = this.integrationFor(route.fn, props);
    const isPublic = route.auth === 'public';
    // Named as HttpApi.addRoutes names them, in this stack rather than the API's.
    const created = new HttpRoute(this, `${route.method}${route.path}`, {
      httpApi: this.httpApi,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration,
      authorizer: isPublic ? undefined : authorizer,
    });
    if (isPublic) {
      Validations.of(created).acknowledge(
        { id: 'AwsSolutions-APIG4', reason: `${route.method} ${route.path} is a diner call: diners are anonymous (SPEC).` },
      );
    }
    return created;
  }

  /**
   * One Lambda (and one integration) per function name, shared by every route that names it; it gets the media
   * bucket and Stripe's keys only when its routes declare them (infra/routes.ts `needs`).
   */
  private integrationFor(name: string, props: ApiStackProps): HttpLambdaIntegration {
    const existing = this.integrations.get(name);
    if (existing) return existing;
    const fn = new AppFunction(this.functionStack(name), { name, shared: props.functions });
    const { needs } = functionAccess(name);
    const media = mediaNeeds(name);
    if (media.length > 0) fn.bindMedia(props.media, media);
    if (needs.includes('payments')) fn.bindPayments({ ...props.payments, publicApiUrl: this.apiUrl });
    if (needs.includes('mail')) fn.bindMail({ from: props.mail?.from, siteUrl: props.payments.siteUrl });
    if (needs.includes('translate')) fn.bindTranslate();
    if (props.edgeOriginSecret && (STRICT_FUNCTIONS as readonly string[]).includes(name)) {
      fn.addEnvironment('EDGE_ORIGIN_SECRET', props.edgeOriginSecret);
    }
    const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
    this.functions.set(name, fn);
    this.integrations.set(name, integration);
    return integration;
  }

  /**
   * The landing page's /menu/demo is a real restaurant's menu (shared/demo.ts): the deployment seeds it when it is
   * done, with the function's own least privilege (infra/routes.ts deployRoutes). Idempotent, so every deploy may run it.
   */
  private addDemoSeed(shared: SharedFunctionProps): void {
    const name = 'demo-seed';
    const scope = this.functionStack(name);
    const fn = new AppFunction(scope, { name, shared, timeout: Duration.minutes(2) });
    this.functions.set(name, fn);
    // Runs on the first deployment and again whenever the seed's code or configuration changes (a new version).
    new Trigger(scope, 'DemoSeedTrigger', { handler: fn, invocationType: InvocationType.REQUEST_RESPONSE, timeout: Duration.minutes(2) });
  }

  /** A function run on a schedule (infra/routes.ts scheduledRoutes): the tabs left open, charged (issue 29); late orders mailed (issue 30). */
  private addScheduled(route: (typeof scheduledRoutes)[number], props: ApiStackProps): void {
    const scope = this.functionStack(route.fn);
    const fn = new AppFunction(scope, { name: route.fn, shared: props.functions, timeout: Duration.minutes(2) });
    if ((route.needs as readonly string[]).includes('payments')) fn.bindPayments({ ...props.payments, publicApiUrl: this.apiUrl });
    if ((route.needs as readonly string[]).includes('mail')) fn.bindMail({ from: props.mail?.from, siteUrl: props.payments.siteUrl });
    this.functions.set(route.fn, fn);
    new Rule(scope, `${route.fn}Schedule`, {
      description: `Runs ${route.fn} every ${route.everyMinutes} minutes`,
      schedule: Schedule.rate(Duration.minutes(route.everyMinutes)),
      targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
    });
  }

  private functionStack(name: string): NestedStack {
    const id = functionGroupOf(name);
    let stack = this.functionStacks.get(id);
    if (!stack) {
      stack = new NestedStack(this, id, { description: `TableTap API functions: ${id}` });
      this.functionStacks.set(id, stack);
    }
    return stack;
  }

  /**
   * The auto-deployed default stage: every route throttled at `throttle`, STRICT_FUNCTIONS' routes at
   * `strictThrottle` (stage route settings name existing routes, so the stage comes after them), every request logged.
   */
  private addStage(props: ApiStackProps, routes: HttpRoute[]): void {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.functions.logRetention });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            integrationLatencyMs: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });
    const strict = strictRoutes(props.routes).map((route) => `${route.method} ${route.path}`);
    (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(
      strict.map((routeKey) => [
        routeKey,
        { ThrottlingRateLimit: props.strictThrottle.rateLimit, ThrottlingBurstLimit: props.strictThrottle.burstLimit },
      ]),
    );
    routes.forEach((route, index) => {
      const entry = props.routes[index]!;
      if (strict.includes(`${entry.method} ${entry.path}`)) stage.node.addDependency(route);
    });
  }
}
