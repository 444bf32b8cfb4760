import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readSettings } from './stacks/settings';
import { createTableTapStacks } from './stacks/tabletap';

/**
 * The CDK app (cdk.json runs it with tsx). Configuration comes from context or TABLETAP_* environment variables
 * (infra/stacks/settings.ts). cdk-nag's AWS Solutions checks run on every synth: an unacknowledged error fails it,
 * here and in test/infra.
 */
const app = new App();
createTableTapStacks(app, readSettings(app));
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
app.synth();
