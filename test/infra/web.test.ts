import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { webConfigSchema } from '../../shared/api';
import { SITE_ORIGIN_MARKER, robotsTxt, sitemapXml } from '../../shared/site-meta';
import { RERENDER_ALL_PAYLOAD } from '../../infra/stacks/site-deployment-stack';
import { API_PATH_PATTERNS, DINER_PAGE_FUNCTION_FILE, DINER_PAGE_PATTERNS } from '../../infra/stacks/web-stack';
import { deployedSiteFile, deployedWebConfig, synthesizeApp } from './synth-app';
import { createHash } from 'node:crypto';
import { DEFERRED_SCRIPTS_LOADER } from '../../shared/deferred-scripts';

/** A stand-in for `npm run build:web` output: an app shell and one content-hashed chunk. */
const webBuild = mkdtempSync(join(tmpdir(), 'tabletap-web-'));
mkdirSync(join(webBuild, 'assets'));
writeFileSync(
  join(webBuild, 'index.html'),
  `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_MARKER}/"><script type="module" src="/assets/app-1a2b3c.js"></script>`,
);
writeFileSync(join(webBuild, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
// The landing page the build prerenders (issue 31 goal 4).
const builtLanding = `<!doctype html><link rel="canonical" href="${SITE_ORIGIN_MARKER}/"><div id="root" data-prerendered="landing"><h1>QR ordering</h1></div>`;
writeFileSync(join(webBuild, 'landing.html'), builtLanding);
afterAll(() => rmSync(webBuild, { recursive: true, force: true }));

/** Staged assets, so the test can read the /config.json the deployment uploads. */
const staged = { 'aws:cdk:disable-asset-staging': false };
const built = synthesizeApp({ ...staged, webBuildDir: webBuild });
const { stacks } = built;
const web = built.template(stacks.web);
const media = built.template(stacks.media);
const site = built.template(stacks.site);

/** Both buckets: private, reachable only through their CloudFront distribution (OAC), TLS required. */
function expectPrivateBucketBehindCloudFront(t: Template): void {
  t.hasResourceProperties('AWS::S3::Bucket', {
    PublicAccessBlockConfiguration: {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    },
  });
  t.hasResourceProperties('AWS::S3::BucketPolicy', {
    PolicyDocument: {
      Statement: Match.arrayWith([
        Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        Match.objectLike({
          Effect: 'Allow',
          Action: 's3:GetObject',
          Principal: { Service: 'cloudfront.amazonaws.com' },
          Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
        }),
      ]),
    },
  });
  t.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  t.hasResourceProperties('AWS::CloudFront::Distribution', {
    DistributionConfig: Match.objectLike({
      Origins: Match.arrayWith([Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } })]),
      DefaultCacheBehavior: Match.objectLike({ ViewerProtocolPolicy: 'redirect-to-https' }),
    }),
  });
}

function contentSecurityPolicy(): string {
  // The web app's policy (the API's paths have one without a CSP: test/infra/edge.test.ts).
  const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
    Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: Match.anyValue() } } },
  });
  const [policy] = Object.values(policies);
  const csp = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
  // The region and the media domain are filled in by CloudFormation; keep the literal parts.
  return JSON.stringify(stacks.web.resolve(csp));
}

describe('web app hosting', () => {
  it('serves a private bucket through CloudFront with Origin Access Control', () => {
    expectPrivateBucketBehindCloudFront(web);
  });

  it('answers / with the prerendered landing page and unknown paths with the app shell so client-side routes load', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'landing.html',
        CustomErrorResponses: [
          Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' }),
          Match.objectLike({ ErrorCode: 404, ResponseCode: 200, ResponsePagePath: '/index.html' }),
        ],
      }),
    });
  });

  it('sends security headers: HSTS, nosniff, no framing, a referrer policy', () => {
    web.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: { AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        }),
      }),
    });
    const distribution = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution?.Properties.DistributionConfig.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({
      Ref: Object.keys(
        web.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
          Properties: { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: { ContentSecurityPolicy: Match.anyValue() } } },
        }),
      )[0],
    });
  });

  it('allows in its CSP what the SPA calls: its APIs, Cognito, Stripe, and images from the media CDN', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The HTTP API is on the site's origin ('self'); the WebSocket API keeps its own host.
    expect(csp).toMatch(/connect-src 'self' wss:\/\/\*\.execute-api\./);
    expect(csp).not.toContain('https://*.execute-api.');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/cognito-idp\./);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    // No inline script but the prerendered pages' deferred script loader, allowed by its hash.
    const loaderHash = `'sha256-${createHash('sha256').update(DEFERRED_SCRIPTS_LOADER).digest('base64')}'`;
    expect(csp).toContain(`script-src 'self' ${loaderHash} https://js.stripe.com https://connect-js.stripe.com;`);
    expect(csp).not.toContain("'unsafe-inline' https://js.stripe.com");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/connect-js\.stripe\.com/);
    const mediaDomain = /\{"Fn::ImportValue":"[^"]+"\}/.exec(JSON.stringify(stacks.web.resolve(stacks.media.media.url)));
    expect(mediaDomain).not.toBeNull();
    expect(csp).toContain(`img-src 'self' data: blob: https://",${mediaDomain![0]}`);
  });
});

