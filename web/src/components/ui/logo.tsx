/** The TableTap mark and word. Decorative inside a link that already names the destination. */
export function Logo({ showName = true }: { showName?: boolean }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M9 10h14v3h-5.5v11h-3V13H9z" fill="var(--color-accent)" />
      </svg>
      {showName ? <span className="logo__name">TableTap</span> : null}
    </span>
  );
}
