import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { allFunctionNames, functionAccess, deployFunctions, httpRoutes, mediaNeeds, scheduledFunctions, streamFunctions } from '../../infra/routes';
import { functionNameTag, IMAGE_FUNCTION } from '../../infra/stacks/function-defaults';
import type { Stack } from 'aws-cdk-lib';
import { functionStacksOf, synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();

interface LambdaResource {
  Properties: {
    Handler: string;
    Runtime: string;
    Architectures: string[];
    TracingConfig: { Mode: string };
    Environment: { Variables: Record<string, unknown> };
    LoggingConfig: { LogGroup: { Ref: string } };
    Tags?: { Key: string; Value: string }[];
  };
}

const CDK_PROVIDER_HANDLER = '__entrypoint__.handler';

/** Every Lambda of a stack by its infra/routes.ts name (functions without the tag are CDK's own helpers). */
function functionsByName(stack: Stack): Map<string, LambdaResource> {
  const byName = new Map<string, LambdaResource>();
  const resources = template(stack).findResources('AWS::Lambda::Function') as Record<string, LambdaResource>;
  for (const resource of Object.values(resources)) {
    // CDK's own custom-resource providers (the demo seed's trigger) run its bundled code, not ours.
    if ((resource.Properties as { Handler?: string }).Handler === CDK_PROVIDER_HANDLER) continue;
    const name = resource.Properties.Tags?.find((tag) => tag.Key === functionNameTag)?.Value;
    expect(name, 'every Lambda of the api and realtime stacks comes from infra/routes.ts').toBeDefined();
    expect(byName.has(name!), `${name} is defined once`).toBe(false);
    byName.set(name!, resource);
  }
  return byName;
}

/** Each stack holding functions (the API's nested stacks, realtime) with its functions by name. */
const functionStacks = functionStacksOf(stacks).map((stack) => ({ stack, functions: functionsByName(stack) }));
const httpFunctions = new Map(functionStacks.filter(({ stack }) => stack !== stacks.realtime).flatMap(({ functions }) => [...functions]));
const allFunctions = new Map(functionStacks.flatMap(({ functions }) => [...functions]));
/** The stack a function's resources (role, policies, log group) are in. */
const stackOf = (name: string): Stack => functionStacks.find(({ functions }) => functions.has(name))!.stack;

function env(name: string): Record<string, unknown> {
  const fn = allFunctions.get(name);
  if (!fn) throw new Error(`no Lambda for ${name}`);
  return fn.Properties.Environment.Variables;
}

describe('Lambda functions', () => {
  it('has exactly one Lambda per function name in infra/routes.ts', () => {
    expect([...allFunctions.keys()].sort()).toEqual(allFunctionNames().sort());
    expect(allFunctions.size).toBe(allFunctionNames().length);
    // The API's stacks also hold the functions the deployment runs (the demo seed) and the scheduled ones (issue 29).
    expect([...httpFunctions.keys()].sort()).toEqual([...new Set([...httpRoutes.map((r) => r.fn), ...deployFunctions, ...scheduledFunctions])].sort());
  });

  it('runs every function as `handler` of its own bundle on arm64, Node.js 22 or newer, traced', () => {
    for (const [name, fn] of allFunctions) {
      expect(fn.Properties.Handler, name).toBe('index.handler');
      expect(fn.Properties.Architectures, name).toEqual(['arm64']);
      const nodeMajor = Number(/^nodejs(\d+)\.x$/.exec(fn.Properties.Runtime)?.[1]);
      expect(nodeMajor, `${name} runtime ${fn.Properties.Runtime}`).toBeGreaterThanOrEqual(22);
      expect(fn.Properties.TracingConfig.Mode, name).toBe('Active');
    }
  });

  it("gives the two functions that decode images with sharp ('images': logos and photos) more memory and time; every other the defaults", () => {
    const decoding = allFunctionNames().filter((name) => functionAccess(name).needs.includes('images'));
    expect(decoding.sort()).toEqual(['logo-confirm', 'menu-image-confirm']);
    for (const [name, fn] of httpFunctions) {
      const { MemorySize, Timeout } = fn.Properties as unknown as { MemorySize: number; Timeout: number };
      // The demo seed answers a deployment and the tab sweep a schedule, not API Gateway's 30 s: each has two minutes.
      const unhurried = name === 'demo-seed' || (scheduledFunctions as readonly string[]).includes(name);
      const expected = decoding.includes(name) ? [IMAGE_FUNCTION.memorySize, IMAGE_FUNCTION.timeout.toSeconds()] : unhurried ? [512, 120] : [512, 10];
      expect([MemorySize, Timeout], name).toEqual(expected);
    }
  });

  it('gives every function a log group with a retention', () => {
    for (const { stack, functions } of functionStacks) {
      const logGroups = template(stack).findResources('AWS::Logs::LogGroup');
      for (const [name, fn] of functions) {
        const logGroup = logGroups[fn.Properties.LoggingConfig.LogGroup.Ref];
        expect(logGroup?.Properties.RetentionInDays, name).toBeGreaterThan(0);
      }
    }
  });

  it('passes the configuration functions/lib/config.ts requires, taken from the resources themselves', () => {
    for (const name of allFunctionNames()) {
      const stack = stackOf(name);
      const variables = env(name);
      expect(variables.TABLE_NAME, name).toEqual(stack.resolve(stacks.data.table.tableName));
      expect(variables.JWT_ISSUER, name).toEqual(stack.resolve(stacks.auth.jwtIssuer));
      expect(variables.USER_POOL_CLIENT_ID, name).toEqual(stack.resolve(stacks.auth.userPoolClient.userPoolClientId));
      expect(variables.SITE_ORIGIN, name).toEqual(stack.resolve(stacks.web.siteUrl));
      expect(variables.STAGE, name).toBe('test');
    }
  });

  it('binds the media bucket to the functions whose routes declare it, and only those', () => {
    for (const name of allFunctionNames()) {
      const declared = mediaNeeds(name).length > 0;
      expect(env(name).MEDIA_BUCKET, name).toEqual(declared ? stackOf(name).resolve(stacks.media.media.bucket.bucketName) : undefined);
      expect(env(name).MEDIA_URL, name).toEqual(declared ? stackOf(name).resolve(stacks.media.media.url) : undefined);
    }
  });

  it('lets the functions that post to WebSocket clients manage connections, and only those', () => {
    const posting = new Set(allFunctionNames().filter((name) => functionAccess(name).needs.includes('connections')));
    // staff-remove (an HTTP function) closes a removed member's sockets.
    expect([...posting].sort()).toEqual(['staff-remove', 'stream-broadcast', 'ws-default']);
    for (const name of allFunctionNames()) {
      const callbackUrl = stackOf(name).resolve(stacks.realtime.stage.callbackUrl);
      expect(env(name).WS_MANAGEMENT_ENDPOINT, name).toEqual(posting.has(name) ? callbackUrl : undefined);
    }
    const managing = functionStacks.flatMap(({ stack }) =>
      Object.keys(
        template(stack).findResources('AWS::IAM::Policy', {
          Properties: {
            PolicyDocument: {
              Statement: Match.arrayWith([Match.objectLike({ Action: 'execute-api:ManageConnections' })]),
            },
          },
        }),
      ),
    );
    expect(managing).toHaveLength(posting.size);
  });

  it('grants read-write on the table to the functions whose routes write, and only to those', () => {
    for (const { stack, functions } of functionStacks) {
      const names = [...functions.keys()];
      const count = names.filter((name) => functionAccess(name).table === 'write').length;
      const policies = template(stack).findResources('AWS::IAM::Policy', {
        Properties: {
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({
                Action: Match.arrayWith(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']),
                Resource: Match.arrayWith([stack.resolve(stacks.data.table.tableArn)]),
              }),
            ]),
          },
        },
      });
      expect(Object.keys(policies)).toHaveLength(count);
    }
  });

  it("keeps every stack under 450 resources, short of CloudFormation's 500 (the API's functions are in nested stacks by area: add a group before one fills)", () => {
    for (const stack of [stacks.data, stacks.media, stacks.web, stacks.auth, stacks.api, ...stacks.api.functionStacks.values(), stacks.realtime, stacks.site]) {
      const count = Object.keys(template(stack).toJSON().Resources ?? {}).length;
      expect(count, `${stack.node.path}: ${count} resources`).toBeLessThan(450);
    }
  });

  it('feeds the stream functions from the table stream, retrying by halves and skipping stale records', () => {
    const realtime = template(stacks.realtime);
    realtime.resourceCountIs('AWS::Lambda::EventSourceMapping', streamFunctions.length);
    realtime.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: stacks.realtime.resolve(stacks.data.table.tableStreamArn),
      StartingPosition: 'LATEST',
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
      MaximumRecordAgeInSeconds: 300,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});
