/**
 * The web app's feature boundaries are enforced by `npm run lint` (eslint.config.js, import/no-restricted-paths):
 * ESLint's Node API, with the repository's own config, lints control sources (never files left in the tree) placed
 * at paths inside web/src, and must refuse a cross-feature import while allowing the imports the layers permit.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const RULE = 'import/no-restricted-paths';

let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE || m.fatal).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint: web feature boundaries', () => {
  beforeAll(() => {
    // The control files exist only as text: import/no-cycle (tested in no-cycle.test.ts) needs the linted file on
    // disk, so it is off here, where the boundary rules are under test.
    eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  });

  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/dashboard/orders/control.ts',
      "import { loadMenuInLanguage } from '../../diner/menu/load-menu';\nexport const x = loadMenuInLanguage;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Features do not import each other/)]);
  });

  it('refuses it both ways and from any depth', async () => {
    const errors = await boundaryErrors(
      'web/src/features/diner/cart/control.tsx',
      "import { OrdersBoard } from '../../dashboard/orders/orders-board';\nexport const x = OrdersBoard;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses it through the @/ alias too', async () => {
    const errors = await boundaryErrors(
      'web/src/features/owner/components/control.tsx',
      "import { OrdersBoard } from '@/features/dashboard/orders/orders-board';\nexport const x = OrdersBoard;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/Features do not import each other/)]);
  });

  it('refuses shared code (lib) importing a feature', async () => {
    const errors = await boundaryErrors('web/src/lib/control.ts', "import { kitchenUrgency } from '../features/dashboard/orders/order-age';\nexport const x = kitchenUrgency;\n");
    expect(errors).toEqual([expect.stringMatching(/Shared code .* does not depend on features/)]);
  });

  it('allows a feature its own files, lib, components and shared/', async () => {
    const errors = await boundaryErrors(
      'web/src/features/dashboard/orders/control.ts',
      [
        "import { useOrders } from '../api/orders';",
        "import { apiRequest } from '../../../lib/api';",
        "import { toast } from '../../../components/toast/toast-store';",
        "import { ORDER_STATUS_LABELS } from '../../../../../shared/order-status';",
        "import { formatMoney } from '@/lib/format';",
        "import { priceOrder } from '@shared/pricing';",
        'export const x = [useOrders, apiRequest, toast, ORDER_STATUS_LABELS, formatMoney, priceOrder];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('allows the app shell to compose features', async () => {
    const errors = await boundaryErrors(
      'web/src/app/control.ts',
      "import { OrdersBoard } from '../features/dashboard/orders/orders-board';\nimport { loadMenuInLanguage } from '../features/diner/menu/load-menu';\nexport const x = [OrdersBoard, loadMenuInLanguage];\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('lint: functions layers', () => {
  beforeAll(() => {
    // The control files exist only as text: import/no-cycle (tested in no-cycle.test.ts) needs the linted file on
    // disk, so it is off here, where the boundary rules are under test.
    eslint = new ESLint({ cwd: root, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
  });

  it('refuses a domain module importing the composition root (it receives the service instead)', async () => {
    const errors = await boundaryErrors(
      'functions/lib/domain/orders/control.ts',
      "import { db } from '../../composition';\nexport const x = db;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*only the composition root makes it/)]);
  });

  it('refuses lib/auth importing the composition root (authorizeMember is handed its roles)', async () => {
    const errors = await boundaryErrors('functions/lib/auth/control.ts', "import { Roles } from '../composition';\nexport const x = Roles;\n");
    expect(errors).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*handed what they need/)]);
  });

  it('lets a handler import it', async () => {
    expect(await boundaryErrors('functions/control.ts', "import { Orders } from './lib/composition';\nexport const x = Orders;\n")).toEqual([]);
  });
});

