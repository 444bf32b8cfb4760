import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialsTreatedAsExpired, credentialsWillNeedRefresh, defaultProvider } from '../../../functions/lib/aws/lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

describe("a deployed bundle's credentials (the environment only)", () => {
  it("reads the role's credentials Lambda puts in the environment, session token included", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'ASIAEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
  });

  it('names what is missing when they are not there', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/No AWS credentials in the environment \(AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY\)/);
  });

  it('refreshes credentials that expire, five minutes early, as the full chain does', () => {
    const now = Date.now();
    expect(credentialsWillNeedRefresh({ accessKeyId: 'a', secretAccessKey: 's' })).toBe(false);
    expect(credentialsWillNeedRefresh({ accessKeyId: 'a', secretAccessKey: 's', expiration: new Date(now + 3_600_000) })).toBe(true);
    expect(credentialsTreatedAsExpired({ accessKeyId: 'a', secretAccessKey: 's', expiration: new Date(now + 240_000) })).toBe(true);
    expect(credentialsTreatedAsExpired({ accessKeyId: 'a', secretAccessKey: 's', expiration: new Date(now + 3_600_000) })).toBe(false);
    expect(credentialsTreatedAsExpired(undefined)).toBe(false);
  });
});
