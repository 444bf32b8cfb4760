/** How the demo shows money, ages and hours (SPEC.md 9: $ with 2 decimals). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatDemoMoney(cents: number): string {
  return usd.format(cents / 100);
}

export function minutesAgo(timestamp: number, now: number): string {
  const minutes = Math.floor((now - timestamp) / 60_000);
  return minutes < 1 ? 'just now' : `${minutes} min ago`;
}

/** 13 -> '1 PM'. */
export function hourLabel(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}