describe('media', () => {
  it('serves logos and menu images from a private bucket through CloudFront with Origin Access Control', () => {
    expectPrivateBucketBehindCloudFront(media);
  });

  it('keeps owners\' uploads when the stack is deleted', () => {
    media.hasResource('AWS::S3::Bucket', { DeletionPolicy: 'Retain' });
  });

  it('takes browsers\' presigned logo uploads (POST only) and expires uploads never confirmed after a day', () => {
    media.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['*'] })] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' })]) },
    });
  });

  it('lets the web app POST uploads to the bucket\'s own S3 endpoint (CSP connect-src)', () => {
    const csp = contentSecurityPolicy();
    const connectSrc = /connect-src [^;]*/.exec(csp)![0];
    expect(connectSrc).toMatch(/https:\/\/",\{"Fn::ImportValue":"[^"]+"\}/);
    expect(connectSrc).not.toContain('s3.amazonaws.com",');
  });

  it('lets the web app read a logo into the table cards\' PDF: the media CDN in connect-src, answering any origin (CORS)', () => {
    const mediaDomain = /\{"Fn::ImportValue":"[^"]+"\}/.exec(JSON.stringify(stacks.web.resolve(stacks.media.media.url)))![0];
    expect(/connect-src [^;]*/.exec(contentSecurityPolicy())![0]).toContain(mediaDomain);
    media.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        CorsConfig: Match.objectLike({ AccessControlAllowOrigins: { Items: ['*'] }, AccessControlAllowMethods: { Items: ['GET', 'HEAD', 'OPTIONS'] } }),
      }),
    });
  });

  it("answers every image with a CSP that runs and loads nothing (sandbox) and nosniff, on every path", () => {
    const policies = media.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [policyId] = Object.keys(policies);
    expect(Object.keys(policies)).toHaveLength(1);
    media.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; sandbox", Override: true },
          ContentTypeOptions: { Override: true },
        }),
      }),
    });
    const distribution = Object.values(media.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    for (const behavior of [distribution.DefaultCacheBehavior, ...(distribution.CacheBehaviors ?? [])]) {
      expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });

  it('serves nothing under uploads/ (unchecked uploads): a viewer-request function answers 403', () => {
    const distribution = Object.values(media.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
    const uploads = (distribution.CacheBehaviors ?? []).find((b: { PathPattern: string }) => b.PathPattern === 'uploads/*');
    expect(uploads?.FunctionAssociations).toEqual([{ EventType: 'viewer-request', FunctionARN: expect.anything() }]);
    const [fn] = Object.values(media.findResources('AWS::CloudFront::Function'));
    expect(fn!.Properties.FunctionCode).toContain('statusCode: 403');
  });
});

