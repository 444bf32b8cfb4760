const FEATURES = [
  { title: 'Per-table QR codes', text: 'Every table gets its own code, so each order arrives with its table number.' },
  { title: 'Menu builder', text: 'Categories, items, modifiers and options with their own prices, all in one place.' },
  { title: 'Embedded payouts', text: 'Connect your payout account inside the dashboard. Card payments go straight to you.' },
  { title: 'Owner dashboard', text: 'Orders, kitchen display, branding, team invites and simple analytics.' },
];

export function FeatureCards() {
  return (
    <section id="features" className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="section-title">
        Everything you need to take orders at the table
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="card feature">
            <h3 className="feature__title">{feature.title}</h3>
            <p className="muted">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
