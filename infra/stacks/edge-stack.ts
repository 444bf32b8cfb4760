import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

export interface EdgeSecurityStackProps extends StackProps {
  /** Requests per client address per five minutes, over the whole site (settings `wafRateLimit`). */
  rateLimit: number;
  /** Requests per client address per five minutes to `strictPaths` (settings `wafStrictRateLimit`). */
  strictRateLimit: number;
  /** Paths a diner can call anonymously and that cost money or wake the staff (create-payment, service-request, order-receipt). */
  strictPaths: readonly string[];
}

/** WAF counts requests in windows of this many seconds (60, 120, 300 or 600). */
export const WAF_RATE_WINDOW_SECONDS = 300;

/** The AWS managed rule groups on the site, in evaluation order after the rate rules. */
export const WAF_MANAGED_RULE_GROUPS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

/**
 * The web application firewall in front of the site's distribution (WebStack). A WebACL guarding CloudFront has
 * scope CLOUDFRONT and must live in us-east-1 whatever the region of the rest of the app, hence a stack of its own;
 * createTableTapStacks hands its ARN to the distribution (a cross-region reference with an explicit environment,
 * else the `webAclArn` setting: see README, Deploy).
 *
 * Rules, cheapest first: a stricter per-address rate limit on the anonymous calls that cost money or wake the staff,
 * a per-address rate limit on everything, then AWS's common rule set and known bad inputs. Everything else passes.
 */
export class EdgeSecurityStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeSecurityStackProps) {
    super(scope, id, props);
    const metricPrefix = id.replace(/[^A-Za-z0-9]/g, '');
    const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      metricName: `${metricPrefix}${name}`,
      sampledRequestsEnabled: true,
    });
    const pathIs = (path: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        searchString: path,
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'EXACTLY',
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const strictScope: CfnWebACL.StatementProperty =
      props.strictPaths.length === 1 ? pathIs(props.strictPaths[0]!) : { orStatement: { statements: props.strictPaths.map(pathIs) } };

    const rules: CfnWebACL.RuleProperty[] = [
      {
        name: 'StrictRatePerIp',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: props.strictRateLimit,
            evaluationWindowSec: WAF_RATE_WINDOW_SECONDS,
            aggregateKeyType: 'IP',
            scopeDownStatement: strictScope,
          },
        },
        visibilityConfig: visibility('StrictRatePerIp'),
      },
      {
        name: 'RatePerIp',
        priority: 1,
        action: { block: {} },
        statement: {
          rateBasedStatement: { limit: props.rateLimit, evaluationWindowSec: WAF_RATE_WINDOW_SECONDS, aggregateKeyType: 'IP' },
        },
        visibilityConfig: visibility('RatePerIp'),
      },
      ...WAF_MANAGED_RULE_GROUPS.map(
        (name, index): CfnWebACL.RuleProperty => ({
          name,
          priority: 2 + index,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name,
              // An owner's menu (quick menu, menu builder, translations) is JSON well over the common set's 8 KB body
              // limit; API Gateway caps bodies at 10 MB and each function validates its own. Counted, not blocked.
              ...(name === 'AWSManagedRulesCommonRuleSet'
                ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
                : {}),
            },
          },
          visibilityConfig: visibility(name),
        }),
      ),
    ];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      description: 'TableTap site: rate limits per client address, AWS common rule set and known bad inputs',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      visibilityConfig: visibility('WebAcl'),
    });
    new CfnOutput(this, 'WebAclArn', {
      description: 'The site WebACL (us-east-1); pass it as -c webAclArn=... when the app is synthesized without account and region',
      value: this.webAcl.attrArn,
    });
  }
}
