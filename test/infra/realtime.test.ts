import { describe, expect, it } from 'vitest';
import { wsRoutes } from '../../infra/routes';
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
