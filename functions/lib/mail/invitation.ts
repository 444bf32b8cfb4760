/** The staff invitation mail: who invites, to which restaurant, as which role, and the link that joins it. */
import type { MailMessage } from './mailer';

export interface InvitationMail {
  to: string;
  restaurantName: string;
  role: 'staff' | 'manager';
  inviteLink: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The most of a restaurant's name a mail carries (its subject stays one readable line). */
export const MAIL_NAME_MAX = 60;

/**
 * The owner-chosen restaurant name as a mail may carry it: one line (line breaks, tabs and other control or
 * invisible formatting characters become spaces, so nothing can start a header or a new line), spaces collapsed,
 * at most MAIL_NAME_MAX characters (cut with an ellipsis).
 */
export function mailSafeName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const line = name.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  const fitted = chars.length <= MAIL_NAME_MAX ? line : `${chars.slice(0, MAIL_NAME_MAX - 1).join('').trimEnd()}…`;
  return fitted || 'a restaurant';
}

export function invitationMessage(mail: InvitationMail): MailMessage {
  const roleName = mail.role === 'manager' ? 'a manager' : 'a staff member';
  const restaurantName = mailSafeName(mail.restaurantName);
  const subject = `You're invited to join ${restaurantName} on TableTap`;
  const text = [
    `You have been invited to join ${restaurantName} on TableTap as ${roleName}.`,
    '',
    'Open this link to sign up or sign in with this e-mail address and join the team:',
    mail.inviteLink,
    '',
    'The link works once and expires in 7 days. If it has expired, ask the restaurant owner to send a new one.',
    "If you weren't expecting this invitation, you can ignore this e-mail.",
  ].join('\n');
  const link = escapeHtml(mail.inviteLink);
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#0B3D2E">
<p>You have been invited to join <strong>${escapeHtml(restaurantName)}</strong> on TableTap as ${roleName}.</p>
<p><a href="${link}" style="display:inline-block;padding:10px 16px;background:#0B3D2E;color:#fff;border-radius:6px;text-decoration:none">Accept invitation</a></p>
<p>Or open this link: <a href="${link}">${link}</a></p>
<p style="color:#555">The link works once and expires in 7 days. If it has expired, ask the restaurant owner to send a new one.
If you weren't expecting this invitation, you can ignore this e-mail.</p>
</body></html>`;
  return { to: mail.to, subject, text, html };
}

/** The link an invitation mail carries: the web app's /auth with the single-use token. */
export function inviteLinkFor(siteUrl: string, inviteToken: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/auth?invite=${encodeURIComponent(inviteToken)}`;
}
