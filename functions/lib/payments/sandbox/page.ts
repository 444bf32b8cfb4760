/**
 * The sandbox's hosted-page look-alikes (checkout here, Connect onboarding in ./onboarding-page): small self-contained
 * HTML (inline CSS, no script, no external assets) that works on a phone. Every action is a plain form POST, so the
 * pages need nothing but the browser.
 */
import { createHash } from 'node:crypto';
import type { SandboxSession, SandboxSetupSession } from './records';
import { SANDBOX_TEST_CARDS, spacedCardNumber } from './test-cards';

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5f7;color:#1a1f36}
.banner{background:#ffd84d;color:#3d2f00;text-align:center;font-weight:600;padding:.6rem 1rem;font-size:.9rem}
main{max-width:28rem;margin:0 auto;padding:1.25rem 1rem 2rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.25rem;margin:0 0 .25rem}
.muted{color:#6b7385;font-size:.875rem;margin:0}
ul{list-style:none;padding:0;margin:1rem 0}
li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #eceef2}
li small{display:block;color:#6b7385}
.row{display:flex;justify-content:space-between;padding:.2rem 0}
.total{font-weight:700;font-size:1.1rem;border-top:1px solid #d8dbe2;margin-top:.4rem;padding-top:.6rem}
form{margin:0}
button,.link{display:block;width:100%;border:0;border-radius:8px;padding:.9rem;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#0b3d2e;color:#fff;margin-top:1.25rem}
.cancel{background:transparent;color:#4f566b;margin-top:.5rem}
.link{background:#0b3d2e;color:#fff;margin-top:1.25rem}
label{display:block;font-weight:600;font-size:.9rem;margin:1rem 0 .3rem}
input[type=text],input[type=url]{display:block;width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #c1c7d0;border-radius:8px;background:#fff;color:inherit}
input:focus,button:focus,.link:focus{outline:3px solid #ff7a00;outline-offset:2px}
.check{display:flex;gap:.6rem;align-items:flex-start;font-weight:400}
.check input{width:1.2rem;height:1.2rem;margin-top:.15rem}
.hint{color:#6b7385;font-size:.85rem;margin:.3rem 0 0}
.errors{background:#fdecea;color:#8a1c12;border-radius:8px;padding:.75rem 1rem;margin:1rem 0 0}
.errors ul{margin:0;padding:0}
.errors li{display:list-item;border:0;padding:0;list-style:disc inside}
.steps{display:flex;gap:.4rem;margin:.75rem 0 0;padding:0;list-style:none}
.steps li{flex:1;display:block;border:0;padding:.3rem 0 0;border-top:4px solid #d8dbe2;font-size:.75rem;color:#6b7385}
.steps li.done,.steps li.current{border-top-color:#0b3d2e;color:#1a1f36}
.steps li.current{font-weight:700}
.step-title{font-size:1.05rem;margin:1.5rem 0 0}
fieldset{border:0;padding:0;margin:1rem 0 0;min-width:0}
legend{font-weight:600;font-size:.9rem;padding:0;margin:0 0 .3rem}
.option{border:1px solid #c1c7d0;border-radius:8px;padding:.65rem .75rem;margin:.5rem 0 0;font-size:1rem}
.option small{display:block;color:#4f566b;font-size:.85rem}
.option span{overflow-wrap:anywhere}
.option input{flex:none}
`;

/** The page's CSP names this hash, so the one inline style block runs and nothing else does. */
export const PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(CSS).digest('base64')}`;

const SANDBOX_NOTICE = 'Sandbox - no real card is charged';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** A whole page: the sandbox banner (`notice`), then `body` (trusted HTML: escape what goes into it) in a card. */
export function layout(title: string, body: string, notice = SANDBOX_NOTICE): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<div class="banner" role="note">${escapeHtml(notice)}</div>
<main><div class="card">${body}</div></main>
</body>
</html>`;
}

export function checkoutPage(session: SandboxSession, actionPath: (action: 'pay' | 'cancel' | 'pay_debit') => string, offersDebit = false): string {
  const money = (cents: number) => escapeHtml(formatMoney(cents, session.currency));
  const lines = session.lines
    .map(
      (line) =>
        `<li><span>${line.quantity} &times; ${escapeHtml(line.name)}${line.description ? `<small>${escapeHtml(line.description)}</small>` : ''}</span>` +
        `<span>${money(line.unitAmountCents * line.quantity)}</span></li>`,
    )
    .join('');
  const subtotal = session.totalCents - session.taxCents - session.tipCents;
  return layout(
    `Pay ${session.restaurantName}`,
    `<h1>${escapeHtml(session.restaurantName)}</h1>
<p class="muted">Order ${escapeHtml(session.orderCode)}</p>
<ul>${lines}</ul>
<div class="row"><span>Subtotal</span><span>${money(subtotal)}</span></div>
${session.taxCents ? `<div class="row"><span>Tax</span><span>${money(session.taxCents)}</span></div>\n` : ''}<div class="row"><span>Tip</span><span>${money(session.tipCents)}</span></div>
<div class="row total"><span>Total</span><span>${money(session.totalCents)}</span></div>
<form method="post" action="${escapeHtml(actionPath('pay'))}"><button class="pay" type="submit">Pay ${money(session.totalCents)}</button></form>
${offersDebit ? `<form method="post" action="${escapeHtml(actionPath('pay_debit'))}"><button class="cancel" type="submit">Pay by bank debit (settles later)</button></form>\n` : ''}<form method="post" action="${escapeHtml(actionPath('cancel'))}"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

/** The form field a setup page posts the chosen test card's number in. */
export const SETUP_CARD_FIELD = 'card';
/** The card holder's e-mail, for the tab's receipt (Checkout's email field; optional here). */
export const SETUP_EMAIL_FIELD = 'email';

/**
 * A setup-mode session's page (issue 29): nothing is charged now; the diner picks one of Stripe's test cards
 * (./test-cards) and saves it, or cancels.
 */
export function setupPage(session: SandboxSetupSession, actionPath: (action: 'save' | 'cancel') => string): string {
  const options = SANDBOX_TEST_CARDS.map(
    (card, index) =>
      `<label class="check option"><input type="radio" name="${SETUP_CARD_FIELD}" value="${card.number}"${index === 0 ? ' checked' : ''}>` +
      `<span>Visa ${escapeHtml(spacedCardNumber(card.number))}<small>${escapeHtml(card.description)}</small></span></label>`,
  ).join('\n');
  return layout(
    `Save a card for ${session.restaurantName}`,
    `<h1>${escapeHtml(session.restaurantName)}</h1>
<p class="muted">${escapeHtml("Save a card for your table's tab — nothing is charged now")}</p>
<form method="post" action="${escapeHtml(actionPath('save'))}">
<label class="field" for="setup-email">Email, for your receipt (optional)</label>
<input id="setup-email" type="email" name="${SETUP_EMAIL_FIELD}" autocomplete="email" maxlength="254">
<fieldset><legend>Test card</legend>
${options}
</fieldset>
<button class="pay" type="submit">Save card</button>
</form>
<form method="post" action="${escapeHtml(actionPath('cancel'))}"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

/** A page that only says something (unknown, expired or already paid session), with an optional way on. */
export function messagePage(title: string, message: string, link?: { href: string; label: string }, notice?: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p class="muted">${escapeHtml(message)}</p>` +
      (link ? `<a class="link" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : ''),
    notice,
  );
}

/**
 * The page's Content-Security-Policy: nothing may load, only its own style block applies, and its forms may post
 * only to this API and be redirected to the web app (`siteOrigin`).
 */
export function pagePolicy(siteOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src '${PAGE_STYLE_HASH}'`,
    `form-action 'self' ${siteOrigin}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
