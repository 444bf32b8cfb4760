import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '../../infra/routes';
import { ApiStack } from '../../infra/stacks/api-stack';
import { functionNameTag } from '../../infra/stacks/function-defaults';
import { WebStack } from '../../infra/stacks/web-stack';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const api = template(stacks.api);

interface RouteResource {
  Properties: { RouteKey: string; AuthorizationType: string; AuthorizerId?: { Ref: string } };
}

function routesByKey(t: Template): Map<string, RouteResource['Properties']> {
  const routes = t.findResources('AWS::ApiGatewayV2::Route') as Record<string, RouteResource>;
  return new Map(Object.values(routes).map((route) => [route.Properties.RouteKey, route.Properties]));
}

function jwtAuthorizerId(t: Template): string {
  const authorizers = Object.keys(t.findResources('AWS::ApiGatewayV2::Authorizer', { Properties: { AuthorizerType: 'JWT' } }));
  expect(authorizers).toHaveLength(1);
  return authorizers[0]!;
}

/** An ApiStack alone, fed a route table of our choosing (the real one may have no public route yet). */
function apiStackWith(routes: HttpRoute[]): { t: Template; stack: ApiStack } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  const deps = new Stack(app, 'Deps');
  const table = new Table(deps, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  const bucket = new Bucket(deps, 'Media');
  const httpApi = new HttpApi(deps, 'HttpApi', { createDefaultStage: false });
  const stack = new ApiStack(app, 'Api', {
    httpApi,
    routes,
    functions: {
      stage: 'test',
      logRetention: RetentionDays.ONE_WEEK,
      tokens: { jwtIssuer: 'https://cognito-idp.eu-west-1.amazonaws.com/pool', userPoolClientId: 'client' },
      siteOrigins: ['https://site.example'],
      table,
    },
    media: { bucket, url: 'https://media.example' },
    throttle: { rateLimit: 5, burstLimit: 10 },
    strictThrottle: { rateLimit: 2, burstLimit: 4 },
    payments: { stripeSecretName: 'tabletap/test/stripe', siteUrl: 'https://site.example' },
  });
  return { t: Template.fromStack(stack), stack };
}

