import { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { afterEach, describe, expect, it } from 'vitest';
import { readSettings } from '../../infra/stacks/settings';

const settingsFrom = (context: Record<string, unknown>) => readSettings(new App({ context }));

describe('deployment settings', () => {
  afterEach(() => {
    delete process.env.TABLETAP_GOOGLE_CLIENT_ID;
    delete process.env.TABLETAP_ALARM_EMAIL;
  });

  it('has offline defaults: stage dev, no Google, 30-day logs, dist/web', () => {
    const settings = settingsFrom({});
    expect(settings).toMatchObject({
      stage: 'dev',
      google: null,
      extraSiteOrigins: [],
      logRetention: RetentionDays.ONE_MONTH,
      apiThrottle: { rateLimit: 50, burstLimit: 100 },
      apiStrictThrottle: { rateLimit: 20, burstLimit: 40 },
      wafRateLimit: 2000,
      wafStrictRateLimit: 100,
      webAclArn: undefined,
      alarmEmail: undefined,
    });
    expect(settings.webBuildDir).toMatch(/\/dist\/web$/);
  });

  it('reads context, including lists given as `-c key=a,b`', () => {
    const settings = settingsFrom({
      stage: 'prod',
      extraSiteOrigins: 'http://localhost:5173, https://tabletap.example',
      logRetentionDays: '90',
      apiRateLimit: '200',
    });
    expect(settings.stage).toBe('prod');
    expect(settings.extraSiteOrigins).toEqual(['http://localhost:5173', 'https://tabletap.example']);
    expect(settings.logRetention).toBe(RetentionDays.THREE_MONTHS);
    expect(settings.apiThrottle.rateLimit).toBe(200);
  });

  it('falls back to TABLETAP_* environment variables, and names the Google secret after the stage', () => {
    process.env.TABLETAP_GOOGLE_CLIENT_ID = 'from-env.apps.googleusercontent.com';
    expect(settingsFrom({ stage: 'qa' }).google).toEqual({
      clientId: 'from-env.apps.googleusercontent.com',
      clientSecretName: 'tabletap/qa/google-client-secret',
    });
  });

  it('mails the alarms to alarmEmail, from context or TABLETAP_ALARM_EMAIL', () => {
    expect(settingsFrom({ alarmEmail: 'ops@example.com' }).alarmEmail).toBe('ops@example.com');
    process.env.TABLETAP_ALARM_EMAIL = 'oncall@example.com';
    expect(settingsFrom({}).alarmEmail).toBe('oncall@example.com');
  });

  it('refuses values that would only fail at deploy time', () => {
    expect(() => settingsFrom({ stage: 'Prod' })).toThrow(/stage/);
    expect(() => settingsFrom({ logRetentionDays: '31' })).toThrow(/logRetentionDays/);
    expect(() => settingsFrom({ apiBurstLimit: '0' })).toThrow(/apiBurstLimit/);
  });
});
