/**
 * Staff invitations end to end through the HTTP API (issue 10 item 3): the invitation mail arrives in the local SES
 * v2 emulator with its link, that link's token joins the invitee (auth-attach-staff), one invitation per e-mail,
 * resend replaces the link, role change, removal refuses the member's next request, and only the owner manages the
 * team of their own restaurant.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant, StaffInvitationResponse, StaffMember } from '../../../shared/api';
import { readLocalMail, type LocalMail } from '../../../infra/local/ses';
import { api } from '../../support/api';
import { createUser, uniqueEmail, type TestUser } from '../../support/users';

type ErrorBody = { error?: { code: string; message: string } };

const staffPath = (restaurantId: string, rest = '') => `/api/v1/restaurants/${restaurantId}/staff${rest}`;
const invite = (token: string, restaurantId: string, body: unknown) =>
  api<StaffInvitationResponse & ErrorBody>('POST', staffPath(restaurantId), { token, body });
const resend = (token: string, restaurantId: string, staffId: string) =>
  api<StaffInvitationResponse & ErrorBody>('POST', staffPath(restaurantId, `/${staffId}/resend`), { token });
const attach = (token: string, inviteToken: string) =>
  api<{ attached: number; membership?: { restaurantId: string; role: string } } & ErrorBody>('POST', '/functions/v1/auth-attach-staff', {
    token,
    body: { inviteToken },
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;

async function ownerWithRestaurant(): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(res.status).toBeLessThan(300);
  return { owner, restaurant: res.body.restaurant };
}

/** The mail the emulator received for `to`, newest first (waits briefly: the send is done before the answer). */
async function mailTo(to: string): Promise<LocalMail[]> {
  const all = await readLocalMail(process.env.SES_ENDPOINT!);
  return all.filter((m) => m.destination.to.includes(to)).reverse();
}

/** Invites a new user's e-mail and has them accept it: a joined member of `role`. */
async function joinedMember(owner: TestUser, restaurantId: string, role: 'staff' | 'manager') {
  const user = await createUser({ email: uniqueEmail(role) });
  const res = await invite(owner.idToken, restaurantId, { email: user.email, role });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const joined = await attach(user.idToken, tokenOf(res.body.inviteLink));
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  return { user, member: res.body.member };
}

let owner: TestUser;
let restaurant: Restaurant;
beforeAll(async () => {
  ({ owner, restaurant } = await ownerWithRestaurant());
});

