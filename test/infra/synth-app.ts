import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { App, Validations, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll } from 'vitest';
import cdkJson from '../../cdk.json';
import { readSettings } from '../../infra/stacks/settings';
import { createTableTapStacks, type TableTapStacks } from '../../infra/stacks/tabletap';

/** One cdk-nag finding left unacknowledged. */
export interface NagFinding {
  rule: string;
  severity: string;
  constructPath: string;
}

export interface SynthesizedApp {
  app: App;
  stacks: TableTapStacks;
  template: (stack: Stack) => Template;
  nagFindings: NagFinding[];
  outdir: string;
}

/**
 * Synthesizes the whole app as `npm run synth` does (cdk.json context, cdk-nag AWS Solutions checks) minus the
 * slow parts: esbuild bundling is skipped (each NodejsFunction keeps every property but its code), assets are not
 * copied (a test that reads a staged file sets `aws:cdk:disable-asset-staging: false`) and CloudFormation schema
 * validation is off. Call once per test file, at module level.
 */
export function synthesizeApp(context: Record<string, unknown> = {}): SynthesizedApp {
  const outdir = mkdtempSync(join(tmpdir(), 'tabletap-cdk-'));
  const removeOutdir = () => rmSync(outdir, { recursive: true, force: true });
  afterAll(removeOutdir);
  const app = new App({
    outdir,
    builtinCloudFormationValidation: false,
    context: {
      ...cdkJson.context,
      'aws:cdk:bundling-stacks': [],
      'aws:cdk:disable-asset-staging': true,
      // Collect cdk-nag's findings in the report instead of failing the synth at the first one.
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      stage: 'test',
      // Whatever sits in dist/web right now must not change the outcome: no build unless a test brings one.
      webBuildDir: join(outdir, 'no-web-build'),
      ...context,
    },
  });
  let stacks: TableTapStacks;
  let assemblyDirectory: string;
  try {
    stacks = createTableTapStacks(app, readSettings(app));
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    assemblyDirectory = app.synth().directory;
  } catch (error) {
    // A file whose module-level synth throws never runs its afterAll hooks.
    removeOutdir();
    throw error;
  }
  return {
    app,
    stacks,
    template: (stack) => Template.fromStack(stack),
    nagFindings: readNagFindings(assemblyDirectory),
    outdir,
  };
}

export function readNagFindings(assemblyDirectory: string): NagFinding[] {
  const report = JSON.parse(readFileSync(join(assemblyDirectory, 'validation-report.json'), 'utf8')) as {
    pluginReports: {
      pluginName: string;
      violations: { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] }[];
    }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.flatMap((violation) =>
      violation.violatingConstructs.map((construct) => ({
        rule: violation.ruleName,
        severity: violation.severity,
        constructPath: construct.constructPath,
      })),
    ),
  );
}

/**
 * The /config.json the site deployment writes, each deploy-time value (a marker in the staged file) replaced by
 * the CloudFormation expression that fills it in, spelled as `stack.resolve()` spells it (`Fn::Join` when the
 * value has literal parts). Needs asset staging (CDK deletes the unstaged original).
 */
export function deployedWebConfig({ outdir, stacks, template }: SynthesizedApp): Record<string, unknown> {
  const manifest = JSON.parse(readFileSync(join(outdir, `${stacks.site.artifactId}.assets.json`), 'utf8')) as {
    files: Record<string, { source: { path: string } }>;
  };
  const stagedDirs = Object.values(manifest.files)
    .map((file) => (isAbsolute(file.source.path) ? file.source.path : join(outdir, file.source.path)))
    .filter((path) => existsSync(join(path, 'config.json')));
  if (stagedDirs.length !== 1) throw new Error(`expected one staged config.json, found ${stagedDirs.length}`);
  const deployments = template(stacks.site).findResources('Custom::CDKBucketDeployment') as Record<
    string,
    { Properties: { SourceMarkers?: Record<string, unknown>[] } }
  >;
  const markers: Record<string, unknown> = Object.assign(
    {},
    ...Object.values(deployments).flatMap((deployment) => deployment.Properties.SourceMarkers ?? []),
  );
  const withExpressions = (value: string): unknown => {
    const parts = value
      .split(/(<<marker:[^>]+>>)/)
      .filter((part) => part !== '')
      .map((part) => (part in markers ? markers[part] : part));
    return parts.length === 1 ? parts[0] : { 'Fn::Join': ['', parts] };
  };
  return JSON.parse(readFileSync(join(stagedDirs[0]!, 'config.json'), 'utf8'), (_key, value: unknown) =>
    typeof value === 'string' ? withExpressions(value) : value,
  ) as Record<string, unknown>;
}

/** The stacks that hold the Lambda functions: the API's nested stacks (one per area) and the realtime stack. */
export function functionStacksOf(stacks: TableTapStacks): Stack[] {
  return [...stacks.api.functionStacks.values(), stacks.realtime];
}