describe('site deployment', () => {
  const deployments = Object.values(site.findResources('Custom::CDKBucketDeployment'));
  const hashed = deployments.find((d) => JSON.stringify(d.Properties.Include ?? []).includes('assets/*'));
  const entry = deployments.find((d) => d !== hashed);

  it('uploads hashed chunks for a year and keeps the previous release\'s chunks', () => {
    expect(hashed?.Properties).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });

  it('uploads the shell and /config.json uncached after the chunks, then invalidates CloudFront', () => {
    expect(entry?.Properties).toMatchObject({
      // The chunks come from the deployment above; the prerendered pages are no build's and must not be pruned.
      Exclude: ['assets/*', 'prerendered/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
      DistributionId: stacks.site.resolve(stacks.web.distribution.distributionId),
    });
    const hashedId = Object.entries(site.findResources('Custom::CDKBucketDeployment')).find(([, d]) => d === hashed)?.[0];
    expect(entry?.DependsOn).toContain(hashedId);
  });

  it('writes /config.json in the shape of webConfigSchema, filled from the deployed resources', () => {
    const config = deployedWebConfig(built);
    expect(Object.keys(config).sort()).toEqual(Object.keys(webConfigSchema.shape).sort());
    expect(config).toMatchObject({
      // The API is on the site's origin.
      apiUrl: stacks.site.resolve(stacks.web.siteUrl),
      userPoolId: stacks.site.resolve(stacks.auth.userPool.userPoolId),
      userPoolClientId: stacks.site.resolve(stacks.auth.userPoolClient.userPoolClientId),
      userPoolEndpoint: null,
      oauth: null,
      stage: 'test',
    });
    expect(config.wsUrl).toEqual(stacks.site.resolve(stacks.realtime.wsUrl));
    expect(config.mediaUrl).toEqual(stacks.site.resolve(stacks.media.media.url));
  });
});

describe('the diner\'s entry pages at the edge', () => {
  type Behavior = {
    PathPattern: string;
    TargetOriginId: string;
    CachePolicyId: unknown;
    ResponseHeadersPolicyId: unknown;
    AllowedMethods: string[];
    Compress: boolean;
    FunctionAssociations?: { EventType: string; FunctionARN: unknown }[];
  };
  const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as {
    DefaultCacheBehavior: Omit<Behavior, 'PathPattern'>;
    CacheBehaviors: Behavior[];
  };
  const dinerBehaviors = config.CacheBehaviors.filter((b) => (DINER_PAGE_PATTERNS as readonly string[]).includes(b.PathPattern));
  const [functionId, fn] = Object.entries(web.findResources('AWS::CloudFront::Function'))[0] ?? [];

  it('sends /menu/*, /language/* and /start (with or without its slash) to the site bucket through the edge function', () => {
    expect(dinerBehaviors.map((b) => b.PathPattern)).toEqual(['/menu/*', '/language/*', '/start', '/start/']);
    for (const behavior of dinerBehaviors) {
      expect(behavior, behavior.PathPattern).toMatchObject({
        // The bucket's own origin (OAC), as the app itself, with the app's security headers.
        TargetOriginId: config.DefaultCacheBehavior.TargetOriginId,
        ResponseHeadersPolicyId: config.DefaultCacheBehavior.ResponseHeadersPolicyId,
        AllowedMethods: ['GET', 'HEAD'],
        Compress: true,
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } }],
      });
    }
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
  });

  it('keeps the API\'s behaviours first: CloudFront takes the first match', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    const lastApi = Math.max(...API_PATH_PATTERNS.map((p) => patterns.indexOf(p)));
    expect(lastApi).toBeGreaterThanOrEqual(0);
    for (const p of DINER_PAGE_PATTERNS) expect(patterns.indexOf(p), p).toBeGreaterThan(lastApi);
  });

  it('runs infra/edge/diner-page-request.js as it is, as a cloudfront-js-2.0 function', () => {
    expect(fn?.Properties).toMatchObject({
      AutoPublish: true,
      FunctionCode: readFileSync(DINER_PAGE_FUNCTION_FILE, 'utf8'),
      FunctionConfig: { Runtime: 'cloudfront-js-2.0' },
    });
  });

  it('caches a page by its rewritten URI alone, for seconds (the pages say s-maxage=5, stale-while-revalidate=60)', () => {
    const policyId = dinerBehaviors[0]?.CachePolicyId as { Ref: string };
    for (const behavior of dinerBehaviors) expect(behavior.CachePolicyId).toEqual(policyId);
    const policy = web.findResources('AWS::CloudFront::CachePolicy')[policyId.Ref];
    expect(policy?.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 5,
      MaxTTL: 60,
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: 'none' },
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        EnableAcceptEncodingGzip: true,
        EnableAcceptEncodingBrotli: true,
      },
    });
  });

  it('serves the app shell for a page never prerendered (missing in S3: 403)', () => {
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CustomErrorResponses: Match.arrayWith([Match.objectLike({ ErrorCode: 403, ResponseCode: 200, ResponsePagePath: '/index.html' })]),
      }),
    });
  });

  it('renders every restaurant\'s pages again after each release, once the new shell is in the bucket', () => {
    const [rerenderId, rerender] = Object.entries(site.findResources('Custom::AWS'))[0] ?? [];
    expect(rerender?.Properties.Create).toEqual(rerender?.Properties.Update);
    // The SDK call, its deploy-time parts (the function's name, imported from the Realtime stack) set aside.
    const FN = '{menu-prerender}';
    const functionName = JSON.stringify(stacks.site.resolve(stacks.realtime.functions.get('menu-prerender')!.functionName));
    const [, parts] = rerender?.Properties.Update['Fn::Join'] as [string, unknown[]];
    const call = JSON.parse(parts.map((part) => (typeof part === 'string' ? part : JSON.stringify(part) === functionName ? FN : '?')).join(''));
    expect(call).toMatchObject({
      service: 'Lambda',
      action: 'invoke',
      // Asynchronous: a failed render is alarmed on (MenuPrerenderFailures) and never rolls the release back.
      parameters: { FunctionName: FN, InvocationType: 'Event', Payload: JSON.stringify({ rerender: 'all' }) },
    });
    expect(RERENDER_ALL_PAYLOAD).toEqual({ rerender: 'all' });
    // A new web build (its asset hash) or a new renderer is an update: the custom resource invokes again.
    expect(rerender?.Properties.Release).toEqual({ webBuild: expect.stringMatching(/^[0-9a-f]{64}$/), renderer: expect.stringMatching(/\.zip$/) });
    const entryId = Object.entries(site.findResources('Custom::CDKBucketDeployment')).find(
      ([, d]) => !JSON.stringify(d.Properties.Include ?? []).includes('assets/*'),
    )?.[0];
    expect(entryId).toBeDefined();
    expect(rerender?.DependsOn, rerenderId).toContain(entryId);
    // Allowed to invoke that one function, nothing else.
    site.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 'lambda:InvokeFunction',
            Effect: 'Allow',
            Resource: stacks.site.resolve(stacks.realtime.functions.get('menu-prerender')!.functionArn),
          },
        ],
      },
    });
  });
});

