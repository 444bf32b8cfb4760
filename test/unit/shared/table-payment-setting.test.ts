/**
 * The restaurant's setting of when a table pays (issue 29 item 1): the owner's update refuses an unknown mode and
 * minutes that are not whole from 30 to 720; the public restaurant of a page prerendered before it reads the
 * defaults; the profile form sends only what changed and checks the minutes by the server's own rule.
 */
import { describe, expect, it } from 'vitest';
import { publicRestaurantSchema, restaurantUpdateRequestSchema } from '../../../shared/api';
import { toPublicRestaurant } from '../../../functions/lib/domain/public-menu/public-restaurant';
import { draftOf, parseWholeMinutes, profileChanges } from '../../../web/src/features/owner/settings/profile-form';
import { restaurant, storefront } from '../public-menu/builders';

const MINUTES_MESSAGE = 'Charge a tab after a whole number of minutes from 30 to 720';

function refusal(body: unknown): string[] {
  const parsed = restaurantUpdateRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the owner update of when a table pays', () => {
  it('takes each of the three modes and whole minutes from 30 to 720', () => {
    for (const tablePayment of ['pay_first', 'pay_at_end', 'table_chooses'] as const) {
      expect(restaurantUpdateRequestSchema.parse({ tablePayment })).toEqual({ tablePayment });
    }
    expect(restaurantUpdateRequestSchema.parse({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 })).toEqual({
      tablePayment: 'pay_at_end',
      tabChargeAfterMinutes: 90,
    });
    expect(refusal({ tabChargeAfterMinutes: 30 })).toEqual([]);
    expect(refusal({ tabChargeAfterMinutes: 720 })).toEqual([]);
  });

  it('refuses an unknown mode, naming the three', () => {
    expect(refusal({ tablePayment: 'pay_later' })).toEqual(['tablePayment: Table payment must be one of pay_first, pay_at_end, table_chooses']);
    expect(refusal({ tablePayment: null })).toEqual(['tablePayment: Table payment must be one of pay_first, pay_at_end, table_chooses']);
  });

  it('refuses minutes below 30, above 720, with a fraction or not a number', () => {
    for (const minutes of [29, 721, 0, -60, 90.5, '90', null, Number.NaN]) {
      expect(refusal({ tabChargeAfterMinutes: minutes }), String(minutes)).toEqual([`tabChargeAfterMinutes: ${MINUTES_MESSAGE}`]);
    }
  });
});

describe('the public restaurant', () => {
  it('tells the diner’s phone when its table pays and after how long a tab is charged', () => {
    const pub = toPublicRestaurant(storefront({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 240 }));
    expect(pub).toMatchObject({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 240 });
    expect(publicRestaurantSchema.parse(pub)).toMatchObject({ tablePayment: 'table_chooses', tabChargeAfterMinutes: 240 });
  });

  it('reads pay first and 2 hours from a page prerendered before the setting existed', () => {
    const { tablePayment: _mode, tabChargeAfterMinutes: _minutes, ...before } = toPublicRestaurant(storefront());
    const parsed = publicRestaurantSchema.parse(before);
    expect(parsed.tablePayment).toBe('pay_first');
    expect(parsed.tabChargeAfterMinutes).toBe(120);
  });
});

describe('the profile form’s table payment', () => {
  const saved = restaurant();

  it('sends the mode and the minutes that changed, nothing else', () => {
    const draft = { ...draftOf(saved), tablePayment: 'pay_at_end' as const, tabChargeAfterMinutes: '90' };
    expect(profileChanges(draft, saved)).toEqual({ changes: { tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 }, errors: {} });
    // The minutes as saved: only the mode is sent.
    expect(profileChanges({ ...draft, tabChargeAfterMinutes: ' 120 ' }, saved).changes).toEqual({ tablePayment: 'pay_at_end' });
  });

  it('holds back minutes out of range or not whole, with the server’s message', () => {
    const atEnd = restaurant({ tablePayment: 'pay_at_end' });
    for (const typed of ['15', '721', '90.5', '', '2h']) {
      const result = profileChanges({ ...draftOf(atEnd), tabChargeAfterMinutes: typed }, atEnd);
      expect(result, typed).toEqual({ changes: null, errors: { tabChargeAfterMinutes: MINUTES_MESSAGE } });
    }
  });

  it('ignores the hidden minutes while every round is paid when ordered', () => {
    const atEnd = restaurant({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });
    const draft = { ...draftOf(atEnd), tablePayment: 'pay_first' as const, tabChargeAfterMinutes: '5' };
    expect(profileChanges(draft, atEnd)).toEqual({ changes: { tablePayment: 'pay_first' }, errors: {} });
  });

  it('reads typed minutes as whole numbers only', () => {
    expect(parseWholeMinutes('90')).toBe(90);
    expect(parseWholeMinutes(' 720 ')).toBe(720);
    expect(parseWholeMinutes('1e2')).toBeNaN();
    expect(parseWholeMinutes('-30')).toBeNaN();
  });
});
