import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { afterAll, describe, expect, it } from 'vitest';
import { readNagFindings, synthesizeApp } from './synth-app';

const webBuild = mkdtempSync(join(tmpdir(), 'tabletap-web-'));
mkdirSync(join(webBuild, 'assets'));
writeFileSync(join(webBuild, 'index.html'), '<!doctype html>');
writeFileSync(join(webBuild, 'assets', 'app-1a2b3c.js'), '');
afterAll(() => rmSync(webBuild, { recursive: true, force: true }));

/** Every optional part switched on: Google sign-in, a built web app, an extra origin. */
const configurations = {
  defaults: synthesizeApp(),
  'everything configured': synthesizeApp({
    googleClientId: 'google-client-id',
    extraSiteOrigins: 'http://localhost:5173',
    webBuildDir: webBuild,
  }),
};

function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({ path: construct.node.path, id, reason })),
      ),
  );
}

describe('cdk-nag AWS Solutions checks', () => {
  for (const [name, synthesized] of Object.entries(configurations)) {
    it(`leaves no finding unacknowledged (${name})`, () => {
      expect(synthesized.nagFindings).toEqual([]);
    });
  }

  it('gives every acknowledgement a concrete reason', () => {
    const acks = acknowledgements(configurations['everything configured'].app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.length, `${ack.path} ${ack.id}: "${ack.reason}"`).toBeGreaterThanOrEqual(40);
    }
  });

  it('reports what it finds (the collection above is not blind)', () => {
    const outdir = mkdtempSync(join(tmpdir(), 'tabletap-nag-'));
    try {
      const app = new App({
        outdir,
        builtinCloudFormationValidation: false,
        context: { '@aws-cdk/core:failSynthOnValidationErrors': false },
      });
      new Bucket(new Stack(app, 'Careless'), 'Bucket');
      Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
      const findings = readNagFindings(app.synth().directory);
      expect(findings).toEqual(
        expect.arrayContaining([
          { rule: 'AwsSolutions-S1', severity: 'error', constructPath: 'Careless/Bucket/Resource' },
          { rule: 'AwsSolutions-S10', severity: 'error', constructPath: 'Careless/Bucket/Resource' },
        ]),
      );
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});
