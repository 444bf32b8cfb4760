/**
 * DynamoDB calls per request: the local runtime runs the handlers in this process, so a middleware on the one
 * document client counts every call a request makes.
 */
import { randomUUID } from 'node:crypto';
import { documentClient } from '../functions/lib/composition';
import type { PublicMenu } from '../shared/api';

let calls: string[] = [];
let installed = false;

function install() {
  if (installed) return;
  installed = true;
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls.push(String(context.commandName ?? 'unknown'));
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
}

async function counted<T>(request: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  install();
  calls = [];
  const result = await request();
  return { result, calls: [...calls] };
}

export interface DynamoCallFigure {
  request: string;
  calls: number;
  commands: string[];
  status: number;
}

/**
 * The diner's menu and payment (DESIGN.md 10: menu-public one query round, create-payment at most 5 calls) and,
 * signed in as the owner, the owner's setup overview: one query of the menu collection, after the role check every
 * restaurant-scoped route makes (a GetItem and a Query, in parallel).
 */
export async function measureDynamoCalls(apiUrl: string, restaurantId: string, ownerIdToken?: string): Promise<DynamoCallFigure[]> {
  const figures: DynamoCallFigure[] = [];
  if (ownerIdToken) {
    const setup = await counted(() =>
      fetch(`${apiUrl}/api/v1/restaurants/${restaurantId}/setup`, { headers: { authorization: `Bearer ${ownerIdToken}` } }),
    );
    figures.push({ request: 'GET setup (owner)', calls: setup.calls.length, commands: setup.calls, status: setup.result.status });
  }
  const menuUrl = `${apiUrl}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`;
  const menu = await counted(() => fetch(menuUrl));
  figures.push({ request: 'GET menu-public', calls: menu.calls.length, commands: menu.calls, status: menu.result.status });
  if (!menu.result.ok) return figures;
  const body = (await menu.result.json()) as PublicMenu;

  const plain = body.items.find((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo);
  const withOptions = body.items.find((i) => !i.soldOut && i.modifierGroupIds.length > 0);
  const items: { itemId: string; qty: number; optionIds: string[]; note: null }[] = [];
  if (plain) items.push({ itemId: plain.id, qty: 2, optionIds: [], note: null });
  if (withOptions) {
    const optionIds = withOptions.modifierGroupIds
      .map((gid) => body.modifierGroups.find((g) => g.id === gid)!)
      .filter((g) => g.required)
      .map((g) => g.options[0]!.id);
    items.push({ itemId: withOptions.id, qty: 1, optionIds, note: null });
  }
  const payment = await counted(() =>
    fetch(`${apiUrl}/functions/v1/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantId, items, tableLabel: '5', note: null, tip: { kind: 'percent', percent: 18 }, attemptId: randomUUID() }),
    }),
  );
  figures.push({ request: 'POST create-payment', calls: payment.calls.length, commands: payment.calls, status: payment.result.status });
  return figures;
}
