/**
 * The owner's menu builder (issue 11, /owner/settings/menu-builder): the whole menu in one read, and the writes for
 * categories, items and ingredients. Owner only (SPEC.md 6: the menu is the owner's); restaurant-scoped routes under
 * /api/v1/restaurants/{restaurantId} (infra/routes.ts):
 *
 *   GET    /menu/builder                                   -> MenuBuilder (everything the page shows, one query)
 *   POST   /menu/categories                CategoryCreate  -> 201 { category }        (added last)
 *   PATCH  /menu/categories/{categoryId}   CategoryUpdate  -> { category }            (rename)
 *   DELETE /menu/categories/{categoryId}                   -> { deletedCategoryId, deletedItemIds } (its items go too)
 *   PUT    /menu/categories/order          Reorder         -> { categories }          (all of them, new order)
 *   PUT    /menu/categories/{categoryId}/items/order  Reorder -> { items }            (that category's items)
 *   POST   /menu-items                     ItemCreate      -> 201 { item }            (last in its category)
 *   PATCH  /menu-items/{itemId}            ItemUpdate      -> { item }                (a new categoryId moves it, last)
 *   DELETE /menu-items/{itemId}                            -> { deletedItemId }
 *   POST   /menu-items/{itemId}/ingredients               IngredientCreate -> 201 { ingredient } (added last)
 *   PATCH  /menu-items/{itemId}/ingredients/{ingredientId} IngredientUpdate -> { ingredient }
 *   DELETE /menu-items/{itemId}/ingredients/{ingredientId} -> { deletedIngredientId }
 *   PUT    /menu-items/{itemId}/ingredients/order  Reorder -> { ingredients }         (that item's ingredients)
 *
 * Positions are 0, 1, 2... in display order; a reorder sends the FULL list of ids (each exactly once) and the server
 * writes all positions in one transaction. A list that is not exactly the current ids is refused with 409
 * `order_mismatch` (someone added or removed something meanwhile: read again). A category, item or ingredient of
 * another restaurant, or none, is 404. Modifier groups, options, links and combos are in the read (their writes are
 * other routes).
 */
import * as z from '../zod';
import { ALLERGEN_CODES, DIETARY_FLAG_CODES } from '../allergens';
import { idSchema } from './common';
import { dashboardMenuItemSchema } from './menu';
import { comboPricingModeSchema, itemModifierGroupLinkSchema, modifierGroupSchema, modifierOptionSchema, selectionTypeSchema } from './menu-options';

export const MENU_CATEGORY_NAME_MAX = 80;
export const MENU_ITEM_NAME_MAX = 100;
export const MENU_ITEM_DESCRIPTION_MAX = 500;
export const INGREDIENT_NAME_MAX = 80;
/** $100,000.00: the quick menu's ceiling too. */
export const MENU_PRICE_MAX_CENTS = 100_000_00;
/** A transaction writes at most 100 items: the most categories, items per category, ingredients per item. */
export const MENU_CATEGORIES_MAX = 100;
export const MENU_ITEMS_PER_CATEGORY_MAX = 100;
export const INGREDIENTS_PER_ITEM_MAX = 50;

/* ---------------------------------------------------------------- menu hours (issue 30 item 3, shared/menu-hours.ts) */

export const MENU_HOURS_WINDOWS_MAX = 7;
const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM (00:00 to 23:59)'));
export const hoursWindowSchema = z
  .strictObject({
    days: z.pipe(
      z
        .array(
          z
            .int()
            .check(z.minimum(0, 'must be a weekday 0 (Sunday) to 6'), z.maximum(6, 'must be a weekday 0 (Sunday) to 6')),
        )
        .check(
          z.minLength(1, 'Choose at least one day'),
          z.maxLength(7),
          z.refine((v) => new Set(v).size === v.length, { message: 'lists a day twice' }),
        ),
      z.transform((v) => [...v].sort((a, b) => a - b)),
    ),
    from: hhmm,
    to: hhmm,
  })
  .check(z.refine((w) => w.from !== w.to, { message: 'The start and end times must differ', path: ['to'] }));
/**
 * Set hours: `null` is always available. Windows on the restaurant's wall clock; `to` before `from` crosses midnight.
 * `outside`: what diners see outside them (a dish shown as unavailable with when it comes back, or hidden).
 */
export const menuHoursSchema = z.nullable(
  z.strictObject({
    windows: z
      .array(hoursWindowSchema)
      .check(
        z.minLength(1, 'Add at least one time window'),
        z.maxLength(MENU_HOURS_WINDOWS_MAX, `must have at most ${MENU_HOURS_WINDOWS_MAX} windows`),
      ),
    outside: z.enum(['unavailable', 'hidden'], 'must be unavailable or hidden'),
  }),
);
export type MenuHoursInput = z.input<typeof menuHoursSchema>;

