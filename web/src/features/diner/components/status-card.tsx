import type { ReactNode } from 'react';

interface StatusCardProps {
  tone: 'success' | 'error' | 'info';
  title: string;
  text?: string;
  /** More content under the text. */
  children?: ReactNode;
  /** The buttons and links, in a row at the bottom. */
  actions?: ReactNode;
}

/** A whole-page state (not found, failed, confirmed, canceled): an icon, a heading, a line and its actions. */
export function StatusCard({ tone, title, text, children, actions }: StatusCardProps) {
  return (
    <section className="card status-card" role={tone === 'error' ? 'alert' : undefined}>
      <span className={`status-card__icon status-card__icon--${tone}`} aria-hidden="true">
        {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
      </span>
      <h1 className="page__title">{title}</h1>
      {text ? <p className="muted">{text}</p> : null}
      {children}
      {actions ? <div className="status-card__actions">{actions}</div> : null}
    </section>
  );
}
