import { Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { functionAccess } from '../routes';
import { CHANGE_EVENTS, STREAM_FILTERS, type StreamFilter } from '../stream-filters';
import { table } from '../table';
import { AppFunction, type SharedFunctionProps } from './function-defaults';
import type { Settings } from './settings';

export interface RealtimeStackProps extends StackProps {
  /** infra/routes.ts wsRoutes. */
  routes: readonly { routeKey: string; fn: string }[];
  /** infra/routes.ts streamFunctions: fed by the table's stream. */
  streamFunctions: readonly string[];
  functions: SharedFunctionProps;
  throttle: Settings['apiThrottle'];
  streamMaxRecordAge: Duration;
  /** The site bucket (WebStack): stream functions that declare 'site-pages' write the prerendered diner pages there. */
  siteBucket: IBucket;
}

/**
 * How a stream function is fed, besides what they all share (partial batch responses, bisect, retries, the
 * dead-letter queue) and which records reach it (infra/stream-filters.ts). The default: at once (the live messages).
 * menu-prerender gathers a burst of edits for a second so it renders once, with the memory and time a render takes.
 */
export const STREAM_FUNCTION_OPTIONS: Record<string, { maxBatchingWindow?: Duration; memorySize?: number; timeout?: Duration }> = {
  'menu-prerender': { maxBatchingWindow: Duration.seconds(1), memorySize: 1024, timeout: Duration.minutes(5) },
};

/** The event source mapping's filter criteria for a function's STREAM_FILTERS entry (a record passes if any matches). */
function filterCriteria(filter: StreamFilter | undefined) {
  if (!filter) return undefined;
  if (filter.sortKeyPrefixes && filter.entities) throw new Error('A stream filter takes sort-key prefixes or entities, not both');
  if (filter.sortKeyPrefixes) {
    return filter.sortKeyPrefixes.map((prefix) => FilterCriteria.filter({ dynamodb: { Keys: { [table.sortKey]: { S: FilterRule.beginsWith(prefix) } } } }));
  }
  if (filter.entities) {
    return [
      FilterCriteria.filter({
        eventName: FilterRule.or(...CHANGE_EVENTS),
        dynamodb: { NewImage: { [table.entityTags.entity]: { S: FilterRule.or(...filter.entities) } } },
      }),
    ];
  }
  return undefined;
}

/**
 * The live dashboard: a WebSocket API (routes from infra/routes.ts wsRoutes) and the table-stream functions
 * (streamFunctions) that turn order and service-request changes into messages for a restaurant's connections, and
 * menu changes into the prerendered diner pages (menu-prerender, writing to the site bucket).
 */
export class RealtimeStack extends Stack {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  /** `wss://{api}.execute-api.{region}.amazonaws.com/{stage}`: what the browser connects to. */
  readonly wsUrl: string;
  /** Function name (infra/routes.ts) to its Lambda. */
  readonly functions = new Map<string, AppFunction>();
  /**
   * Where the stream functions' failed records go after their retries: one message per failed batch (or record,
   * once bisected) holding the shard and sequence numbers to read it again from the stream (README, Operations).
   */
  readonly streamDeadLetters: Queue;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const shared = props.functions;
    this.webSocketApi = new WebSocketApi(this, 'WebSocketApi', { description: 'TableTap live dashboard' });
    this.stage = this.addStage(props);
    this.wsUrl = this.stage.url;

    for (const { routeKey, fn: name } of props.routes) {
      const fn = this.addFunction(name, shared);
      const route = this.webSocketApi.addRoute(routeKey, {
        integration: new WebSocketLambdaIntegration(`${name}Integration`, fn),
      });
      Validations.of(route).acknowledge(
        {
          id: 'AwsSolutions-APIG4',
          reason:
            routeKey === '$connect'
              ? 'Browsers cannot set headers on a WebSocket: the ws-connect function verifies the Cognito token from the query string and records the role.'
              : 'API Gateway authorizes a WebSocket only at $connect; later frames travel on that authenticated connection.',
        },
      );
    }

    this.streamDeadLetters = new Queue(this, 'StreamDeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The stream keeps records for 24 hours: a pointer is only worth replaying within that day.
      retentionPeriod: Duration.days(4),
    });
    Validations.of(this.streamDeadLetters).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue IS the dead-letter destination of the table stream's event source mappings; nothing consumes it but an operator.",
    });
    for (const name of props.streamFunctions) {
      const options = STREAM_FUNCTION_OPTIONS[name] ?? {};
      const fn = this.addFunction(name, shared, options.timeout ?? Duration.seconds(30), options.memorySize);
      if (functionAccess(name).needs.includes('site-pages')) fn.bindSitePages(props.siteBucket);
      fn.addEventSource(
        new DynamoEventSource(shared.table, {
          startingPosition: StartingPosition.LATEST,
          batchSize: 100,
          maxBatchingWindow: options.maxBatchingWindow ?? Duration.seconds(0),
          filters: filterCriteria(STREAM_FILTERS[name]),
          // The handler names its failed records (Powertools batch): Lambda retries from the first of them, halving
          // the batch each time, and after the retries sends the failed range's pointer to the dead-letter queue.
          reportBatchItemFailures: true,
          bisectBatchOnError: true,
          retryAttempts: 3,
          maxRecordAge: props.streamMaxRecordAge,
          onFailure: new SqsDlq(this.streamDeadLetters),
        }),
      );
    }
  }

  /**
   * One Lambda per function name, even when several route keys name it; it posts to clients through @connections
   * only when infra/routes.ts says it `needs` 'connections'.
   */
  private addFunction(name: string, shared: SharedFunctionProps, timeout?: Duration, memorySize?: number): AppFunction {
    const existing = this.functions.get(name);
    if (existing) return existing;
    const fn = new AppFunction(this, { name, shared, timeout, memorySize });
    if (functionAccess(name).needs.includes('connections')) fn.bindConnections(this.webSocketApi, this.stage);
    this.functions.set(name, fn);
    return fn;
  }

  private addStage(props: RealtimeStackProps): WebSocketStage {
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.functions.logRetention });
    return new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: props.functions.stage,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            eventType: '$context.eventType',
            routeKey: '$context.routeKey',
            status: '$context.status',
            connectionId: '$context.connectionId',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
  }
}
