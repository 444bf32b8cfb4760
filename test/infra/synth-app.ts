import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
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
 * slow parts: function bundling is skipped (each function keeps every property but its code), assets are not
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
 * A file a source of the site deployment writes, read from its staged asset directory (the only directory holding a
 * file of that name besides the web build), with that source's own deploy-time markers: each `Source.data` or
 * `Source.jsonData` numbers its markers from 0, so a marker means something only with its source's SourceMarkers.
 * Needs asset staging (CDK deletes the unstaged original).
 */
function stagedSourceFile({ outdir, stacks, template }: SynthesizedApp, name: string): { text: string; markers: Record<string, unknown> } {
  const manifest = JSON.parse(readFileSync(join(outdir, `${stacks.site.artifactId}.assets.json`), 'utf8')) as {
    files: Record<string, { source: { path: string } }>;
  };
  const staged = Object.entries(manifest.files)
    .map(([hash, file]) => ({ hash, dir: isAbsolute(file.source.path) ? file.source.path : join(outdir, file.source.path) }))
    .filter(({ dir }) => existsSync(dir) && statSync(dir).isDirectory() && readdirSync(dir).join() === name);
  if (staged.length !== 1) throw new Error(`expected one staged ${name} of its own, found ${staged.length}`);
  const { hash, dir } = staged[0]!;
  const deployments = Object.values(template(stacks.site).findResources('Custom::CDKBucketDeployment')) as {
    Properties: { SourceObjectKeys: unknown[]; SourceMarkers?: Record<string, unknown>[] };
  }[];
  const sources = deployments.flatMap((deployment) =>
    deployment.Properties.SourceObjectKeys.map((key, index) => ({ key, markers: deployment.Properties.SourceMarkers?.[index] ?? {} })),
  );
  const source = sources.filter(({ key }) => JSON.stringify(key).includes(hash));
  if (source.length !== 1) throw new Error(`expected one deployment source for the staged ${name}, found ${source.length}`);
  return { text: readFileSync(join(dir, name), 'utf8'), markers: source[0]!.markers };
}

/** `value` with each marker replaced by the CloudFormation expression that fills it in (`Fn::Join` when mixed with text). */
function withExpressions(value: string, markers: Record<string, unknown>): unknown {
  const parts = value
    .split(/(<<marker:[^>]+>>)/)
    .filter((part) => part !== '')
    .map((part) => (part in markers ? markers[part] : part));
  return parts.length === 1 ? parts[0] : { 'Fn::Join': ['', parts] };
}

/**
 * The /config.json the site deployment writes, each deploy-time value (a marker in the staged file) replaced by
 * the CloudFormation expression that fills it in, spelled as `stack.resolve()` spells it (`Fn::Join` when the
 * value has literal parts).
 */
export function deployedWebConfig(built: SynthesizedApp): Record<string, unknown> {
  const { text, markers } = stagedSourceFile(built, 'config.json');
  return JSON.parse(text, (_key, value: unknown) => (typeof value === 'string' ? withExpressions(value, markers) : value)) as Record<
    string,
    unknown
  >;
}

/**
 * A file a `Source.data` of the site deployment writes (robots.txt, the re-emitted index.html...), spelled like
 * deployedWebConfig's values: the text itself, or `{ 'Fn::Join': ['', parts] }` when it holds deploy-time values.
 */
export function deployedSiteFile(built: SynthesizedApp, name: string): unknown {
  const { text, markers } = stagedSourceFile(built, name);
  return withExpressions(text, markers);
}

/** The stacks that hold the Lambda functions: the API's nested stacks (one per area) and the realtime stack. */
export function functionStacksOf(stacks: TableTapStacks): Stack[] {
  return [...stacks.api.functionStacks.values(), stacks.realtime];
}
