import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { httpRoutes } from '../../infra/routes';
import { API_PATH_PATTERNS, EDGE_ORIGIN_HEADER } from '../../infra/stacks/web-stack';
import { synthesizeApp } from './synth-app';

/** With an account and region, as a real deployment synthesizes: the Edge stack is referenced across regions. */
const deployed = synthesizeApp({ account: '123456789012', region: 'eu-west-1' });
const web = deployed.template(deployed.stacks.web);
const edge = deployed.template(deployed.stacks.edge);
const api = deployed.template(deployed.stacks.api);

const GIVEN_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/TableTap/0a1b2c3d-0000-4000-8000-000000000000';
/** Environment-agnostic (`npm run synth` offline): nothing can reference us-east-1, the ARN comes as a setting. */
const agnosticWithAcl = synthesizeApp({ webAclArn: GIVEN_ACL });
const agnostic = synthesizeApp();

const strictPaths = ['/functions/v1/create-payment', '/functions/v1/service-request', '/functions/v1/order-receipt', '/functions/v1/table-receipt'];
const ALL_METHODS = ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'];

interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: unknown;
  OriginRequestPolicyId: unknown;
  ResponseHeadersPolicyId: unknown;
  ViewerProtocolPolicy: string;
  AllowedMethods: string[];
}

function distributionConfig(t = web): {
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; CustomOriginConfig?: { OriginProtocolPolicy: string } }[];
  WebACLId?: unknown;
} {
  const [distribution] = Object.values(t.findResources('AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig;
}

function refTo(type: string, props: Record<string, unknown> = {}): { Ref: string } {
  const ids = Object.keys(web.findResources(type, props));
  expect(ids, type).toHaveLength(1);
  return { Ref: ids[0]! };
}

describe('the API on the site\'s origin', () => {
  it('routes /api/* and /functions/* to the HTTP API: every method, HTTPS only, all viewer headers but Host, nothing cached', () => {
    const { CacheBehaviors, Origins } = distributionConfig();
    const apiOrigin = Origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.CustomOriginConfig?.OriginProtocolPolicy).toBe('https-only');
    // The execute-api host name, taken from the API's endpoint URL.
    expect(apiOrigin?.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [Object.keys(web.findResources('AWS::ApiGatewayV2::Api'))[0], 'ApiEndpoint'] }] }],
    });
    for (const pattern of API_PATH_PATTERNS) {
      const behavior = CacheBehaviors.find((b) => b.PathPattern === pattern);
      expect(behavior, pattern).toMatchObject({
        TargetOriginId: apiOrigin!.Id,
        CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
        OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
        ViewerProtocolPolicy: 'https-only',
      });
      expect([...behavior!.AllowedMethods].sort()).toEqual([...ALL_METHODS].sort());
    }
    expect(API_PATH_PATTERNS).toEqual(['/api/*', '/functions/*']);
    // Every HTTP route the web app calls is under one of them (the sandbox pages are reached at the API's own URL).
    const unrouted = httpRoutes.filter((r) => !r.path.startsWith('/api/') && !r.path.startsWith('/functions/'));
    expect(unrouted.every((r) => r.path.startsWith('/sandbox/'))).toBe(true);
  });

  it('marks what it sends the API with the secret header the diner functions trust X-Forwarded-For by', () => {
    const apiOrigin = distributionConfig().Origins.find((origin) => origin.CustomOriginConfig) as unknown as {
      OriginCustomHeaders: { HeaderName: string; HeaderValue: unknown }[];
    };
    const secret = deployed.stacks.web.resolve(deployed.stacks.web.edgeOriginSecret) as unknown;
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: EDGE_ORIGIN_HEADER, HeaderValue: secret }]);
    expect(JSON.stringify(secret)).toContain('AWS::StackId');
    for (const name of ['create-payment', 'service-request', 'order-receipt', 'table-receipt']) {
      const fn = deployed.stacks.api.functions.get(name)!;
      const template = deployed.template(fn.stack);
      const [resource] = Object.values(template.findResources('AWS::Lambda::Function', { Properties: { Environment: { Variables: { EDGE_ORIGIN_SECRET: Match.anyValue() } } } }));
      expect(resource, name).toBeDefined();
    }
    const menu = deployed.template(deployed.stacks.api.functions.get('menu-public')!.stack);
    menu.resourcePropertiesCountIs('AWS::Lambda::Function', { Environment: { Variables: { EDGE_ORIGIN_SECRET: Match.anyValue() } } }, 0);
  });

  it('lets menu-public\'s own Cache-Control decide (TTL 0 by default), keyed on its query string, before /functions/*', () => {
    const { CacheBehaviors } = distributionConfig();
    const patterns = CacheBehaviors.map((b) => b.PathPattern);
    const menu = CacheBehaviors.find((b) => b.PathPattern === '/functions/v1/menu-public');
    expect(patterns.indexOf('/functions/v1/menu-public')).toBeLessThan(patterns.indexOf('/functions/*'));
    const publicReads = refTo('AWS::CloudFront::CachePolicy', {
      Properties: { CachePolicyConfig: { ParametersInCacheKeyAndForwardedToOrigin: { QueryStringsConfig: { QueryStringBehavior: 'all' } } } },
    });
    expect(menu).toMatchObject({
      CachePolicyId: publicReads,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      ViewerProtocolPolicy: 'https-only',
    });
    web.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: Match.anyValue(),
        Name: Match.anyValue(),
        Comment: Match.anyValue(),
        ParametersInCacheKeyAndForwardedToOrigin: {
          QueryStringsConfig: { QueryStringBehavior: 'all' },
          HeadersConfig: { HeaderBehavior: 'none' },
          CookiesConfig: { CookieBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('sends HSTS and nosniff on the API\'s answers, but no HTML page\'s Content-Security-Policy', () => {
    const apiHeaders = refTo('AWS::CloudFront::ResponseHeadersPolicy', {
      Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: Match.absent() } } },
    });
    // The API's behaviours (the diner's entry pages are the web app's: test/infra/web.test.ts).
    const apiBehaviors = distributionConfig().CacheBehaviors.filter((b) => b.PathPattern.startsWith('/api/') || b.PathPattern.startsWith('/functions/'));
    expect(apiBehaviors.length).toBeGreaterThanOrEqual(API_PATH_PATTERNS.length);
    for (const behavior of apiBehaviors) expect(behavior.ResponseHeadersPolicyId, behavior.PathPattern).toEqual(apiHeaders);
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
        },
      }),
    });
  });

  it('names the site\'s own origin as the web app\'s API base; Stripe\'s webhook and the payment pages keep the API\'s URL', () => {
    const { stacks } = deployed;
    expect(stacks.site.resolve(stacks.web.siteUrl)).toBeDefined();
    const outputs = api.findOutputs('StripeWebhookUrl');
    expect(JSON.stringify(Object.values(outputs)[0]?.Value)).toContain('ApiEndpoint');
  });
});