describe('HTTP API', () => {
  it('has one route per entry of infra/routes.ts httpRoutes', () => {
    const routes = routesByKey(api);
    expect([...routes.keys()].sort()).toEqual(httpRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('puts the Cognito JWT authorizer on every route that is not public', () => {
    const routes = routesByKey(api);
    const authorizerId = jwtAuthorizerId(api);
    for (const route of httpRoutes.filter((r) => r.auth !== 'public')) {
      const resource = routes.get(`${route.method} ${route.path}`);
      expect(resource?.AuthorizationType, route.path).toBe('JWT');
      expect(resource?.AuthorizerId, route.path).toEqual({ Ref: authorizerId });
    }
  });

  it('leaves public routes open and guards the others', () => {
    const { t, stack } = apiStackWith([
      { method: 'GET', path: '/api/v1/public/menu/{slug}', fn: 'me', auth: 'public' },
      { method: 'GET', path: '/api/v1/me', fn: 'me', auth: 'user' },
      { method: 'PATCH', path: '/api/v1/restaurants/{restaurantId}', fn: 'profile-upsert', auth: 'owner' },
    ]);
    const routes = routesByKey(t);
    const publicRoute = routes.get('GET /api/v1/public/menu/{slug}');
    expect(publicRoute?.AuthorizationType).toBe('NONE');
    expect(publicRoute?.AuthorizerId).toBeUndefined();
    expect(routes.get('GET /api/v1/me')?.AuthorizationType).toBe('JWT');
    expect(routes.get('PATCH /api/v1/restaurants/{restaurantId}')?.AuthorizationType).toBe('JWT');
    // Two routes name `me`: still one Lambda for it (the functions live in the API's nested stacks), beside the
    // demo seed every API carries.
    const lambdas = [...stack.functionStacks.values()].flatMap((nested) =>
      Object.values(Template.fromStack(nested).findResources('AWS::Lambda::Function')).flatMap(
        (fn) => (fn as { Properties: { Tags?: { Key: string; Value: string }[] } }).Properties.Tags?.find((tag) => tag.Key === functionNameTag)?.Value ?? [],
      ),
    );
    // With no routes, the API's stacks still hold the deployment's demo seed and the scheduled sweeps: tabs left open
    // (issue 29) and paid orders nobody started (issue 30).
    expect(lambdas.sort()).toEqual(['demo-seed', 'me', 'order-escalation-sweep', 'profile-upsert', 'tab-charge-sweep']);
  });

  it('charges tabs left open every 5 minutes and mails late orders every minute: EventBridge rules invoking the sweeps, not retried', () => {
    const { stack } = apiStackWith([]);
    type Rule = { Properties: { Description: string; ScheduleExpression: string; Targets: { RetryPolicy?: { MaximumRetryAttempts: number } }[] } };
    const rules = [...stack.functionStacks.values()].flatMap((nested) => Object.values(Template.fromStack(nested).findResources('AWS::Events::Rule'))) as Rule[];
    expect(rules.map((rule) => [rule.Properties.Description, rule.Properties.ScheduleExpression]).sort()).toEqual([
      ['Runs order-escalation-sweep every 1 minutes', 'rate(1 minute)'],
      ['Runs tab-charge-sweep every 5 minutes', 'rate(5 minutes)'],
    ]);
    for (const rule of rules) {
      expect(rule.Properties.Targets).toHaveLength(1);
      expect(rule.Properties.Targets[0]?.RetryPolicy?.MaximumRetryAttempts).toBe(0);
    }
  });

  it('seeds the demo restaurant (/menu/demo) when a deployment finishes, waiting for the seed to succeed', () => {
    const { stack } = apiStackWith([]);
    const nested = Template.fromStack(stack.functionStacks.get('AppFunctions')!);
    const seed = Object.entries(nested.findResources('AWS::Lambda::Function')).find(([, fn]) =>
      (fn as { Properties: { Tags?: { Key: string; Value: string }[] } }).Properties.Tags?.some((tag) => tag.Value === 'demo-seed'),
    );
    expect(seed).toBeDefined();
    const [trigger, ...others] = Object.values(nested.findResources('Custom::Trigger')) as { Properties: Record<string, unknown> }[];
    expect(others).toHaveLength(0);
    // The trigger invokes the seed's current version and waits for its answer: a failed seed fails the deployment.
    expect(trigger!.Properties.InvocationType).toBe('RequestResponse');
    const [versionId] = Object.entries(nested.findResources('AWS::Lambda::Version')).find(
      ([, version]) => JSON.stringify((version as { Properties: unknown }).Properties).includes(seed![0]),
    )!;
    expect(trigger!.Properties.HandlerArn).toEqual({ Ref: versionId });
    // Least privilege as infra/routes.ts declares it: the table, read-write; no payments, mail or media (the seed's
    // own role and policies: the late orders' sweep in the same nested stack mails).
    const role = JSON.stringify((seed![1] as { Properties: { Role: unknown } }).Properties.Role);
    const roleId = /"Fn::GetAtt":\["([^"]+)"/.exec(role)![1]!;
    const policies = Object.values(nested.findResources('AWS::IAM::Policy')).filter((policy) => JSON.stringify((policy as { Properties: { Roles: unknown } }).Properties.Roles).includes(roleId));
    expect(policies.length).toBeGreaterThan(0);
    expect(JSON.stringify([seed, nested.findResources('AWS::IAM::Role')[roleId], ...policies])).not.toMatch(/secretsmanager:GetSecretValue|ses:SendEmail/);
  });

  it('checks tokens against the user pool: issuer is its URL, audience its web client', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: stacks.api.resolve(stacks.auth.jwtIssuer),
        Audience: [stacks.api.resolve(stacks.auth.userPoolClient.userPoolClientId)],
      },
    });
    expect(stacks.auth.resolve(stacks.auth.jwtIssuer)).toEqual({
      'Fn::Join': ['', ['https://', stacks.auth.resolve(stacks.auth.userPool.userPoolProviderUrl)]],
    });
  });

  it('is created with the site (the distribution routes to it) and needs no CORS for the site: it is on its origin', () => {
    const web = template(stacks.web);
    web.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    api.resourceCountIs('AWS::ApiGatewayV2::Api', 0);
    web.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP', CorsConfiguration: Match.absent() });
  });

  it('answers CORS preflights for the extra site origins (a dev server against a deployed stage)', () => {
    const app = new App({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
    const web = new WebStack(app, 'Web', {
      mediaUrl: 'https://media.example',
      mediaUploadOrigin: 'https://media-bucket.s3.amazonaws.com',
      extraSiteOrigins: ['http://localhost:5173'],
      webAclId: undefined,
    });
    Template.fromStack(web).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      CorsConfiguration: Match.objectLike({
        AllowOrigins: ['http://localhost:5173'],
        AllowHeaders: Match.arrayWith(['authorization', 'content-type']),
      }),
    });
  });

  it('throttles and logs every request on its auto-deployed default stage', () => {
    api.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('\\$context\\.requestId'),
      },
    });
  });
});
