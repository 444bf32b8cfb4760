/**
 * The whole local stack as `npm start` runs it: real handlers behind the gateway, the demo owner can sign in and
 * sees 'Demo Bistro' with its menu, and a second start on the same data folder finds everything again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../../../infra/local/cognito';
import { startLocalStack, type LocalStack } from '../../../infra/local/stack';
import { testPorts } from './support';

let dataDir: string;
let first: LocalStack | undefined;
let second: LocalStack | undefined;
const firstLog: string[] = [];
const secondLog: string[] = [];
const envBefore = process.env.TABLE_NAME;

const start = (log: string[]) =>
  startLocalStack({ ports: testPorts.stack, dataDir, seed: true, serveWeb: true, quiet: true, log: (line) => log.push(line) });

async function signIn(stack: LocalStack, email: string, password: string): Promise<string> {
  const client = cognitoClient(stack.urls.cognito);
  const auth = await client.send(
    new InitiateAuthCommand({
      ClientId: stack.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  client.destroy();
  return auth.AuthenticationResult!.IdToken!;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-stack-test-'));
  first = await start(firstLog);
}, 120_000);

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('local stack', () => {
  it('serves the demo restaurant to the seeded owner through the real handlers', async () => {
    const stack = first!;
    expect(stack.demo).toMatchObject({ email: 'owner@demo.tabletap.local' });
    expect(stack.demo!.dinerUrl).toBe(`${stack.urls.web}/start?rid=${stack.demo!.restaurantId}&table=5`);
    expect(firstLog).toContain(`Seeded the demo restaurant 'Demo Bistro' for owner@demo.tabletap.local.`);

    const token = await signIn(stack, stack.demo!.email, stack.demo!.password);
    const me = await fetch(`${stack.urls.api}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect((await me.json()).memberships).toEqual([{ restaurantId: stack.demo!.restaurantId, restaurantName: 'Demo Bistro', role: 'owner' }]);

    const restaurant = await fetch(`${stack.urls.api}/api/v1/restaurants/${stack.demo!.restaurantId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await restaurant.json()).toMatchObject({ slug: 'demo-bistro', serviceRequestEnabled: true });

    expect((await fetch(`${stack.urls.api}/api/v1/me`)).status).toBe(401);
    expect(await (await fetch(`${stack.urls.web}/config.json`)).json()).toEqual(stack.webConfig);
  });

  it('serves the API on the web app\'s origin too, as CloudFront does: the app\'s API base is its own origin', async () => {
    const stack = first!;
    expect(stack.webConfig.apiUrl).toBe(stack.urls.web);
    const res = await fetch(`${stack.urls.web}/functions/v1/menu-public?restaurant_id=${stack.demo!.restaurantId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.stringify(await res.json())).toContain('Demo Bistro');
    // The gateway still answers on its own port (tests, the payment pages' PUBLIC_API_URL).
    expect((await fetch(`${stack.urls.api}/functions/v1/menu-public?restaurant_id=${stack.demo!.restaurantId}`)).status).toBe(200);
  });

  it('seeds a menu with a required single-choice group and an optional multi-choice group', async () => {
    // Imported here: the composition root reads the stack's environment when they load.
    const { Menu } = await import('../../../functions/lib/composition');
    const menu = await Menu.read(first!.demo!.restaurantId);
    expect(menu.categories.map((c) => c.name)).toEqual(['Starters', 'Mains', 'Drinks & Desserts']);
    expect(menu.items.length).toBeGreaterThanOrEqual(6);
    expect(menu.items.every((i) => Number.isInteger(i.priceCents) && i.priceCents > 0)).toBe(true);
    const pizza = menu.items.find((i) => i.name === 'Wood-fired Margherita')!;
    const groups = menu.itemModifierGroups.filter((l) => l.itemId === pizza.id).map((l) => menu.modifierGroups.find((g) => g.id === l.groupId)!);
    expect(groups.map((g) => [g.name, g.selectionType, g.required])).toEqual([
      ['Size', 'single', true],
      ['Extra toppings', 'multi', false],
    ]);
    const large = menu.modifierOptions.find((o) => o.name.startsWith('Large'))!;
    expect(large.priceDeltaCents).toBe(400);
  });

  it('finds the same pool, owner and restaurant on a second start, without seeding again', async () => {
    const { userPoolId, userPoolClientId, demo } = first!;
    await first!.stop();
    first = undefined;
    expect(process.env.TABLE_NAME).toBe(envBefore); // stop() puts the environment back

    second = await start(secondLog);
    expect(second.userPoolId).toBe(userPoolId);
    expect(second.userPoolClientId).toBe(userPoolClientId);
    expect(second.demo).toEqual(demo);
    expect(secondLog.some((l) => l.startsWith('Seeded'))).toBe(false);
    const token = await signIn(second, demo!.email, demo!.password);
    const me = await fetch(`${second.urls.api}/api/v1/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).memberships).toHaveLength(1);
  }, 120_000);
});