describe('site deployment: what search engines and link previews read', () => {
  const deployments = Object.values(site.findResources('Custom::CDKBucketDeployment'));
  const entry = deployments.find((d) => !JSON.stringify(d.Properties.Include ?? []).includes('assets/*'));
  const domain = stacks.site.resolve(stacks.web.distribution.distributionDomainName) as unknown;
  const DOMAIN = '{distribution domain}';
  const ORIGIN_PLACEHOLDER = `https://${DOMAIN}`;
  /** `text` with the distribution's domain spelled as CloudFormation fills it in, as deployedSiteFile returns it. */
  const withDomain = (text: string) => {
    const [first, ...rest] = text.split(DOMAIN);
    const parts = [first, ...rest.flatMap((after) => [domain, after])].filter((part) => part !== '');
    return { 'Fn::Join': ['', parts] };
  };

  it('writes index.html again over the built one, the origin marker replaced by the distribution\'s domain', () => {
    const html = deployedSiteFile(built, 'index.html');
    expect(JSON.stringify(html)).not.toContain(SITE_ORIGIN_MARKER);
    expect(html).toEqual(
      withDomain(`<!doctype html><link rel="canonical" href="${ORIGIN_PLACEHOLDER}/"><script type="module" src="/assets/app-1a2b3c.js"></script>`),
    );
    // The built app first, the filled-in index.html and landing.html after it: a later source overwrites a file of the
    // same name.
    const markers = entry?.Properties.SourceMarkers as Record<string, unknown>[];
    expect(markers).toHaveLength(6);
    expect(markers[0]).toEqual({});
    expect(Object.values(markers[1]!)).toEqual([domain]);
    expect(Object.values(markers[2]!)).toEqual([domain]);
  });

  it('writes the prerendered landing.html again too, its origin marker replaced', () => {
    expect(deployedSiteFile(built, 'landing.html')).toEqual(withDomain(builtLanding.replace(SITE_ORIGIN_MARKER, ORIGIN_PLACEHOLDER)));
  });

  it('writes /robots.txt and /sitemap.xml for the distribution\'s domain', () => {
    expect(deployedSiteFile(built, 'robots.txt')).toEqual(withDomain(robotsTxt(ORIGIN_PLACEHOLDER)));
    expect(deployedSiteFile(built, 'sitemap.xml')).toEqual(withDomain(sitemapXml(ORIGIN_PLACEHOLDER)));
  });

  it('leaves real files alone: CloudFront answers the app shell only for a missing key (403/404)', () => {
    const errors = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig.CustomErrorResponses as {
      ErrorCode: number;
    }[];
    expect(errors.map((error) => error.ErrorCode).sort()).toEqual([403, 404]);
  });
});

describe('site deployment before `npm run build:web`', () => {
  const unbuilt = synthesizeApp(staged);
  const unbuiltSite = unbuilt.template(unbuilt.stacks.site);

  it('still synthesizes, deploying a placeholder page, /config.json, /robots.txt and /sitemap.xml', () => {
    unbuiltSite.resourceCountIs('Custom::CDKBucketDeployment', 1);
    expect(Object.keys(deployedWebConfig(unbuilt)).sort()).toEqual(Object.keys(webConfigSchema.shape).sort());
    expect(JSON.stringify(deployedSiteFile(unbuilt, 'robots.txt'))).toContain('Sitemap: https://');
  });
});
