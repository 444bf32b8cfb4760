import { Link } from 'react-router';
import { authTabPath } from '@/lib/auth/auth-tab-path';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <p className="badge badge--accent">5% per order, no monthly fee</p>
      <h1 id="hero-title" className="hero__title">
        QR ordering and instant payouts for your restaurant
      </h1>
      <p className="hero__text">
        Guests scan the code on their table, order from your menu and pay by card. No app to install, no terminal to
        carry. Your earnings are paid out to you automatically.
      </p>
      <div className="hero__actions">
        <Link to={authTabPath('signup')} className="button button--large">
          Create your restaurant
        </Link>
        <a href="#calculator" className="button button--outline button--large">
          Calculate savings
        </a>
        <a href="#demo" className="button button--ghost button--large">
          View demo
        </a>
      </div>
    </section>
  );
}
