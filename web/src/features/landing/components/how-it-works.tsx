import { Link } from 'react-router';
import { authTabPath } from '@/lib/auth/auth-tab-path';

const STEPS = [
  { title: 'Create your restaurant', text: 'Sign up, connect payouts and pick your colours.' },
  { title: 'Build your menu and print QR codes', text: 'One code per table, ready to place on the tables.' },
  { title: 'Guests scan, order and pay', text: 'Orders reach your dashboard paid, with the table number.' },
];

export function HowItWorks() {
  return (
    <section id="demo" className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title" className="section-title">
        How it works
      </h2>
      <ol className="steps">
        {STEPS.map((step) => (
          <li key={step.title} className="steps__item">
            <h3 className="feature__title">{step.title}</h3>
            <p className="muted">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="hero__actions">
        <Link to={authTabPath('signup')} className="button">
          Get Started
        </Link>
        <Link to="/menu/demo" className="button button--outline">
          View Demo
        </Link>
      </div>
    </section>
  );
}
