import { Link } from 'react-router';

/** The generic pages a payment provider returns to (SPEC.md section 2, payment outcome pages). */
export function PaymentOutcomePage({ outcome }: { outcome: 'success' | 'canceled' }) {
  const success = outcome === 'success';
  return (
    <main id="main" className="centered-page">
      <div className="card outcome">
        <span className={success ? 'outcome__icon outcome__icon--success' : 'outcome__icon'} aria-hidden="true">
          {success ? '✓' : '×'}
        </span>
        <h1 className="page__title">{success ? 'Payment successful' : 'Payment canceled'}</h1>
        <p className="muted">
          {success ? 'Thanks! Your order is being prepared.' : 'No charge was made. You can try again anytime.'}
        </p>
        <Link to="/" className="button">
          Back to home
        </Link>
      </div>
    </main>
  );
}
