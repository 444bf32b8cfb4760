/** The SES v2 mail adapter and the invitation message: what is sent, and that a failure is reported, not thrown. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { invitationMessage, inviteLinkFor } from '../../../functions/lib/mail/invitation';
import { createSesMailer } from '../../../functions/lib/mail/ses';

const ses = mockClient(SESv2Client);
beforeEach(() => ses.reset());

const link = inviteLinkFor('https://app.example.com/', 'A'.repeat(43));
const message = invitationMessage({ to: 'cook@example.com', restaurantName: 'Tom & <Jerry>', role: 'manager', inviteLink: link });

describe('invitation message', () => {
  it('carries the link, the restaurant and the role in text and html (escaped)', () => {
    expect(link).toBe(`https://app.example.com/auth?invite=${'A'.repeat(43)}`);
    expect(message.subject).toBe("You're invited to join Tom & <Jerry> on TableTap");
    expect(message.text).toContain(link);
    expect(message.text).toContain('Tom & <Jerry> on TableTap as a manager');
    expect(message.html).toContain(`href="${link}"`);
    expect(message.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(message.html).not.toContain('<Jerry>');
  });

  it("keeps the owner-chosen name to one line of at most 60 characters: no header or line can be slipped in", () => {
    const forged = invitationMessage({
      to: 'cook@example.com',
      restaurantName: 'Bistro\r\nBcc: victim@example.com\n\tX-Spam: no\u2028\u0085Click here',
      role: 'staff',
      inviteLink: link,
    });
    expect(forged.subject).toBe("You're invited to join Bistro Bcc: victim@example.com X-Spam: no Click here on TableTap");
    expect(forged.subject).not.toMatch(/[\r\n\t\u2028\u0085]/);
    expect(forged.text.split('\n')[0]).toBe('You have been invited to join Bistro Bcc: victim@example.com X-Spam: no Click here on TableTap as a staff member.');

    const long = invitationMessage({ to: 'cook@example.com', restaurantName: `${'Long name '.repeat(20)}`, role: 'staff', inviteLink: link });
    const name = /join (.*) on TableTap$/.exec(long.subject)![1]!;
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name.endsWith('…')).toBe(true);
    expect(invitationMessage({ to: 'a@b.c', restaurantName: ' \n ', role: 'staff', inviteLink: link }).subject).toBe(
      "You're invited to join a restaurant on TableTap",
    );
  });
});

describe('SES v2 mailer', () => {
  it('sends one SendEmail with Simple content, text and html, from MAIL_FROM', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const mailer = createSesMailer({ from: 'TableTap <no-reply@example.com>', region: 'us-east-1', client: new SESv2Client({ region: 'us-east-1' }) });
    expect(await mailer.send(message)).toEqual({ sent: true, messageId: 'm-1' });
    const [call] = ses.commandCalls(SendEmailCommand);
    expect(call!.args[0].input).toEqual({
      FromEmailAddress: 'TableTap <no-reply@example.com>',
      Destination: { ToAddresses: ['cook@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: message.text, Charset: 'UTF-8' }, Html: { Data: message.html, Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('reports a refused send (e.g. an unverified sender) as not sent, without throwing', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    const mailer = createSesMailer({ from: 'no-reply@example.com', region: 'us-east-1', client: new SESv2Client({ region: 'us-east-1' }) });
    expect(await mailer.send(message)).toEqual({ sent: false, reason: 'MessageRejected: Email address is not verified.' });
  });

  it('makes its own client at the first message, once, and sends through it', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    const mailer = createSesMailer({ from: 'no-reply@example.com', region: 'eu-west-1', endpoint: 'http://localhost:9' });
    expect(await mailer.send(message)).toEqual({ sent: true, messageId: 'm-2' });
    expect(await mailer.send({ ...message, to: 'waiter@example.com' })).toEqual({ sent: true, messageId: 'm-2' });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls.map((call) => call.args[0].input.Destination?.ToAddresses)).toEqual([['cook@example.com'], ['waiter@example.com']]);
    // One client for both: the mock records the client each command went through.
    expect(calls[0]!.thisValue).toBe(calls[1]!.thisValue);
    expect(await (calls[0]!.thisValue as SESv2Client).config.region()).toBe('eu-west-1');
  });

  it('sends nothing without a sender', async () => {
    const mailer = createSesMailer({ from: undefined, region: 'us-east-1', client: new SESv2Client({ region: 'us-east-1' }) });
    expect(await mailer.send(message)).toEqual({ sent: false, reason: 'MAIL_FROM is not set' });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });
});
