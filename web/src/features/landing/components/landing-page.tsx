import { Navigate, useLocation } from 'react-router';
import { isOAuthReturn } from '@/lib/auth/oauth-return';
import { FeatureCards } from './feature-cards';
import { Hero } from './hero';
import { HowItWorks } from './how-it-works';
import { SavingsCalculator } from './savings-calculator';
import { SiteHeader } from '@/components/layout/site-header';

const STRUCTURED_DATA = JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'WebApplication',
  name: 'TableTap',
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Web',
  description: 'QR-code ordering and card payments for restaurants, with embedded payouts.',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD', description: '5% per order, no monthly fee' },
});

export function LandingPage() {
  const { search } = useLocation();
  // A Google sign-in may come back to the site root; /auth (which loads Amplify) finishes it.
  if (isOAuthReturn(search)) {
    return <Navigate to={{ pathname: '/auth', search }} replace />;
  }

  return (
    <div className="landing">
      <SiteHeader />
      <main id="main">
        <Hero />
        <FeatureCards />
        <section id="calculator" className="landing-section" aria-labelledby="calculator-title">
          <h2 id="calculator-title" className="section-title">
            Savings calculator
          </h2>
          <p className="muted">Estimate what table ordering saves you each month. Change any figure to match your restaurant.</p>
          <SavingsCalculator />
        </section>
        <HowItWorks />
      </main>
      <footer className="site-footer">
        <p>© {new Date().getFullYear()} TableTap. All rights reserved.</p>
      </footer>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: STRUCTURED_DATA }} />
    </div>
  );
}
