/**
 * The menu builder's modifier groups, their options, their links to items, and combos (issue 11; SPEC.md 3-5, the
 * rules in shared/menu-option-rules.ts). Owner only; every id is of the restaurant in the path (anything else is 404).
 * The builder's read of all of this is part of GET .../menu/builder (shared/api/menu-builder.ts).
 *
 * Routes (base `/api/v1/restaurants/{restaurantId}/menu`; the item ones under `/api/v1/restaurants/{restaurantId}`,
 * beside the item's other routes):
 *  POST   /modifier-groups                               create (defaults 'New Group', single, optional, 0..1) -> 201 { group }
 *  PUT    /modifier-groups                               order every group: { groupIds } (the full list) -> { groups }
 *  PATCH  /modifier-groups/{groupId}                     name, selectionType, required, minSelect, maxSelect -> { group, options }
 *  DELETE /modifier-groups/{groupId}                     deletes its options, detaches it from every item -> 204
 *  POST   /modifier-groups/{groupId}/options             create -> 201 { option, options }
 *  PUT    /modifier-groups/{groupId}/options             order every option of the group: { optionIds } -> { options }
 *  PATCH  /modifier-groups/{groupId}/options/{optionId}  name, priceDeltaCents, isDefault, visible -> { option, options }
 *  DELETE /modifier-groups/{groupId}/options/{optionId}  -> 204
 *  PUT    ../menu-items/{itemId}/modifier-groups         the item's groups, in order: { groupIds } (attach, detach, order) -> { links }
 *  PUT    ../menu-items/{itemId}/combo                   'This is a Combo' on, or the whole combo saved -> { combo }
 *  DELETE ../menu-items/{itemId}/combo                   'This is a Combo' off: the combo and its components go -> 204
 *
 * A reorder sends the FULL list of ids, written in one transaction; a list that is not exactly the current ids is 409
 * `order_mismatch` (as shared/api/menu-builder.ts's reorders), an id of another restaurant or none 404.
 * Answers that may change an option's siblings (a new default in a single-choice group unmarks the old one; a group
 * turned single keeps one default) carry the group's `options` as they are now, in display order.
 */
import * as z from '../zod';
import {
  MAX_CHOICES_PER_COMPONENT,
  MAX_COMBO_COMPONENTS,
  MAX_COMBO_QUANTITY,
  MAX_DELTA_CENTS,
  MAX_GROUPS_PER_ITEM,
  MAX_NAME_LENGTH,
  MAX_OPTIONS_PER_GROUP,
  MENU_OPTION_MESSAGES,
  comboComponentErrors,
  comboDiscountError,
  modifierGroupRuleErrors,
} from '../menu-option-rules';
import { idSchema } from './common';

const SELECTION = ['single', 'multi'] as const;
export const selectionTypeSchema = z.enum(SELECTION);
export const comboPricingModeSchema = z.enum(['fixed', 'dynamic']);

const nameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, MENU_OPTION_MESSAGES.nameRequired),
    z.maxLength(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`),
  );
const wholeCount = z.number().check(z.int('must be a whole number'));
/** A price delta in cents: may be negative (a discount option); the item's price never goes below 0. */
const priceDeltaSchema = wholeCount.check(z.minimum(-MAX_DELTA_CENTS), z.maximum(MAX_DELTA_CENTS));

/* ---------- path parameters (read beside restaurantId, so not strict; `{itemId}`: menu.ts's menuItemIdParamsSchema) ---------- */

export const modifierGroupParamsSchema = z.object({ groupId: idSchema });
export const modifierOptionParamsSchema = z.object({ groupId: idSchema, optionId: idSchema });

/* ---------- what the routes answer ---------- */

export const modifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  selectionType: selectionTypeSchema,
  required: z.boolean(),
  minSelect: z.int(),
  maxSelect: z.int(),
  position: z.int(),
});
export type ModifierGroupDto = z.infer<typeof modifierGroupSchema>;

export const modifierOptionSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  priceDeltaCents: z.int(),
  position: z.int(),
  isDefault: z.boolean(),
  visible: z.boolean(),
});
export type ModifierOptionDto = z.infer<typeof modifierOptionSchema>;

export const itemModifierGroupLinkSchema = z.object({ itemId: z.string(), groupId: z.string(), position: z.int() });
export type ItemModifierGroupLink = z.infer<typeof itemModifierGroupLinkSchema>;

export const comboChoiceSchema = z.object({ choiceItemId: z.string(), position: z.int() });

export const comboComponentSchema = z.object({
  id: z.string(),
  label: z.string(),
  position: z.int(),
  selectionType: selectionTypeSchema,
  quantity: z.int(),
  required: z.boolean(),
  /** Whether the diner may choose the chosen item's own options. */
  allowChildCustomization: z.boolean(),
  /** In display order. */
  choices: z.array(comboChoiceSchema),
});
export type ComboComponentDto = z.infer<typeof comboComponentSchema>;

export const comboSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  pricingMode: comboPricingModeSchema,
  /** Taken off the chosen items' total under dynamic pricing; fixed pricing charges the combo item's own price. */
  comboDiscountCents: z.int(),
  /** In display order. */
  components: z.array(comboComponentSchema),
});
export type ComboDto = z.infer<typeof comboSchema>;

export const modifierGroupResponseSchema = z.object({ group: modifierGroupSchema });
export const modifierGroupUpdateResponseSchema = z.object({ group: modifierGroupSchema, options: z.array(modifierOptionSchema) });
export const modifierGroupsResponseSchema = z.object({ groups: z.array(modifierGroupSchema) });
export const modifierOptionResponseSchema = z.object({ option: modifierOptionSchema, options: z.array(modifierOptionSchema) });
export const modifierOptionsResponseSchema = z.object({ options: z.array(modifierOptionSchema) });
export const itemModifierGroupsResponseSchema = z.object({ links: z.array(itemModifierGroupLinkSchema) });
export const comboResponseSchema = z.object({ combo: comboSchema });

/* ---------- requests ---------- */

const groupRulesFields = {
  selectionType: selectionTypeSchema,
  required: z.boolean(),
  minSelect: wholeCount,
  maxSelect: wholeCount,
};

/** min/max checked with the shared rule when both are sent (the server checks the merged group again). */
function checkRules(
  value: { selectionType?: 'single' | 'multi'; required?: boolean; minSelect?: number; maxSelect?: number },
  ctx: z.core.$RefinementCtx,
): void {
  if (value.minSelect === undefined || value.maxSelect === undefined) return;
  const errors = modifierGroupRuleErrors({
    selectionType: value.selectionType ?? 'multi',
    required: value.required ?? false,
    minSelect: value.minSelect,
    maxSelect: value.maxSelect,
  });
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

/** POST .../modifier-groups: every field optional; a new group is 'New Group', single, optional, min 0, max 1. */
export const modifierGroupCreateRequestSchema = z
  .partial(z.strictObject({ name: nameSchema, ...groupRulesFields }))
  .check(z.superRefine(checkRules));
export type ModifierGroupCreateRequest = z.infer<typeof modifierGroupCreateRequestSchema>;

/** PATCH .../modifier-groups/{groupId}: what changes (at least one field). Single choice fixes max 1, min 0 or 1. */
export const modifierGroupUpdateRequestSchema = z
  .partial(z.strictObject({ name: nameSchema, ...groupRulesFields }))
  .check(
    z.superRefine(checkRules),
    z.refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' }),
  );
export type ModifierGroupUpdateRequest = z.infer<typeof modifierGroupUpdateRequestSchema>;

/** PUT .../modifier-groups: every group of the restaurant, each once, in the new order. */
export const modifierGroupsOrderRequestSchema = z.strictObject({
  groupIds: z.array(idSchema).check(
    z.maxLength(200),
    z.refine((ids) => new Set(ids).size === ids.length, 'lists a group twice'),
  ),
});
export type ModifierGroupsOrderRequest = z.infer<typeof modifierGroupsOrderRequestSchema>;

/**
 * POST .../options: name required; price delta in cents (default 0, may be negative); isDefault (a single-choice
 * group keeps one default: marking this one unmarks the other); visible (default true); position (default: last).
 */
export const modifierOptionCreateRequestSchema = z.strictObject({
  name: nameSchema,
  priceDeltaCents: z.optional(priceDeltaSchema),
  isDefault: z.optional(z.boolean()),
  visible: z.optional(z.boolean()),
});
export type ModifierOptionCreateRequest = z.infer<typeof modifierOptionCreateRequestSchema>;

/** PATCH .../options/{optionId}: what changes (at least one field). Order changes with PUT .../options. */
export const modifierOptionUpdateRequestSchema = z
  .partial(modifierOptionCreateRequestSchema)
  .check(z.refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' }));
export type ModifierOptionUpdateRequest = z.infer<typeof modifierOptionUpdateRequestSchema>;

/** PUT .../modifier-groups/{groupId}/options: every option of the group, each once, in the new order. */
export const modifierOptionsOrderRequestSchema = z.strictObject({
  optionIds: z
    .array(idSchema)
    .check(
      z.maxLength(MAX_OPTIONS_PER_GROUP),
      z.refine((ids) => new Set(ids).size === ids.length, 'lists an option twice'),
    ),
});
export type ModifierOptionsOrderRequest = z.infer<typeof modifierOptionsOrderRequestSchema>;

/** PUT .../menu-items/{itemId}/modifier-groups: the groups the item offers, in order; those left out are detached. */
export const itemModifierGroupsRequestSchema = z.strictObject({
  groupIds: z
    .array(idSchema)
    .check(
      z.maxLength(MAX_GROUPS_PER_ITEM, `An item can offer at most ${MAX_GROUPS_PER_ITEM} option groups`),
      z.refine((ids) => new Set(ids).size === ids.length, 'lists a group twice'),
    ),
});
export type ItemModifierGroupsRequest = z.infer<typeof itemModifierGroupsRequestSchema>;

export const comboComponentInputSchema = z.strictObject({
  /** An existing component of this combo keeps its id (carts name it); omit for a new one. */
  id: z.optional(idSchema),
  label: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MENU_OPTION_MESSAGES.labelRequired),
      z.maxLength(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`),
    ),
  quantity: z._default(wholeCount.check(z.minimum(1, MENU_OPTION_MESSAGES.quantity), z.maximum(MAX_COMBO_QUANTITY)), 1),
  selectionType: z._default(selectionTypeSchema, 'single'),
  required: z._default(z.boolean(), true),
  allowChildCustomization: z._default(z.boolean(), false),
  /** Other items of the restaurant (not the combo itself), each once, in display order. */
  choiceItemIds: z._default(
    z
      .array(idSchema)
      .check(
        z.maxLength(MAX_CHOICES_PER_COMPONENT, `A component can offer at most ${MAX_CHOICES_PER_COMPONENT} items`),
        z.refine((ids) => new Set(ids).size === ids.length, MENU_OPTION_MESSAGES.duplicateChoice),
      ),
    [],
  ),
});
export type ComboComponentInput = z.input<typeof comboComponentInputSchema>;

