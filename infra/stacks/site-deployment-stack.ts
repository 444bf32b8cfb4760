import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, CfnResource, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Asset } from 'aws-cdk-lib/aws-s3-assets';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';
import type { WebConfig } from '../../shared/api';
import { robotsTxt, sitemapXml, withSiteOrigin } from '../../shared/site-meta';
import { nagArn } from './nag';
import { LANDING_PAGE_FILE } from '../../web/src/features/landing/prerender/landing-html';

/** Vite puts content-hashed files here: a name never changes content, so browsers may keep them for a year. */
const hashedAssets = 'assets/*';
/** The prerendered diner pages (functions/menu-prerender.ts writes them): no release of the web app deletes them. */
const prerenderedPages = 'prerendered/*';
/** What makes menu-prerender render every restaurant's pages again (its direct-invocation contract). */
export const RERENDER_ALL_PAYLOAD = { rerender: 'all' } as const;

export interface SiteDeploymentStackProps extends StackProps {
  /** Output of `npm run build:web`; when it does not exist, a placeholder page is deployed instead. */
  webBuildDir: string;
  bucket: IBucket;
  distribution: IDistribution;
  /** Written as /config.json, read by the web app at start-up (shared/api.ts webConfigSchema). */
  webConfig: WebConfig;
  /** RealtimeStack's menu-prerender: renders every restaurant's diner pages again once a release is in the bucket. */
  menuPrerender: LambdaFunction;
}

/**
 * Puts the built web app and its deploy-time /config.json into the site bucket, so one build serves every stage.
 * Comes last: /config.json carries the addresses of the APIs and the user pool.
 *
 * The site's origin (the distribution's domain) exists only at deploy time, so what names it is written then too
 * (shared/site-meta.ts): index.html and the prerendered landing.html again, their origin marker replaced (canonical,
 * og:url, og:image), over the built ones (a later source of a BucketDeployment overwrites an earlier file of the same name), and /robots.txt and
 * /sitemap.xml. Real files in the bucket: CloudFront's app-shell fallback (403/404 only) never touches them.
 */
