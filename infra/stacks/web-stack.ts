import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CdnBucket } from './cdn-bucket';
import { webSecurityHeaders } from './security-headers';

export interface WebStackProps extends StackProps {
  /** The media CDN, allowed as an image source by the Content-Security-Policy. */
  mediaUrl: string;
  /** The media bucket's S3 endpoint, where the Content-Security-Policy lets the app POST logo uploads. */
  mediaUploadOrigin: string;
}

/**
 * Hosting of the React app: private bucket + CloudFront. Its contents are deployed by SiteDeploymentStack, after
 * the APIs exist, because the site's origin is needed first (CORS, OAuth callbacks) and /config.json needs theirs.
 */
export class WebStack extends Stack {
  readonly bucket: IBucket;
  readonly distribution: IDistribution;
  /** `https://{site domain}`: the origin the browser sends. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const site = new CdnBucket(this, 'Site', {
      comment: 'TableTap web app',
      singlePageApp: true,
      responseHeadersPolicy: webSecurityHeaders(this, 'SecurityHeaders', { url: props.mediaUrl, uploadOrigin: props.mediaUploadOrigin }),
      // CloudFormation cannot delete a non-empty bucket; empty it by hand when retiring a stage.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.bucket = site.bucket;
    this.distribution = site.distribution;
    this.siteUrl = site.url;
  }
}
