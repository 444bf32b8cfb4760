import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { BusinessMetric, METRICS_NAMESPACE } from '../../functions/lib/metric-names';
import { ALARM_THRESHOLDS } from '../../infra/stacks/monitoring';
import { synthesizeApp } from './synth-app';

/** Issue 13, operable in production: backups, the stream's dead letters, the alarms and media versioning. */
const { stacks, template } = synthesizeApp({ alarmEmail: 'ops@example.com' });
const data = template(stacks.data);
const realtime = template(stacks.realtime);
const monitoring = template(stacks.monitoring);
const media = template(stacks.media);

type Resource = { Properties: Record<string, unknown> };
const only = (resources: Record<string, unknown>): [string, Resource] => {
  const entries = Object.entries(resources) as [string, Resource][];
  expect(entries).toHaveLength(1);
  return entries[0]!;
};

describe('table backups', () => {
  it('has point-in-time recovery and deletion protection on, and is retained with the stack', () => {
    data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
      DeletionPolicy: 'Retain',
    });
  });
});

describe('the table stream', () => {
  const [queueId] = only(realtime.findResources('AWS::SQS::Queue'));

  it('has an encrypted, TLS-only dead-letter queue', () => {
    realtime.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    realtime.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('reports batch item failures, bisects, retries 3 times and sends what still fails to the queue', () => {
    // Every stream function (the live messages, the prerendered menu pages).
    expect(Object.keys(realtime.findResources('AWS::Lambda::EventSourceMapping'))).toHaveLength(2);
    realtime.allResourcesProperties('AWS::Lambda::EventSourceMapping', {
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
  });
});

describe('alarms', () => {
  const alarms = monitoring.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>;
  const [topicId] = only(monitoring.findResources('AWS::SNS::Topic'));
  const alarmFor = (metricName: string) => {
    const found = Object.values(alarms).filter((alarm) => JSON.stringify(alarm.Properties).includes(`"MetricName":"${metricName}"`));
    expect(found, metricName).toHaveLength(1);
    return found[0]!.Properties;
  };

  it('alarms on the HTTP API 5xx rate (5xx / requests over 5 minutes)', () => {
    const alarm = alarmFor('5xx');
    expect(alarm.Threshold).toBe(ALARM_THRESHOLDS.http5xxPercent);
    expect(JSON.stringify(alarm.Metrics)).toContain('"MetricName":"Count"');
    expect(JSON.stringify(alarm.Metrics)).toContain('100 * errors / requests');
    expect(JSON.stringify(alarm.Metrics)).toContain('"Namespace":"AWS/ApiGateway"');
  });

  it('alarms on any Lambda throttle', () => {
    const alarm = alarmFor('Throttles');
    expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', Statistic: 'Sum', Threshold: 0, Period: 300, ComparisonOperator: 'GreaterThanThreshold' });
  });

  it('alarms as soon as the dead-letter queue holds a message', () => {
    const alarm = alarmFor('ApproximateNumberOfMessagesVisible');
    expect(alarm).toMatchObject({ Namespace: 'AWS/SQS', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
    expect(JSON.stringify(alarm.Dimensions)).toContain('QueueName');
  });

  it('alarms on webhook signature failures, the business metric as the function publishes it', () => {
    const alarm = alarmFor(BusinessMetric.WebhookSignatureFailures);
    expect(alarm).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Statistic: 'Sum',
      Period: 300,
      Threshold: ALARM_THRESHOLDS.webhookSignatureFailures,
      Dimensions: [
        { Name: 'service', Value: 'stripe-webhook' },
        { Name: 'stage', Value: 'test' },
      ],
    });
  });

  it('alarms on any menu page that failed to render, as menu-prerender publishes it', () => {
    const alarm = alarmFor(BusinessMetric.MenuPrerenderFailures);
    expect(alarm).toMatchObject({
      Namespace: METRICS_NAMESPACE,
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      Dimensions: [
        { Name: 'service', Value: 'menu-prerender' },
        { Name: 'stage', Value: 'test' },
      ],
    });
  });

  it('notifies the alarm topic, mailed to the alarmEmail setting', () => {
    expect(Object.keys(alarms)).toHaveLength(5);
    for (const alarm of Object.values(alarms)) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    monitoring.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com', TopicArn: { Ref: topicId } });
  });

  it('publishes the metrics the alarms watch into the namespace the functions are given', () => {
    const [, fn] = Object.entries(realtime.findResources('AWS::Lambda::Function'))[0] as [string, Resource];
    expect(fn.Properties.Environment).toMatchObject({ Variables: { POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE } });
  });
});

describe('media bucket', () => {
  it('is versioned, and old versions expire after 30 days', () => {
    media.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Status: 'Enabled', NoncurrentVersionExpiration: { NoncurrentDays: 30 }, ExpiredObjectDeleteMarker: true }),
        ]),
      },
    });
  });
});
