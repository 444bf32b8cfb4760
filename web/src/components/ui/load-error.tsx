/** A failed load, said in the page (role=alert) with a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="button button--outline" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