describe('staff invitations', () => {
  it('mails the invitation through SES with its link, whose token joins the invitee', async () => {
    expect(process.env.SES_ENDPOINT, 'the test stack runs the SES emulator').toBeTruthy();
    const email = uniqueEmail('Waiter');
    const res = await invite(owner.idToken, restaurant.id, { email: `  ${email} `, role: 'staff' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.emailed).toBe(true);
    expect(res.body.member).toMatchObject({ email: email.toLowerCase(), role: 'staff', joinedAt: null, userId: null, restaurantId: restaurant.id });
    expect(res.body.inviteLink).toMatch(new RegExp(`^${process.env.SITE_URL}/auth\\?invite=[A-Za-z0-9_-]{43}$`));

    const [mail] = await mailTo(email.toLowerCase());
    expect(mail, 'the invitation mail is in the local inbox').toBeDefined();
    expect(mail!.subject).toContain(restaurant.name);
    expect(mail!.body.text).toContain(res.body.inviteLink);
    expect(mail!.body.text).toContain('as a staff member');
    expect(mail!.body.html).toContain(res.body.inviteLink);

    // The invitee signs up with that address and opens the link from the mail.
    const invitee = await createUser({ email: email.toLowerCase() });
    const linkInMail = /https?:\/\/\S+\/auth\?invite=[A-Za-z0-9_-]{43}/.exec(mail!.body.text!)![0];
    const joined = await attach(invitee.idToken, tokenOf(linkInMail));
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.membership).toEqual({ restaurantId: restaurant.id, role: 'staff' });
    expect((await api('GET', `/api/v1/restaurants/${restaurant.id}/orders`, { token: invitee.idToken })).status).toBe(200);

    const list = await api<{ staff: StaffMember[] }>('GET', staffPath(restaurant.id), { token: owner.idToken });
    expect(list.body.staff.find((m) => m.id === res.body.member.id)).toMatchObject({ userId: invitee.userId });
    // Used once: the same link opens nothing more.
    expect((await attach(invitee.idToken, tokenOf(linkInMail))).status).toBe(404);
  });

  it('answers 409 for a second invitation of the same e-mail, and refuses the owner\u2019s own address', async () => {
    const email = uniqueEmail('twice');
    expect((await invite(owner.idToken, restaurant.id, { email, role: 'staff' })).status).toBe(201);
    const again = await invite(owner.idToken, restaurant.id, { email: email.toUpperCase(), role: 'manager' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'staff_exists', message: 'This email has already been invited' });

    const self = await invite(owner.idToken, restaurant.id, { email: owner.email, role: 'manager' });
    expect(self.status).toBe(400);
    expect(self.body.error?.code).toBe('staff_is_owner');
  });

  it('resend mails a new link and the old one stops working; a joined member cannot be resent', async () => {
    const user = await createUser({ email: uniqueEmail('resend') });
    const first = await invite(owner.idToken, restaurant.id, { email: user.email, role: 'manager' });
    const again = await resend(owner.idToken, restaurant.id, first.body.member.id);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.emailed).toBe(true);
    expect(again.body.inviteLink).not.toBe(first.body.inviteLink);
    const mails = await mailTo(user.email);
    expect(mails[0]!.body.text).toContain(again.body.inviteLink);
    expect(mails[0]!.body.text).toContain('as a manager');

    expect((await attach(user.idToken, tokenOf(first.body.inviteLink))).status).toBe(404);
    const joined = await attach(user.idToken, tokenOf(again.body.inviteLink));
    expect(joined.body.membership).toEqual({ restaurantId: restaurant.id, role: 'manager' });

    const joinedResend = await resend(owner.idToken, restaurant.id, first.body.member.id);
    expect(joinedResend.status).toBe(409);
    expect(joinedResend.body.error?.code).toBe('staff_joined');
  });

  it('changes a member\u2019s role, which their next request sees', async () => {
    const { user, member } = await joinedMember(owner, restaurant.id, 'staff');
    const analytics = () => api('GET', `/api/v1/restaurants/${restaurant.id}/analytics?range=7d`, { token: user.idToken });
    expect((await analytics()).status).toBe(403);

    const res = await api<{ member: StaffMember }>('PATCH', staffPath(restaurant.id, `/${member.id}`), {
      token: owner.idToken,
      body: { role: 'manager' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.member).toMatchObject({ id: member.id, role: 'manager', userId: user.userId });
    expect((await analytics()).status).toBe(200);
  });

  it('removes a member, whose next request to the restaurant is refused; the e-mail can be invited again', async () => {
    const { user, member } = await joinedMember(owner, restaurant.id, 'staff');
    const orders = () => api('GET', `/api/v1/restaurants/${restaurant.id}/orders`, { token: user.idToken });
    expect((await orders()).status).toBe(200);

    const res = await api('DELETE', staffPath(restaurant.id, `/${member.id}`), { token: owner.idToken });
    expect(res.status).toBe(204);
    expect([403, 404]).toContain((await orders()).status);
    expect((await api('DELETE', staffPath(restaurant.id, `/${member.id}`), { token: owner.idToken })).status).toBe(404);
    expect((await invite(owner.idToken, restaurant.id, { email: user.email, role: 'staff' })).status).toBe(201);
  });
});

describe('who may manage the team', () => {
  it('a manager (or staff) of the restaurant cannot invite, resend, change roles or remove: 403', async () => {
    const { user: manager } = await joinedMember(owner, restaurant.id, 'manager');
    const pending = await invite(owner.idToken, restaurant.id, { email: uniqueEmail('pending'), role: 'staff' });
    const id = pending.body.member.id;
    expect((await invite(manager.idToken, restaurant.id, { email: uniqueEmail('x'), role: 'staff' })).status).toBe(403);
    expect((await resend(manager.idToken, restaurant.id, id)).status).toBe(403);
    expect((await api('PATCH', staffPath(restaurant.id, `/${id}`), { token: manager.idToken, body: { role: 'manager' } })).status).toBe(403);
    expect((await api('DELETE', staffPath(restaurant.id, `/${id}`), { token: manager.idToken })).status).toBe(403);
  });

  it("staff of restaurant A cannot touch restaurant B's staff, and A's owner cannot reach B's members by id: 404", async () => {
    const { user: staffOfA } = await joinedMember(owner, restaurant.id, 'staff');
    const b = await ownerWithRestaurant();
    const memberOfB = (await invite(b.owner.idToken, b.restaurant.id, { email: uniqueEmail('b'), role: 'staff' })).body.member;

    expect((await invite(staffOfA.idToken, b.restaurant.id, { email: uniqueEmail('x'), role: 'staff' })).status).toBe(404);
    expect((await api('DELETE', staffPath(b.restaurant.id, `/${memberOfB.id}`), { token: staffOfA.idToken })).status).toBe(404);
    // A's owner, through A's own path with B's member id.
    expect((await resend(owner.idToken, restaurant.id, memberOfB.id)).status).toBe(404);
    expect(
      (await api('PATCH', staffPath(restaurant.id, `/${memberOfB.id}`), { token: owner.idToken, body: { role: 'manager' } })).status,
    ).toBe(404);
    expect((await api('DELETE', staffPath(restaurant.id, `/${memberOfB.id}`), { token: owner.idToken })).status).toBe(404);
    const listOfB = await api<{ staff: StaffMember[] }>('GET', staffPath(b.restaurant.id), { token: b.owner.idToken });
    expect(listOfB.body.staff.map((m) => m.id)).toEqual([memberOfB.id]);
  });
});