describe('a guarded edge', () => {
  it('puts a CLOUDFRONT WebACL in a us-east-1 stack', () => {
    expect(deployed.stacks.edge.region).toBe('us-east-1');
    expect(deployed.stacks.edge.account).toBe('123456789012');
    edge.resourceCountIs('AWS::WAFv2::WebACL', 1);
    edge.hasResourceProperties('AWS::WAFv2::WebACL', { Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
  });

  it('associates it with the site distribution across regions', () => {
    const { WebACLId } = distributionConfig();
    const [reader] = Object.keys(web.findResources('Custom::CrossRegionExportReader'));
    // An SSM parameter the Edge stack writes in us-east-1, read by a custom resource in the site's region.
    expect(WebACLId).toEqual({ 'Fn::GetAtt': [reader, expect.stringMatching(/^\/cdk\/exports\/.*Edge.*WebAclArn/)] });
  });

  it('runs AWS\'s common rule set and known bad inputs', () => {
    for (const name of ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']) {
      edge.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: name,
            OverrideAction: { None: {} },
            Statement: { ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: name }) },
          }),
        ]),
      });
    }
  });

  it('blocks a client address over 2,000 requests in 5 minutes, and over 100 to create-payment and service-request', () => {
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'RatePerIp',
          Action: { Block: {} },
          Statement: { RateBasedStatement: { Limit: 2000, EvaluationWindowSec: 300, AggregateKeyType: 'IP' } },
        }),
      ]),
    });
    const byteMatch = (path: string) => ({
      ByteMatchStatement: {
        SearchString: path,
        FieldToMatch: { UriPath: {} },
        PositionalConstraint: 'EXACTLY',
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    });
    edge.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'StrictRatePerIp',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: {
              Limit: 100,
              EvaluationWindowSec: 300,
              AggregateKeyType: 'IP',
              ScopeDownStatement: { OrStatement: { Statements: strictPaths.map(byteMatch) } },
            },
          },
        }),
      ]),
    });
    // The paths are the routes' own.
    for (const path of strictPaths) expect(httpRoutes.some((r) => r.path === path && r.auth === 'public')).toBe(true);
  });

  it('throttles create-payment and service-request more strictly than the rest of the stage', () => {
    const [stageId, stage] = Object.entries(api.findResources('AWS::ApiGatewayV2::Stage'))[0]!;
    const defaults = stage.Properties.DefaultRouteSettings as { ThrottlingRateLimit: number; ThrottlingBurstLimit: number };
    const routeKeys = httpRoutes.filter((r) => strictPaths.includes(r.path)).map((r) => `${r.method} ${r.path}`);
    expect(Object.keys(stage.Properties.RouteSettings).sort()).toEqual(routeKeys.sort());
    for (const key of routeKeys) {
      const settings = stage.Properties.RouteSettings[key] as typeof defaults;
      expect(settings.ThrottlingRateLimit, key).toBeLessThan(defaults.ThrottlingRateLimit);
      expect(settings.ThrottlingBurstLimit, key).toBeLessThan(defaults.ThrottlingBurstLimit);
    }
    // Route settings name existing routes: the stage waits for them.
    const routeIds = Object.entries(api.findResources('AWS::ApiGatewayV2::Route'))
      .filter(([, route]) => routeKeys.includes(route.Properties.RouteKey as string))
      .map(([id]) => id);
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routeIds));
    expect(stageId).toBeDefined();
  });

  it('stays clean under cdk-nag with the cross-region reference', () => {
    expect(deployed.nagFindings.filter((f) => f.severity === 'error' || f.rule.startsWith('AwsSolutions'))).toEqual([]);
  });

  it('environment-agnostic: takes the WebACL from the webAclArn setting, or warns that there is none', () => {
    expect(distributionConfig(agnosticWithAcl.template(agnosticWithAcl.stacks.web)).WebACLId).toBe(GIVEN_ACL);
    const noWaf = Match.stringLikeRegexp('has no WAF');
    expect(Annotations.fromStack(agnosticWithAcl.stacks.web).findWarning('*', noWaf)).toHaveLength(0);
    // Neither region nor webAclArn (the other infra tests' synth): no WebACL, and a warning saying how to attach it.
    expect(distributionConfig(agnostic.template(agnostic.stacks.web)).WebACLId).toBeUndefined();
    expect(Annotations.fromStack(agnostic.stacks.web).findWarning('*', noWaf)).toHaveLength(1);
    expect(Annotations.fromStack(deployed.stacks.web).findWarning('*', noWaf)).toHaveLength(0);
  });
});