/**
 * PUT .../menu-items/{itemId}/combo: the whole combo. `{}` turns 'This is a Combo' on with SPEC's defaults (fixed,
 * discount 0, no components) or leaves an existing combo's omitted fields as they are; `components`, when sent, is
 * the full list in order (components left out are deleted with their choices).
 */
export const comboPutRequestSchema = z
  .strictObject({
    pricingMode: z.optional(comboPricingModeSchema),
    comboDiscountCents: z.optional(wholeCount),
    components: z.optional(
      z
        .array(comboComponentInputSchema)
        .check(z.maxLength(MAX_COMBO_COMPONENTS, `A combo can have at most ${MAX_COMBO_COMPONENTS} components`)),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.comboDiscountCents !== undefined) {
        const error = comboDiscountError(value.comboDiscountCents);
        if (error) ctx.addIssue({ code: 'custom', path: ['comboDiscountCents'], message: error });
      }
      const ids = (value.components ?? []).flatMap((c) => (c.id ? [c.id] : []));
      if (new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: 'custom', path: ['components'], message: 'lists a component twice' });
      }
      (value.components ?? []).forEach((component, index) => {
        // The combo's own id is unknown here; the server checks "not itself" with it.
        for (const [field, message] of Object.entries(comboComponentErrors(component, ''))) {
          ctx.addIssue({ code: 'custom', path: ['components', index, field], message });
        }
      });
    }),
  );
export type ComboPutRequest = z.input<typeof comboPutRequestSchema>;
