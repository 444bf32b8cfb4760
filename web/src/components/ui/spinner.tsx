/** A loading state that screen readers announce (role=status) with the same words sighted users see. */
export function Spinner({ label = 'Loading...', fill = false }: { label?: string; fill?: boolean }) {
  return (
    <div className={fill ? 'spinner-block spinner-block--fill' : 'spinner-block'} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