/* ---------------------------------------------------------------- read */

export const allergenCodeSchema = z.enum(ALLERGEN_CODES);
export const dietaryFlagSchema = z.enum(DIETARY_FLAG_CODES);

export const builderCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  position: z.int(),
  /** null: always available. */
  hours: z.optional(menuHoursSchema),
});
export type BuilderCategory = z.infer<typeof builderCategorySchema>;

export const builderIngredientSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  name: z.string(),
  isDefaultIncluded: z.boolean(),
  isRemovable: z.boolean(),
  position: z.int(),
  /** shared/allergens.ts codes, canonical order; [] when none. */
  allergens: z.array(allergenCodeSchema),
  dietary: z.array(dietaryFlagSchema),
});
export type BuilderIngredient = z.infer<typeof builderIngredientSchema>;

/** An item as the dashboard menu has it (shared/api/menu.ts), with the photo's alt text the editor edits. */
export const builderItemSchema = z.extend(dashboardMenuItemSchema, {
  imageAlt: z.nullable(z.string()),
  /** null: always available (its category's hours still apply). */
  hours: z.optional(menuHoursSchema),
});
export type BuilderItem = z.infer<typeof builderItemSchema>;

/** Groups, options and an item's groups as the option routes answer them (shared/api/menu-options.ts). */
export const builderModifierGroupSchema = modifierGroupSchema;
export const builderModifierOptionSchema = modifierOptionSchema;
/** A group offered on an item, at `position` among the item's groups. */
export const builderItemModifierGroupSchema = itemModifierGroupLinkSchema;
export const builderComboSchema = z.object({
  id: z.string(),
  /** The menu item that is the combo. */
  itemId: z.string(),
  pricingMode: comboPricingModeSchema,
  comboDiscountCents: z.int(),
});
export const builderComboComponentSchema = z.object({
  id: z.string(),
  comboId: z.string(),
  label: z.string(),
  position: z.int(),
  selectionType: selectionTypeSchema,
  quantity: z.int(),
  required: z.boolean(),
  allowChildCustomization: z.boolean(),
});
export const builderComboChoiceSchema = z.object({ componentId: z.string(), choiceItemId: z.string(), position: z.int() });

/**
 * GET .../menu/builder. Every list in display order (position): categories; items category by category (items of a
 * category that no longer exists last); ingredients item by item; and so on. Hidden, inactive and sold-out items
 * included.
 */
export const menuBuilderSchema = z.object({
  categories: z.array(builderCategorySchema),
  items: z.array(builderItemSchema),
  ingredients: z.array(builderIngredientSchema),
  modifierGroups: z.array(builderModifierGroupSchema),
  modifierOptions: z.array(builderModifierOptionSchema),
  itemModifierGroups: z.array(builderItemModifierGroupSchema),
  combos: z.array(builderComboSchema),
  comboComponents: z.array(builderComboComponentSchema),
  comboChoices: z.array(builderComboChoiceSchema),
});
export type MenuBuilder = z.infer<typeof menuBuilderSchema>;

/* ---------------------------------------------------------------- path parameters (not strict: restaurantId too) */

export const menuCategoryIdParamsSchema = z.object({ categoryId: idSchema });
export const menuBuilderItemIdParamsSchema = z.object({ itemId: idSchema });
export const menuIngredientIdParamsSchema = z.object({ itemId: idSchema, ingredientId: idSchema });

/* ---------------------------------------------------------------- requests */

const name = (max: number, required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, `must be at most ${max} characters`));
const priceCents = z
  .number()
  .check(
    z.int('must be whole cents'),
    z.minimum(0, 'Price cannot be negative'),
    z.maximum(MENU_PRICE_MAX_CENTS, 'is too high'),
  );
/** Empty or blank clears the description (null too). */
const description = z.pipe(
  z.nullable(
    z
      .string()
      .check(z.trim(), z.maxLength(MENU_ITEM_DESCRIPTION_MAX, `must be at most ${MENU_ITEM_DESCRIPTION_MAX} characters`)),
  ),
  z.transform((v) => (v ? v : null)),
);

