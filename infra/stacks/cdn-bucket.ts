import { Duration, type RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  PriceClass,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ErrorResponse,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, type CorsRule, type LifecycleRule } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

export interface CdnBucketProps {
  /** What the distribution serves, shown in the CloudFront console. */
  comment: string;
  /** The web app: unknown paths answer /index.html so client-side routes survive a reload or a shared link. */
  singlePageApp: boolean;
  /**
   * What `/` answers (CloudFront's default root object; the path alone, no other folder's): index.html by default for a
   * single-page app. A missing object falls back to the app shell like any other.
   */
  rootObject?: string;
  responseHeadersPolicy: IResponseHeadersPolicy;
  removalPolicy: RemovalPolicy;
  /** CORS rules of the bucket itself (browsers uploading straight to S3); none by default. */
  cors?: CorsRule[];
  /** Objects the bucket deletes by itself (e.g. uploads never confirmed); none by default. */
  lifecycleRules?: LifecycleRule[];
  /** Other origins by path pattern, in the order CloudFront tries them (e.g. the API on the site's origin). */
  additionalBehaviors?: Record<string, BehaviorOptions>;
  /**
   * Paths of the bucket itself served with their own settings (e.g. an edge function, a shorter cache), given the
   * bucket's origin (the default behaviour's, with its OAC); tried after `additionalBehaviors`.
   */
  bucketBehaviors?: (origin: IOrigin) => Record<string, BehaviorOptions>;
  /** The ARN of a WAF WebACL (scope CLOUDFRONT, us-east-1) guarding the distribution; none by default. */
  webAclId?: string;
}

/**
 * A private S3 bucket served only through CloudFront with Origin Access Control: the bucket blocks all public
 * access and requires TLS; CloudFront signs its reads.
 */
export class CdnBucket extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://{distribution domain}`, without a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: CdnBucketProps) {
    super(scope, id);
    this.bucket = new Bucket(this, 'Bucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      removalPolicy: props.removalPolicy,
      cors: props.cors,
      lifecycleRules: props.lifecycleRules,
    });
    const origin = S3BucketOrigin.withOriginAccessControl(this.bucket);
    const additionalBehaviors =
      props.additionalBehaviors || props.bucketBehaviors ? { ...props.additionalBehaviors, ...props.bucketBehaviors?.(origin) } : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: props.comment,
      defaultBehavior: {
        origin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.responseHeadersPolicy,
        compress: true,
      },
      additionalBehaviors,
      webAclId: props.webAclId,
      defaultRootObject: props.rootObject ?? (props.singlePageApp ? 'index.html' : undefined),
      errorResponses: props.singlePageApp ? singlePageAppFallback() : undefined,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    this.url = `https://${this.distribution.distributionDomainName}`;

    Validations.of(this.bucket).acknowledge(
      {
        id: 'AwsSolutions-S1',
        reason: 'Only CloudFront reads this bucket (OAC); CloudFront metrics cover its traffic, so S3 access logs would only duplicate them.',
      },
    );
    // Paths of the bucket itself (bucketBehaviors) are still its static files; another origin (an API) is not.
    if (!props.webAclId && !props.additionalBehaviors) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'Serves static, read-only files from S3 (GET/HEAD only); there is no application input for a WAF to filter.',
      });
    }
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Restaurants and diners may be anywhere; no country is excluded.' },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Standard access logs need an ACL-enabled log bucket; public static files are observed through CloudFront metrics instead.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'Uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; a custom domain with its own certificate would set TLSv1.2_2021.',
      },
    );
  }
}

/**
 * With OAC and no s3:ListBucket, a missing key answers 403 (not 404), so both map to the app shell. A short TTL
 * keeps a fresh deploy's shell from hiding behind a cached error.
 */
function singlePageAppFallback(): ErrorResponse[] {
  return [403, 404].map((httpStatus) => ({
    httpStatus,
    responseHttpStatus: 200,
    responsePagePath: '/index.html',
    ttl: Duration.seconds(10),
  }));
}
