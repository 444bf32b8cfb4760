import { describe, expect, it } from 'vitest';
import { streamFunctions, wsRoutes } from '../../infra/routes';
import { functionNameTag } from '../../infra/stacks/function-defaults';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const realtime = template(stacks.realtime);

/** Logical id of the Lambda tagged with an infra/routes.ts function name. */
function lambdaId(name: string): string {
  const functions = realtime.findResources('AWS::Lambda::Function', {
    Properties: { Tags: [{ Key: functionNameTag, Value: name }] },
  });
  const ids = Object.keys(functions);
  expect(ids, name).toHaveLength(1);
  return ids[0]!;
}

describe('WebSocket API', () => {
  it('routes $connect, $disconnect and $default to their functions from infra/routes.ts', () => {
    realtime.resourceCountIs('AWS::ApiGatewayV2::Route', wsRoutes.length);
    const routes = Object.values(realtime.findResources('AWS::ApiGatewayV2::Route'));
    const integrations = realtime.findResources('AWS::ApiGatewayV2::Integration');
    for (const { routeKey, fn } of wsRoutes) {
      const route = routes.find((r) => r.Properties.RouteKey === routeKey);
      expect(route, routeKey).toBeDefined();
      const integrationId = route!.Properties.Target['Fn::Join'][1][1].Ref as string;
      const uri = JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri);
      expect(uri, routeKey).toContain(`"${lambdaId(fn)}"`);
    }
  });

  it('deploys a throttled, access-logged stage named after the deployment stage', () => {
    realtime.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'test',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
    });
    const [stage] = Object.values(realtime.findResources('AWS::ApiGatewayV2::Stage'));
    expect(stage?.Properties.AccessLogSettings.Format).toContain('$context.connectionId');
  });

  it('gives the browser a wss:// URL and the functions the https:// @connections endpoint of that stage', () => {
    expect(JSON.stringify(stacks.realtime.resolve(stacks.realtime.wsUrl))).toMatch(/"wss:\/\/".*"\/test"/);
    expect(JSON.stringify(stacks.realtime.resolve(stacks.realtime.stage.callbackUrl))).toMatch(/"https:\/\/".*"\/test"/);
  });
});

describe('the table stream\'s functions', () => {
  const mappings = Object.values(realtime.findResources('AWS::Lambda::EventSourceMapping'));
  const mappingOf = (name: string) => {
    const found = mappings.filter((m) => m.Properties.FunctionName.Ref === lambdaId(name));
    expect(found, name).toHaveLength(1);
    return found[0]!.Properties;
  };

  it('feeds each of them from the stream', () => {
    expect(mappings).toHaveLength(streamFunctions.length);
    for (const name of streamFunctions) expect(mappingOf(name).StartingPosition, name).toBe('LATEST');
  });

  it('sends stream-broadcast only inserts and updates of orders, service requests and table visits, at once', () => {
    const mapping = mappingOf('stream-broadcast');
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['order', 'serviceRequest', 'tableSession'] } } } },
    ]);
    expect(mapping.MaximumBatchingWindowInSeconds).toBe(0);
  });

  it('sends menu-prerender only menu changes (sort key $menu... or $translations...), gathered for a second, as its other settings', () => {
    const mapping = mappingOf('menu-prerender');
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { dynamodb: { Keys: { sk: { S: [{ prefix: '$menu#' }] } } } },
      { dynamodb: { Keys: { sk: { S: [{ prefix: '$translations#' }] } } } },
    ]);
    expect(mapping).toMatchObject({
      MaximumBatchingWindowInSeconds: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      DestinationConfig: mappingOf('stream-broadcast').DestinationConfig,
    });
    realtime.hasResourceProperties('AWS::Lambda::Function', {
      Tags: [{ Key: functionNameTag, Value: 'menu-prerender' }],
      MemorySize: 1024,
      Timeout: 300,
    });
  });
});