export class SiteDeploymentStack extends Stack {
  constructor(scope: Construct, id: string, props: SiteDeploymentStackProps) {
    super(scope, id, props);
    const { webBuildDir } = props;
    const builtIndex = join(webBuildDir, 'index.html');
    const built = existsSync(builtIndex);
    if (!built) {
      Annotations.of(this).addWarningV2(
        'tabletap:web-not-built',
        `${builtIndex} does not exist: deploying a placeholder page. Run \`npm run build:web\` before deploying.`,
      );
    }
    const builtLanding = join(webBuildDir, LANDING_PAGE_FILE);
    const landing = built && existsSync(builtLanding) ? readFileSync(builtLanding, 'utf8') : null;
    const webApp = built ? new Asset(this, 'WebApp', { path: webBuildDir }) : null;
    const siteOrigin = `https://${props.distribution.distributionDomainName}`;

    const hashedFiles = webApp
      ? new BucketDeployment(this, 'HashedAssets', {
          sources: [Source.bucket(webApp.bucket, webApp.s3ObjectKey)],
          destinationBucket: props.bucket,
          exclude: ['*'],
          include: [hashedAssets],
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          // Tabs still running the previous release keep loading its chunks.
          prune: false,
          memoryLimit: 512,
        })
      : null;

    const entry = new BucketDeployment(this, 'EntryFiles', {
      sources: [
        webApp ? Source.bucket(webApp.bucket, webApp.s3ObjectKey) : placeholderPage(),
        ...(webApp ? [Source.data('index.html', withSiteOrigin(readFileSync(builtIndex, 'utf8'), siteOrigin))] : []),
        // The prerendered landing page (the distribution's default root object) names the origin too.
        ...(landing !== null ? [Source.data(LANDING_PAGE_FILE, withSiteOrigin(landing, siteOrigin))] : []),
        Source.jsonData('config.json', props.webConfig),
        Source.data('robots.txt', robotsTxt(siteOrigin)),
        Source.data('sitemap.xml', sitemapXml(siteOrigin)),
      ],
      destinationBucket: props.bucket,
      // The chunks are deployed above; the prerendered pages are no build's files (pruning would delete them).
      exclude: [hashedAssets, prerenderedPages],
      // index.html, landing.html, config.json, robots.txt and sitemap.xml change with every release: revalidate on each load.
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // The new index.html must not go live before the chunks it names.
    if (hashedFiles) entry.node.addDependency(hashedFiles);

    this.rerenderMenuPages(props.menuPrerender, entry, webApp?.assetHash ?? 'placeholder');
    this.acknowledgeDeploymentHandler(props.bucket);
  }

  /**
   * After a release is in the bucket, the prerendered diner pages are rendered again, so they name the new
   * index.html's chunks (those of the pages already there stay in the bucket: HashedAssets never prunes) and show
   * what a new renderer draws. A CDK Trigger cannot do this: it invokes without a payload, and only when its
   * handler's version changes, which it references through `currentVersion`: across stacks that is an export
   * changing with every new version of the function, which CloudFormation refuses while this stack imports it.
   * So a custom resource invokes menu-prerender by name with RERENDER_ALL_PAYLOAD on creation and on every update;
   * its `Release` (the web build's asset hash and the function's code asset) changes exactly when there is
   * something new to render. Asynchronously: a restaurant whose pages fail to render raises the
   * MenuPrerenderFailures alarm while its pages already there keep being served; it never rolls the release back.
   */
  private rerenderMenuPages(menuPrerender: LambdaFunction, entry: BucketDeployment, webBuild: string): void {
    const rerender = new AwsCustomResource(this, 'RerenderMenuPages', {
      onUpdate: {
        service: 'Lambda',
        action: 'invoke',
        parameters: { FunctionName: menuPrerender.functionName, InvocationType: 'Event', Payload: JSON.stringify(RERENDER_ALL_PAYLOAD) },
        physicalResourceId: PhysicalResourceId.of('rerender-menu-pages'),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [menuPrerender.functionArn] }),
      ]),
      installLatestAwsSdk: false,
      timeout: Duration.minutes(1),
    });
    const resource = rerender.node.findAll().find((child): child is CfnResource => child instanceof CfnResource && child.cfnResourceType.startsWith('Custom::'));
    if (!resource) throw new Error('AwsCustomResource without its custom resource: has aws-cdk-lib changed it?');
    resource.addPropertyOverride('Release', { webBuild, renderer: functionCodeKey(menuPrerender) });
    rerender.node.addDependency(entry);
    const provider = this.node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (!provider) throw new Error('AwsCustomResource provider not found: has aws-cdk-lib renamed it?');
    Validations.of(provider).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK AwsCustomResource handler: AWSLambdaBasicExecutionRole only writes its own logs; it may invoke menu-prerender, nothing else.',
    });
  }

  /** The BucketDeployment handler is a CDK-provided singleton Lambda; CDK writes its policy. */
  private acknowledgeDeploymentHandler(siteBucket: IBucket): void {
    const handler = this.node.children.find((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (!handler) throw new Error('BucketDeployment handler not found: has aws-cdk-lib renamed it?');
    // Every asset of this stack (web build, config.json) sits in the one CDK bootstrap bucket.
    const asset = this.node.findAll().find((child): child is Asset => child instanceof Asset);
    if (!asset) throw new Error('SiteDeploymentStack has no asset: nothing to deploy?');
    const syncReason = 'CDK BucketDeployment handler: syncs any object key from the CDK asset bucket into the site bucket.';
    Validations.of(handler).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK BucketDeployment handler: AWSLambdaBasicExecutionRole only writes its own logs.',
      },
      ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((action) => ({
        id: `AwsSolutions-IAM5[Action::${action}]`,
        reason: syncReason,
      })),
      { id: `AwsSolutions-IAM5[Resource::${nagArn(handler, asset, asset.bucket.arnForObjects('*'))}]`, reason: syncReason },
      { id: `AwsSolutions-IAM5[Resource::${nagArn(handler, siteBucket, siteBucket.bucketArn)}/*]`, reason: syncReason },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'CDK BucketDeployment handler: CloudFront CreateInvalidation/GetInvalidation have no resource-level permissions.',
      },
      {
        id: 'AwsSolutions-L1',
        reason: 'CDK BucketDeployment handler: aws-cdk-lib pins its Python runtime, not this app.',
      },
    );
  }
}

/** The S3 key of a function's code asset (named after its content hash): a plain string known at synthesis. */
function functionCodeKey(fn: LambdaFunction): string {
  const code = Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).code) as { s3Key?: unknown; S3Key?: unknown };
  const key = code.S3Key ?? code.s3Key;
  return typeof key === 'string' ? key : 'unknown';
}

function placeholderPage(): ISource {
  return Source.data(
    'index.html',
    '<!doctype html><html><head><meta charset="utf-8"><title>TableTap</title></head>' +
      '<body><p>The web app was not built for this deployment.</p></body></html>',
  );
}
