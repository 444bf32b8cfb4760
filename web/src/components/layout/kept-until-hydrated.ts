/**
 * Props of a link whose navigation needs the app (a tab chosen through the history state): on a prerendered page, a
 * tap before the app has hydrated it is kept and replayed once it has (shared/deferred-scripts.ts
 * EARLY_CLICK_ATTRIBUTE, the same name: test/component/landing/prerendered-landing.test.tsx), not followed as a plain
 * link that would lose the state. Spelled out rather than imported, so this costs the diner's first load nothing.
 */
export const keptUntilHydrated = { 'data-early-click': '' } as const;
