import { useId, type ReactNode } from 'react';

/** A settings page's frame: its heading and intro stay put while the body loads, fails or shows the form. */
export function SettingsPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="page settings-page" aria-labelledby={titleId}>
      <div>
        <h1 id={titleId} className="page__title">
          {title}
        </h1>
        <p className="muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}
