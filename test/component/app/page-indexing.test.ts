import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPageIndexing } from '../../../web/src/app/page-indexing';

const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
const robots = () => document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');

beforeEach(() => {
  // index.html as served: the landing page's canonical link, with the origin filled in.
  document.head.innerHTML = `<link rel="canonical" href="${window.location.origin}/">`;
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyPageIndexing', () => {
  it('leaves the landing page indexable, canonical to /', () => {
    applyPageIndexing('/');
    expect(canonical()?.href).toBe(`${window.location.origin}/`);
    expect(robots()).toBeNull();
  });

  it('makes the demo menu canonical to itself', () => {
    applyPageIndexing('/menu/demo');
    expect(canonical()?.href).toBe(`${window.location.origin}/menu/demo`);
    expect(robots()).toBeNull();
  });

  it('drops the landing page\'s canonical link on other pages and asks not to index them', () => {
    applyPageIndexing('/owner/settings/qr');
    expect(canonical()).toBeNull();
    expect(robots()?.content).toBe('noindex');
    applyPageIndexing('/menu/r-123');
    expect(document.head.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
  });

  it('restores both when the app navigates back to the landing page', () => {
    applyPageIndexing('/auth');
    applyPageIndexing('/');
    expect(canonical()?.href).toBe(`${window.location.origin}/`);
    expect(robots()).toBeNull();
  });
});
