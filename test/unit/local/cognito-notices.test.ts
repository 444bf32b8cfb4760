import { describe, expect, it } from 'vitest';
import { confirmationCodeNotices } from '../../../infra/local/cognito';

const box = `[1795306804853] INFO: dcd330d0 SignUp ╭──────────╮
│   Confirmation Code Delivery                          │
│   Username:    661068f7-aa84-4e5e-8cb2-301156eacdaf   │
│   Destination: rosa@example.com                       │
│   Code:        166390                                 │
╰──────────╯`;

describe("cognito-local's confirmation code box", () => {
  it('becomes the destination and the code', () => {
    expect(confirmationCodeNotices(box)).toEqual([{ destination: 'rosa@example.com', code: '166390' }]);
  });
  it('finds nothing in ordinary log lines', () => {
    expect(confirmationCodeNotices('INFO: Cognito Local running on http://127.0.0.1:9229')).toEqual([]);
  });
});
