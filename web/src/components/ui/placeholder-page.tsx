import { usePageTitle } from '@/lib/route-handle';

/** Stands in for a page a later step builds; the title comes from the route's `handle.title`. */
export function PlaceholderPage() {
  const title = usePageTitle() ?? 'TableTap';
  return (
    <section className="page placeholder">
      <h1 className="page__title">{title}</h1>
      <p className="muted">Coming in a later step</p>
    </section>
  );
}
