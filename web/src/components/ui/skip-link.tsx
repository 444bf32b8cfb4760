/** Lets keyboard users jump past a header to the page's main content (which carries id="main"). */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main">
      Skip to content
    </a>
  );
}
