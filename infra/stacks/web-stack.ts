import { fileURLToPath } from 'node:url';
import { Annotations, Aws, Duration, Fn, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { CorsHttpMethod, HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type IDistribution,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CdnBucket } from './cdn-bucket';
import { apiSecurityHeadersPolicy, webSecurityHeaders } from './security-headers';
import { LANDING_PAGE_FILE } from '../../web/src/features/landing/prerender/landing-html';

/** The HTTP API's paths the site's distribution routes to it (infra/routes.ts: every HTTP route starts with one). */
export const API_PATH_PATTERNS = ['/api/*', '/functions/*'] as const;

/**
 * Public reads whose answers say how long they may be cached (functions/lib/domain/public-menu/http-cache.ts):
 * CloudFront honours their Cache-Control, keyed on the query string. Every other API path is never cached.
 */
export const CACHEABLE_API_PATHS = ['/functions/v1/menu-public', '/functions/v1/restaurant-public-info'] as const;

/**
 * The header CloudFront adds to every request it sends the API (functions/lib/domain/client-key.ts): its value,
 * WebStack.edgeOriginSecret, tells the functions that X-Forwarded-For's viewer address is CloudFront's, not the caller's.
 */
export const EDGE_ORIGIN_HEADER = 'x-tabletap-edge';

/**
 * The diner's entry pages, answered by the CloudFront Function infra/edge/diner-page-request.js: /menu/{id} from its
 * prerendered page, /start?rid= with a redirect to it. CloudFront's `/start` matches only that exact path.
 */
export const DINER_PAGE_PATTERNS = ['/menu/*', '/language/*', '/start', '/start/'] as const;

/** The CloudFront Function's source: deployed as it is (CloudFront Functions run plain JavaScript, no bundling). */
export const DINER_PAGE_FUNCTION_FILE = fileURLToPath(new URL('../edge/diner-page-request.js', import.meta.url));

export interface WebStackProps extends StackProps {
  /** The media CDN, allowed as an image source by the Content-Security-Policy. */
  mediaUrl: string;
  /** The media bucket's S3 endpoint, where the Content-Security-Policy lets the app POST logo uploads. */
  mediaUploadOrigin: string;
  /**
   * Origins besides the site that call the HTTP API from a browser (e.g. Vite's dev server against a deployed
   * stage): the API answers their CORS preflights. The site itself needs none: the API is on its origin.
   */
  extraSiteOrigins: string[];
  /** The site WebACL's ARN (EdgeSecurityStack, us-east-1); undefined: no WAF, with a synth warning. */
  webAclId: string | undefined;
}

/**
 * The site's front door: the React app (private bucket + CloudFront) and, on the same origin, the HTTP API
 * (`/api/*`, `/functions/*`), so a diner's phone opens one connection and sends no CORS preflight. The HTTP API
 * itself (not its routes, stage and functions: ApiStack) is created here because the distribution routes to it and
 * the API's functions need the site's origin (OAuth callbacks, payment and invitation links): only one of the two
 * can come first. The site's contents are deployed by SiteDeploymentStack, after the APIs exist (/config.json
 * names them).
 */
export class WebStack extends Stack {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** `https://{site domain}`: the origin the browser sends, and the web app's API base. */
  readonly siteUrl: string;
  /** The HTTP API; ApiStack adds its routes, stage and functions. */
  readonly httpApi: HttpApi;
  /**
   * The value of EDGE_ORIGIN_HEADER: the UUID CloudFormation gave this stack, stable across deploys and known only
   * inside the account. Behind CloudFront, API Gateway's sourceIp is the edge's; the per-client rate limits of
   * create-payment and service-request take the viewer's address from X-Forwarded-For only when this is present.
   */
  readonly edgeOriginSecret: string = Fn.select(2, Fn.split('/', Aws.STACK_ID));

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'TableTap REST/RPC API',
      createDefaultStage: false,
      corsPreflight:
        props.extraSiteOrigins.length > 0
          ? {
              allowOrigins: props.extraSiteOrigins,
              allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
              allowHeaders: ['authorization', 'content-type'],
              maxAge: Duration.days(1),
            }
          : undefined,
    });

    if (!props.webAclId) {
      Annotations.of(this).addWarningV2(
        'tabletap:no-waf',
        'The site distribution has no WAF: set account and region (the Edge stack is then referenced across regions) or webAclArn (the Edge stack\'s WebAclArn output). See README, Deploy.',
      );
    }
    const securityHeaders = webSecurityHeaders(this, 'SecurityHeaders', { url: props.mediaUrl, uploadOrigin: props.mediaUploadOrigin });
    const site = new CdnBucket(this, 'Site', {
      comment: 'TableTap web app and API',
      singlePageApp: true,
      // The landing page prerendered by the build (issue 31 goal 4); before a build has put one there, S3's 403 gets
      // the app shell as any missing key does.
      rootObject: LANDING_PAGE_FILE,
      responseHeadersPolicy: securityHeaders,
      additionalBehaviors: this.apiBehaviors(),
      bucketBehaviors: (origin) => this.dinerPageBehaviors(origin, securityHeaders),
      webAclId: props.webAclId,
      // CloudFormation cannot delete a non-empty bucket; empty it by hand when retiring a stage.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    if (!props.webAclId) {
      Validations.of(site.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'Synthesized without a region or webAclArn, where nothing can name the us-east-1 Edge stack\'s WebACL; the tabletap:no-waf warning and README (Deploy) say how to attach it.',
      });
    }
    this.bucket = site.bucket;
    this.distribution = site.distribution;
    this.siteUrl = site.url;
  }

  /**
   * The diner's entry pages (DINER_PAGE_PATTERNS), from the site bucket like the app: the CloudFront Function
   * rewrites /menu/{id} to the prerendered page for the diner's language (folding ?lang, the saved-language cookie
   * and Accept-Language into the URI), so the cache key is the rewritten URI alone. The pages say
   * `s-maxage=5, stale-while-revalidate=60` (functions/menu-prerender.ts): an edit reaches new diners within seconds;
   * the TTL bounds keep that even for an object without those headers. A page never rendered is missing in S3
   * (403): the distribution's app-shell fallback answers, and the app fetches the menu itself.
   */
  private dinerPageBehaviors(origin: IOrigin, responseHeadersPolicy: IResponseHeadersPolicy): Record<string, BehaviorOptions> {
    const dinerPageRequest = new CloudFrontFunction(this, 'DinerPageRequest', {
      comment: 'TableTap: /menu/{id} to its prerendered page per language, /start?rid= to the menu',
      code: FunctionCode.fromFile({ filePath: DINER_PAGE_FUNCTION_FILE }),
      runtime: FunctionRuntime.JS_2_0,
    });
    const cachePolicy = new CachePolicy(this, 'DinerPageCache', {
      comment: 'TableTap diner pages: keyed on the URI the edge function rewrote, nothing else',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(5),
      maxTtl: Duration.seconds(60),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const behavior: BehaviorOptions = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy,
      responseHeadersPolicy,
      compress: true,
      functionAssociations: [{ function: dinerPageRequest, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    return Object.fromEntries(DINER_PAGE_PATTERNS.map((path) => [path, behavior]));
  }

  /**
   * The HTTP API's paths on the site's origin: every method, HTTPS only, every viewer header but Host (API Gateway
   * routes by its own host name) and every query string forwarded, nothing cached but the public reads' own
   * Cache-Control. The more specific patterns come first: CloudFront takes the first match.
   */
  private apiBehaviors(): Record<string, BehaviorOptions> {
    // `https://{id}.execute-api.{region}.amazonaws.com` -> its host name.
    const apiDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
    const origin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [EDGE_ORIGIN_HEADER]: this.edgeOriginSecret },
    });
    const common = {
      origin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiSecurityHeadersPolicy(this, 'ApiSecurityHeaders'),
      compress: true,
    } satisfies Omit<BehaviorOptions, 'cachePolicy'>;
    const publicReads = new CachePolicy(this, 'PublicReadCache', {
      comment: 'TableTap public reads: only what their own Cache-Control allows, per query string',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    return {
      ...Object.fromEntries(CACHEABLE_API_PATHS.map((path) => [path, { ...common, cachePolicy: publicReads }])),
      ...Object.fromEntries(API_PATH_PATTERNS.map((path) => [path, { ...common, cachePolicy: CachePolicy.CACHING_DISABLED }])),
    };
  }
}

