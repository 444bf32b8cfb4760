import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Alarm, ComparisonOperator, MathExpression, Metric, TreatMissingData, type IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { BusinessMetric, METRICS_NAMESPACE } from '../../functions/lib/metric-names';

/** What the alarms watch; README's Operations section says what each means and what to do. */
export const ALARM_THRESHOLDS = {
  /** HTTP API: percentage of 5xx answers over 5 minutes (with at least `minRequests` requests in them). */
  http5xxPercent: 1,
  minRequests: 20,
  /** Lambda throttles (all functions of the account and region) in 5 minutes. */
  throttles: 0,
  /** Refused webhook signatures in 5 minutes: a few are a misconfigured secret or a probe; more are an attack. */
  webhookSignatureFailures: 10,
  /** Menu pages that failed to render in 5 minutes (the previous page stays served): any one is worth a look. */
  menuPrerenderFailures: 1,
} as const;

export interface MonitoringStackProps extends StackProps {
  stage: string;
  httpApi: IHttpApi;
  /** Dead-letter queues: any message in one is a record the app failed to deliver. */
  deadLetterQueues: readonly { name: string; queue: IQueue }[];
  /** Alarm notifications are mailed here (a subscription to confirm); unset: the topic has no subscriber. */
  alarmEmail: string | undefined;
}

/**
 * The production alarms (issue 13, operable in production): HTTP 5xx rate, Lambda throttles, dead-letter queue
 * depth, webhook signature failures and menu pages that failed to render, all notifying one SNS topic.
 */
export class MonitoringStack extends Stack {
  readonly topic: Topic;
  readonly alarms: IAlarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    this.topic = new Topic(this, 'Alarms', { displayName: `TableTap ${props.stage} alarms`, enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        "Alarm notifications carry alarm names and states, no data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer key would be there only for this.",
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const period = Duration.minutes(5);

    const errors = props.httpApi.metricServerError({ period, statistic: 'Sum' });
    const requests = props.httpApi.metricCount({ period, statistic: 'Sum' });
    this.add(
      new Alarm(this, 'Http5xxRate', {
        alarmDescription: `More than ${ALARM_THRESHOLDS.http5xxPercent}% of the HTTP API's answers in 5 minutes were 5xx (functions failing or timing out).`,
        metric: new MathExpression({
          expression: `IF(requests >= ${ALARM_THRESHOLDS.minRequests}, 100 * errors / requests, 0)`,
          usingMetrics: { errors, requests },
          label: 'HTTP 5xx %',
          period,
        }),
        threshold: ALARM_THRESHOLDS.http5xxPercent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    this.add(
      new Alarm(this, 'LambdaThrottles', {
        alarmDescription: 'Lambda refused invocations for lack of concurrency (account and region wide).',
        metric: new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period, statistic: 'Sum' }),
        threshold: ALARM_THRESHOLDS.throttles,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (const { name, queue } of props.deadLetterQueues) {
      this.add(
        new Alarm(this, `${name}DeadLetters`, {
          alarmDescription: `${name}: records the app failed to deliver wait in the dead-letter queue (README, Operations: replay).`,
          metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
          threshold: 0,
          comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    this.add(
      new Alarm(this, 'WebhookSignatureFailures', {
        alarmDescription: `More than ${ALARM_THRESHOLDS.webhookSignatureFailures} webhook calls in 5 minutes had a missing, invalid or stale signature.`,
        metric: new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: BusinessMetric.WebhookSignatureFailures,
          // As functions/lib/observability.ts publishes it: the function's name and the stage.
          dimensionsMap: { service: 'stripe-webhook', stage: props.stage },
          period,
          statistic: 'Sum',
        }),
        threshold: ALARM_THRESHOLDS.webhookSignatureFailures,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    this.add(
      new Alarm(this, 'MenuPrerenderFailures', {
        alarmDescription:
          'A diner menu page failed to render: diners still get the previous page (README, Operations: fix, then re-render all).',
        metric: new Metric({
          namespace: METRICS_NAMESPACE,
          metricName: BusinessMetric.MenuPrerenderFailures,
          // As functions/lib/observability.ts publishes it: the function's name and the stage.
          dimensionsMap: { service: 'menu-prerender', stage: props.stage },
          period,
          statistic: 'Sum',
        }),
        threshold: ALARM_THRESHOLDS.menuPrerenderFailures,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  private add(alarm: Alarm): void {
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
