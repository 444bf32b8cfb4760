/**
 * Sections and servers (issue 30 item 4, shared/sections.ts):
 *   GET /api/v1/restaurants/{restaurantId}/shifts                 today's sections, who serves each, the team   (staff)
 *   PUT /api/v1/restaurants/{restaurantId}/shifts/{userId}        a member's sections for today: staff set their own,
 *                                                                 owners and managers anyone's                   (staff)
 *   GET /api/v1/restaurants/{restaurantId}/tips?from=&to=         tips per member and day (owners and managers see
 *                                                                 everyone's, staff their own)                    (staff)
 * Days are the restaurant's shift days (shared/sections.ts SHIFT_DAY_START_HOUR), written YYYY-MM-DD.
 */
import * as z from '../zod';
import { MAX_SECTIONS_PER_MEMBER } from '../sections';
import { TABLE_SECTION_MAX } from '../tables';
import { idSchema, roleSchema } from './common';
import { daysInRange } from './books';

export const sectionServerSchema = z.object({ userId: z.string(), name: z.string() });
export type SectionServer = z.infer<typeof sectionServerSchema>;

export const shiftsSchema = z.object({
  /** Today's shift day. */
  day: z.string(),
  /** Every section of the restaurant's tables (by the floor's order), with who serves it today. */
  sections: z.array(z.object({ name: z.string(), tables: z.int(), servers: z.array(sectionServerSchema) })),
  /** Tables without a section: their calls reach everyone at once and their tips are nobody's. */
  tablesWithoutSection: z.int(),
  /** Everyone who can serve (the owner and joined members), each with their sections today. */
  team: z.array(z.object({ userId: z.string(), name: z.string(), role: roleSchema, sections: z.array(z.string()) })),
});
export type Shifts = z.infer<typeof shiftsSchema>;

export const userIdParamSchema = z.object({ userId: idSchema });

export const shiftUpdateSchema = z.strictObject({
  /** The member's sections for today; empty: off the floor. */
  sections: z
    .array(z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(TABLE_SECTION_MAX, `must be at most ${TABLE_SECTION_MAX} characters`)))
    .check(z.maxLength(MAX_SECTIONS_PER_MEMBER, `name at most ${MAX_SECTIONS_PER_MEMBER} sections`)),
});
export type ShiftUpdate = z.infer<typeof shiftUpdateSchema>;

/** The longest range of the tips report, in days. */
export const TIPS_REPORT_MAX_DAYS = 92;
const shiftDaySchema = z.iso.date('must be a date written YYYY-MM-DD');

export const tipsReportQuerySchema = z.strictObject({ from: shiftDaySchema, to: shiftDaySchema }).check(
  z.superRefine(({ from, to }, ctx) => {
    const days = daysInRange(from, to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (days > TIPS_REPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may cover at most ${TIPS_REPORT_MAX_DAYS} days` });
  }),
);
export type TipsReportQuery = z.infer<typeof tipsReportQuerySchema>;

export const tipsReportRowSchema = z.object({
  day: z.string(),
  /** null: tips of tables nobody was serving (or without a section): the restaurant's to share out. */
  userId: z.nullable(z.string()),
  name: z.string(),
  /** Paid orders and bill shares whose tip (or part of it) went to this member that day. */
  payments: z.int(),
  tipsCents: z.int(),
});
export type TipsReportRow = z.infer<typeof tipsReportRowSchema>;

export const tipsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** By day (oldest first), then by name; members with no tips that day are left out. */
  rows: z.array(tipsReportRowSchema),
  totalCents: z.int(),
  /** false: a staff member's own rows only. */
  everyone: z.boolean(),
});
export type TipsReport = z.infer<typeof tipsReportSchema>;
