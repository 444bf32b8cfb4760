/**
 * index.html answers every path, and its head speaks for the landing page (canonical link to `/`, see
 * shared/site-meta.ts). Once the path is known, only the indexable pages keep a canonical link, naming themselves;
 * every other page drops it and asks search engines not to index it. Called at start-up (main.tsx, both apps) and
 * on each navigation of the main app (root-layout.tsx).
 */
import { pageIndexing } from '@shared/site-meta';

export function applyPageIndexing(pathname: string, doc: Document = document): void {
  const { indexable, canonicalPath } = pageIndexing(pathname);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonicalPath) {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.append(canonical);
    }
    canonical.href = new URL(canonicalPath, doc.location.origin).href;
  } else {
    canonical?.remove();
  }
  let robots = doc.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (indexable) {
    robots?.remove();
  } else {
    if (!robots) {
      robots = doc.createElement('meta');
      robots.name = 'robots';
      doc.head.append(robots);
    }
    robots.content = 'noindex';
  }
}
