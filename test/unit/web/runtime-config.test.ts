import { describe, expect, it } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from '../../../web/src/config/runtime-config';
import { toAmplifyConfig } from '../../../web/src/lib/amplify/amplify-config';
import { webConfigSchema } from '../../../shared/api';

const localConfig = {
  apiUrl: 'http://localhost:3001/',
  wsUrl: 'ws://localhost:3002',
  region: 'us-east-1',
  userPoolId: 'local_abc123',
  userPoolClientId: 'client123',
  userPoolEndpoint: 'http://localhost:9229',
  oauth: null,
  mediaUrl: 'http://localhost:4569/media',
  stage: 'local',
};

const awsConfig = {
  ...localConfig,
  apiUrl: 'https://api.tabletap.example',
  userPoolId: 'eu-west-1_AbC',
  userPoolEndpoint: null,
  oauth: {
    domain: 'tabletap.auth.eu-west-1.amazoncognito.com',
    redirectSignIn: 'https://tabletap.example/auth',
    redirectSignOut: 'https://tabletap.example/',
  },
};

function jsonResponse(body: unknown, status = 200) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

describe('runtime config (/config.json)', () => {
  it('parses a valid config and drops the trailing slash of the API URL', () => {
    const config = parseRuntimeConfig(localConfig);
    expect(config.apiUrl).toBe('http://localhost:3001');
    expect(config.userPoolEndpoint).toBe('http://localhost:9229');
  });

  it('names every missing or wrong field', () => {
    const { userPoolId: _omitted, ...withoutPool } = localConfig;
    const parseBroken = () => parseRuntimeConfig({ ...withoutPool, apiUrl: 'not a url' });
    expect(parseBroken).toThrow(RuntimeConfigError);
    expect(parseBroken).toThrow(/apiUrl/);
    expect(parseBroken).toThrow(/userPoolId/);
  });

  it('loads /config.json once and serves it to the rest of the app', async () => {
    const requested: string[] = [];
    const fakeFetch = (async (url: string) => {
      requested.push(url);
      return jsonResponse(awsConfig);
    }) as typeof fetch;
    await loadRuntimeConfig(fakeFetch);
    expect(requested).toEqual(['/config.json']);
    expect(getRuntimeConfig().userPoolId).toBe('eu-west-1_AbC');
  });

  it('fails with a clear message when the file is missing or not JSON', async () => {
    await expect(loadRuntimeConfig((async () => jsonResponse('nope', 404)) as typeof fetch)).rejects.toThrow('HTTP 404');
    await expect(loadRuntimeConfig((async () => jsonResponse('<html>')) as typeof fetch)).rejects.toThrow('not valid JSON');
  });
});

describe('Amplify configuration from the runtime config', () => {
  it('points Amplify at cognito-local and leaves OAuth out when Google is not set up', () => {
    const cognito = toAmplifyConfig(parseRuntimeConfig(localConfig)).Auth?.Cognito;
    expect(cognito).toMatchObject({
      userPoolId: 'local_abc123',
      userPoolClientId: 'client123',
      userPoolEndpoint: 'http://localhost:9229',
      loginWith: { email: true },
    });
    expect(cognito?.loginWith?.oauth).toBeUndefined();
  });

  it('has no custom endpoint in AWS and the Google hosted UI when configured', () => {
    const cognito = toAmplifyConfig(parseRuntimeConfig(awsConfig)).Auth?.Cognito;
    expect(cognito && 'userPoolEndpoint' in cognito).toBe(false);
    expect(cognito?.loginWith?.oauth).toEqual({
      domain: 'tabletap.auth.eu-west-1.amazoncognito.com',
      scopes: ['openid', 'email', 'profile'],
      redirectSignIn: ['https://tabletap.example/auth'],
      redirectSignOut: ['https://tabletap.example/'],
      responseType: 'code',
      providers: ['Google'],
    });
  });
});

describe('the hand-written check agrees with webConfigSchema (shared/api.ts)', () => {
  const cases: [string, unknown][] = [
    ['local', localConfig],
    ['aws', awsConfig],
    ['no api url', { ...localConfig, apiUrl: undefined }],
    ['api url not a url', { ...localConfig, apiUrl: 'localhost:3001' }],
    ['endpoint not a url', { ...localConfig, userPoolEndpoint: 'nope' }],
    ['oauth missing a field', { ...awsConfig, oauth: { domain: 'd', redirectSignIn: 'r' } }],
    ['oauth a string', { ...awsConfig, oauth: 'google' }],
    ['stage a number', { ...localConfig, stage: 3 }],
    ['not an object', ['apiUrl']],
    ['null', null],
  ];
  for (const [name, config] of cases) {
    it(`${name}: ${webConfigSchema.safeParse(config).success ? 'accepted' : 'refused'} by both`, () => {
      const schemaAccepts = webConfigSchema.safeParse(config).success;
      const parse = () => parseRuntimeConfig(config);
      if (schemaAccepts) expect(parse).not.toThrow();
      else expect(parse).toThrow(RuntimeConfigError);
    });
  }

  it('keeps only the known fields', () => {
    expect(parseRuntimeConfig({ ...localConfig, extra: 'x' })).not.toHaveProperty('extra');
  });
});
