/**
 * Least privilege, read from the synthesized IAM policies: each function's role may touch what its routes declare in
 * infra/routes.ts (table 'read' | 'write', needs 'payments' | 'connections' | 'mail' | 'translate' | 'images' | 'site-pages' | 'media:put' | 'media:get' | 'media:delete')
 * and nothing more.
 */
import { describe, expect, it } from 'vitest';
import { allFunctionNames, functionAccess, mediaNeeds } from '../../infra/routes';
import { functionNameTag, MEDIA_ACTIONS } from '../../infra/stacks/function-defaults';
import type { Stack } from 'aws-cdk-lib';
import { functionStacksOf, synthesizeApp } from './synth-app';

const stripeSecretName = 'tabletap/test/stripe-keys';
const mailFrom = 'TableTap <no-reply@mail.example.com>';
const { stacks, template } = synthesizeApp({ stripeSecretName, mailFrom });

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
interface FunctionResource {
  Properties: { Role: { 'Fn::GetAtt': [string, string] }; Environment: { Variables: Record<string, unknown> }; Tags?: { Key: string; Value: string }[] };
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

/** Per function name: its environment and every statement of every policy attached to its role. */
const functions = new Map<string, { env: Record<string, unknown>; statements: Statement[]; stack: Stack }>();
for (const stack of functionStacksOf(stacks)) {
  const t = template(stack);
  const policies = Object.values(t.findResources('AWS::IAM::Policy') as Record<string, PolicyResource>);
  for (const fn of Object.values(t.findResources('AWS::Lambda::Function') as Record<string, FunctionResource>)) {
    const name = fn.Properties.Tags?.find((tag) => tag.Key === functionNameTag)?.Value;
    if (!name) continue;
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const statements = policies
      .filter((policy) => policy.Properties.Roles.some((r) => r.Ref === role))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
    functions.set(name, { env: fn.Properties.Environment.Variables, statements, stack });
  }
}

const actionsOf = (statements: Statement[]) => statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
const mentions = (value: unknown, text: string) => JSON.stringify(value).includes(text);
/** The table's ARN as the function's own stack refers to it. */
const tableArnIn = (name: string) => functions.get(name)!.stack.resolve(stacks.data.table.tableArn);

/** The site bucket's ARN as the function's own stack refers to it, without the quotes (to find it in a statement). */
const siteBucketArnIn = (name: string) => JSON.stringify(functions.get(name)!.stack.resolve(stacks.web.bucket.bucketArn)).slice(1, -1);
const onSiteBucket = (name: string, statement: Statement) => mentions(statement.Resource, siteBucketArnIn(name));

/** DynamoDB actions that change data. */
const TABLE_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('least privilege (synthesized IAM policies)', () => {
  it('finds every function and its policies', () => {
    expect([...functions.keys()].sort()).toEqual(allFunctionNames().sort());
    for (const [name, { statements }] of functions) expect(statements.length, name).toBeGreaterThan(0);
  });

  it('gives a function without a payments route no access to the Stripe secret', () => {
    const without = allFunctionNames().filter((name) => !functionAccess(name).needs.includes('payments'));
    expect(without).toContain('menu-public');
    expect(without).toContain('orders-list');
    for (const name of without) {
      const { env, statements } = functions.get(name)!;
      expect(mentions(env, stripeSecretName), `${name}: no reference to the secret in its environment`).toBe(false);
      expect(env.STRIPE_SECRET_KEY, name).toBeUndefined();
      expect(env.STRIPE_WEBHOOK_SECRET, name).toBeUndefined();
      expect(actionsOf(statements).filter((a) => a.startsWith('secretsmanager:')), name).toEqual([]);
      expect(mentions(statements, 'secretsmanager'), name).toBe(false);
    }
    // The control: the declared ones do get it (so the check above is not blind).
    expect(mentions(functions.get('create-payment')!.env, stripeSecretName)).toBe(true);
  });

  it('gives a read-only route no write grant on the table', () => {
    const readOnly = allFunctionNames().filter((name) => functionAccess(name).table === 'read');
    expect(readOnly).toEqual(expect.arrayContaining(['menu-public', 'orders-list', 'order-get', 'analytics-get', 'me']));
    for (const name of readOnly) {
      const onTable = functions.get(name)!.statements.filter((s) => mentions(s.Resource, JSON.stringify(tableArnIn(name)).slice(1, -1)));
      expect(onTable.length, `${name} reads the table`).toBeGreaterThan(0);
      const actions = actionsOf(onTable);
      expect(actions, name).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem']));
      for (const write of TABLE_WRITES) expect(actions, `${name} must not have ${write}`).not.toContain(write);
    }
    // The control: a writing function has the write actions the check looks for.
    const writer = actionsOf(functions.get('order-advance')!.statements);
    for (const write of TABLE_WRITES) expect(writer).toContain(write);
  });

  it('gives each function exactly the media bucket actions its routes declare, on the bucket\'s objects only', () => {
    const bucketObjects = (name: string) => ({ 'Fn::Join': ['', [functions.get(name)!.stack.resolve(stacks.media.media.bucket.bucketArn), '/*']] });
    for (const name of allFunctionNames()) {
      const { statements } = functions.get(name)!;
      const declared = mediaNeeds(name).map((need) => MEDIA_ACTIONS[need]).sort();
      // The site bucket's statements ('site-pages') are checked below.
      const s3Statements = statements.filter((s) => actionsOf([s]).some((a) => a.startsWith('s3:')) && !onSiteBucket(name, s));
      expect(actionsOf(s3Statements).sort(), name).toEqual(declared);
      for (const statement of s3Statements) {
        // The objects of the media bucket (arn/*), never the bucket itself, another bucket or '*'.
        expect(statement.Resource, name).toEqual(bucketObjects(name));
      }
    }
    // The controls: the logo routes get what each uses, and nothing else touches the bucket.
    expect(actionsOf(functions.get('logo-upload')!.statements).filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    expect(actionsOf(functions.get('logo-confirm')!.statements).filter((a) => a.startsWith('s3:')).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    expect(actionsOf(functions.get('logo-delete')!.statements).filter((a) => a.startsWith('s3:'))).toEqual(['s3:DeleteObject']);
    // The menu photo routes likewise (the confirmation reads, writes the copies and deletes; the removal only deletes).
    expect(actionsOf(functions.get('menu-image-upload')!.statements).filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    expect(actionsOf(functions.get('menu-image-confirm')!.statements).filter((a) => a.startsWith('s3:')).sort()).toEqual([
      's3:DeleteObject',
      's3:GetObject',
      's3:PutObject',
    ]);
    expect(actionsOf(functions.get('menu-image-delete')!.statements).filter((a) => a.startsWith('s3:'))).toEqual(['s3:DeleteObject']);
    // Deleting an item or a category deletes the photos' files with it: delete only.
    for (const name of ['menu-item-delete', 'menu-category-delete']) {
      expect(actionsOf(functions.get(name)!.statements).filter((a) => a.startsWith('s3:')), name).toEqual(['s3:DeleteObject']);
    }
    expect(allFunctionNames().filter((name) => mediaNeeds(name).length > 0).sort()).toEqual([
      'logo-confirm',
      'logo-delete',
      'logo-upload',
      'menu-category-delete',
      'menu-image-confirm',
      'menu-image-delete',
      'menu-image-upload',
      'menu-item-delete',
      // The CSV export writes its file under the private exports/ prefix and signs the link to read it.
      'orders-export',
    ]);
  });

  it('lets only the functions that declare site-pages read the app shell and write the prerendered pages, nothing else', () => {
    const rendering = allFunctionNames().filter((name) => functionAccess(name).needs.includes('site-pages'));
    expect(rendering).toEqual(['menu-prerender']);
    for (const name of allFunctionNames()) {
      const { env, statements } = functions.get(name)!;
      const onSite = statements.filter((s) => onSiteBucket(name, s));
      if (!rendering.includes(name)) {
        expect(onSite, name).toEqual([]);
        expect(env.SITE_BUCKET, name).toBeUndefined();
        continue;
      }
      expect(env.SITE_BUCKET, name).toEqual(functions.get(name)!.stack.resolve(stacks.web.bucket.bucketName));
      const bucketArn = functions.get(name)!.stack.resolve(stacks.web.bucket.bucketArn) as unknown;
      const objects = (...keys: string[]) => keys.map((key) => ({ 'Fn::Join': ['', [bucketArn, `/${key}`]] }));
      const grants = onSite.map((s) => ({ actions: actionsOf([s]), resources: Array.isArray(s.Resource) ? s.Resource : [s.Resource] }));
      expect(grants, name).toEqual(
        expect.arrayContaining([
          { actions: ['s3:GetObject'], resources: expect.arrayContaining(objects('index.html', 'diner-page-assets.json', 'assets/*')) },
          { actions: ['s3:PutObject'], resources: objects('prerendered/*') },
        ]),
      );
      expect(grants, name).toHaveLength(2);
      expect(grants.find((g) => g.actions.includes('s3:GetObject'))!.resources, name).toHaveLength(3);
      // Replaces a page, never deletes one or lists the bucket.
      const actions = actionsOf(statements);
      expect(actions.filter((a) => a.startsWith('s3:')).sort(), name).toEqual(['s3:GetObject', 's3:PutObject']);
      expect(actions, name).not.toContain('s3:DeleteObject');
    }
  });

  it('lets only the functions that declare mail send through SES, with the sender and the site URL', () => {
    const mailing = allFunctionNames().filter((name) => functionAccess(name).needs.includes('mail'));
    // Invitations; the diner's receipt and the credit notes a refund sends (the refund, and the webhook's refund events);
    // the owner's dispute mail (the webhook); the owner's and managers' mail about paid orders nobody started (issue 30).
    expect(mailing.sort()).toEqual(['order-escalation-sweep', 'order-receipt', 'order-refund', 'staff-invite', 'staff-resend', 'stripe-webhook', 'tab-charge-sweep', 'table-receipt']);
    for (const name of allFunctionNames()) {
      const { env, statements } = functions.get(name)!;
      const sesActions = actionsOf(statements).filter((a) => a.startsWith('ses:'));
      if (mailing.includes(name)) {
        expect(sesActions, name).toEqual(['ses:SendEmail']);
        expect(env.MAIL_FROM, name).toBe(mailFrom);
        expect(env.SITE_URL, name).toBeDefined();
        const sesStatement = statements.find((s) => actionsOf([s]).includes('ses:SendEmail'))!;
        expect(mentions(sesStatement.Resource, ':identity/*'), name).toBe(true);
      } else {
        expect(sesActions, name).toEqual([]);
        expect(env.MAIL_FROM, name).toBeUndefined();
      }
    }
  });

  it('lets only the functions that declare translate call Amazon Translate, TranslateText alone, with TRANSLATOR=aws', () => {
    const translating = allFunctionNames().filter((name) => functionAccess(name).needs.includes('translate'));
    expect(translating).toEqual(['translate-batch']);
    for (const name of allFunctionNames()) {
      const { env, statements } = functions.get(name)!;
      const translateActions = actionsOf(statements).filter((a) => a.startsWith('translate:'));
      if (translating.includes(name)) {
        expect(translateActions, name).toEqual(['translate:TranslateText']);
        expect(env.TRANSLATOR, name).toBe('aws');
      } else {
        expect(translateActions, name).toEqual([]);
        expect(env.TRANSLATOR, name).toBeUndefined();
      }
    }
  });

  it('lets only the functions that declare connections post to WebSocket clients', () => {
    for (const name of allFunctionNames()) {
      const declared = functionAccess(name).needs.includes('connections');
      expect(actionsOf(functions.get(name)!.statements).includes('execute-api:ManageConnections'), name).toBe(declared);
    }
  });
});