export const categoryCreateRequestSchema = z.strictObject({ name: name(MENU_CATEGORY_NAME_MAX, 'Category name is required') });
export type CategoryCreateRequest = z.infer<typeof categoryCreateRequestSchema>;
/** Rename, or set its hours (order changes go through PUT .../categories/order). */
export const categoryUpdateRequestSchema = z
  .partial(
    z.strictObject({ name: name(MENU_CATEGORY_NAME_MAX, 'Category name is required'), hours: menuHoursSchema }),
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' }));
export type CategoryUpdateRequest = z.infer<typeof categoryUpdateRequestSchema>;
export const categoryResponseSchema = z.object({ category: builderCategorySchema });
export const categoryDeleteResponseSchema = z.object({ deletedCategoryId: z.string(), deletedItemIds: z.array(z.string()) });
export type CategoryDeleteResponse = z.infer<typeof categoryDeleteResponseSchema>;

/** PUT .../order: every id of the list being ordered, each once, in the new order. */
export const reorderRequestSchema = z.strictObject({
  ids: z
    .array(idSchema)
    .check(
      z.maxLength(100, 'lists at most 100 ids'),
      z.refine((ids) => new Set(ids).size === ids.length, { message: 'lists an id twice' }),
    ),
});
export type ReorderRequest = z.infer<typeof reorderRequestSchema>;
export const categoriesOrderResponseSchema = z.object({ categories: z.array(builderCategorySchema) });
export const itemsOrderResponseSchema = z.object({ items: z.array(builderItemSchema) });
export const ingredientsOrderResponseSchema = z.object({ ingredients: z.array(builderIngredientSchema) });

/**
 * The per-category quick add (name, price) and the full form alike. New items are Drafts (`visible` false, SPEC.md 3:
 * "new items from the alternate builder start false") unless `visible` says otherwise; active and not sold out.
 */
export const itemCreateRequestSchema = z.strictObject({
  categoryId: idSchema,
  name: name(MENU_ITEM_NAME_MAX, 'Name is required'),
  priceCents,
  description: z.optional(description),
  visible: z.optional(z.boolean()),
  soldOut: z.optional(z.boolean()),
  isActive: z.optional(z.boolean()),
});
export type ItemCreateRequest = z.input<typeof itemCreateRequestSchema>;

/** Any of the editor's fields; `categoryId` (a category of this restaurant) moves the item, last in that category. */
export const itemUpdateRequestSchema = z
  .partial(
    z.strictObject({
      categoryId: idSchema,
      name: name(MENU_ITEM_NAME_MAX, 'Name is required'),
      description,
      priceCents,
      visible: z.boolean(),
      soldOut: z.boolean(),
      isActive: z.boolean(),
      hours: menuHoursSchema,
    }),
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' }));
export type ItemUpdateRequest = z.input<typeof itemUpdateRequestSchema>;
export const builderItemResponseSchema = z.object({ item: builderItemSchema });
export const itemDeleteResponseSchema = z.object({ deletedItemId: z.string() });

const tags = {
  allergens: z
    .array(allergenCodeSchema)
    .check(
      z.maxLength(ALLERGEN_CODES.length),
      z.refine((v) => new Set(v).size === v.length, { message: 'lists an allergen twice' }),
    ),
  dietary: z
    .array(dietaryFlagSchema)
    .check(
      z.maxLength(DIETARY_FLAG_CODES.length),
      z.refine((v) => new Set(v).size === v.length, { message: 'lists a flag twice' }),
    ),
};

/**
 * Defaults as SPEC.md 5: default included, removable, no tags; added last. Tags an allergen rules out (a vegan
 * ingredient with milk: shared/allergens.ts dietConflicts) are refused with 400.
 */
export const ingredientCreateRequestSchema = z.strictObject({
  name: name(INGREDIENT_NAME_MAX, 'Ingredient name is required'),
  isDefaultIncluded: z.optional(z.boolean()),
  isRemovable: z.optional(z.boolean()),
  allergens: z.optional(tags.allergens),
  dietary: z.optional(tags.dietary),
});
export type IngredientCreateRequest = z.input<typeof ingredientCreateRequestSchema>;
/** Lists replace the stored ones whole. */
export const ingredientUpdateRequestSchema = z
  .partial(
    z.strictObject({
      name: name(INGREDIENT_NAME_MAX, 'Ingredient name is required'),
      isDefaultIncluded: z.boolean(),
      isRemovable: z.boolean(),
      allergens: tags.allergens,
      dietary: tags.dietary,
    }),
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' }));
export type IngredientUpdateRequest = z.input<typeof ingredientUpdateRequestSchema>;
export const ingredientResponseSchema = z.object({ ingredient: builderIngredientSchema });
export const ingredientDeleteResponseSchema = z.object({ deletedIngredientId: z.string() });
