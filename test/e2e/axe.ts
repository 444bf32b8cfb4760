/** axe-core run inside a page (evaluated, not a script tag: the site's CSP allows no inline script). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(path.join(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

export async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact: impact ?? null, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, rules ?? null);
}

/** The violations a release must not have: serious and critical ones. */
export const serious = (violations: AxeViolation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
