/**
 * The 'Options & Variants' tab's writes (shared/api/menu-options.ts), each through useBuilderChange: shown at once
 * where the answer adds nothing the owner needs to see first, rolled back with SPEC's title and the server's message
 * when refused (SPEC.md 8 'Owner menu actions').
 */
import type { MenuBuilder } from '@shared/api/menu-builder';
import {
  itemModifierGroupsResponseSchema,
  modifierGroupResponseSchema,
  modifierGroupUpdateResponseSchema,
  modifierOptionResponseSchema,
  modifierOptionsResponseSchema,
  type ModifierGroupDto,
  type ModifierGroupUpdateRequest,
  type ModifierOptionCreateRequest,
  type ModifierOptionDto,
  type ModifierOptionUpdateRequest,
} from '@shared/api/menu-options';
import { defaultOptionIds } from '@shared/menu-option-rules';
import { apiRequest } from '@/lib/api';
import { replaceById, restaurantApiPath, seg, useBuilderChange } from './builder-api';

export const OPTION_ERRORS = {
  createGroup: 'Error creating modifier group',
  updateGroup: 'Error updating modifier group',
  deleteGroup: 'Error deleting modifier group',
  createOption: 'Error creating option',
  updateOption: 'Error updating option',
  deleteOption: 'Error deleting option',
  attach: 'Error attaching group',
  detach: 'Error detaching group',
} as const;

const groupsPath = (restaurantId: string, path = '') => restaurantApiPath(restaurantId, `/menu/modifier-groups${path}`);

/** The options of a group, in display order. */
export function optionsOf(builder: MenuBuilder, groupId: string): ModifierOptionDto[] {
  return builder.modifierOptions.filter((o) => o.groupId === groupId).sort((a, b) => a.position - b.position);
}

/** The group ids an item offers, in order. */
export function itemGroupIds(builder: MenuBuilder, itemId: string): string[] {
  return builder.itemModifierGroups
    .filter((l) => l.itemId === itemId)
    .sort((a, b) => a.position - b.position)
    .map((l) => l.groupId);
}

/** How many items offer the group. */
export function itemsUsingGroup(builder: MenuBuilder, groupId: string): number {
  return new Set(builder.itemModifierGroups.filter((l) => l.groupId === groupId).map((l) => l.itemId)).size;
}

/** The group's options replaced by `options` (the server's answer, in order), other groups' untouched. */
function withGroupOptions(builder: MenuBuilder, groupId: string, options: readonly ModifierOptionDto[]): MenuBuilder {
  return { ...builder, modifierOptions: [...builder.modifierOptions.filter((o) => o.groupId !== groupId), ...options] };
}

/** POST .../modifier-groups: a 'New Group' with SPEC's defaults (waits for its id). */
export function useCreateGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: () => apiRequest(groupsPath(restaurantId), { method: 'POST', body: {}, schema: modifierGroupResponseSchema }),
    apply: (builder, { group }) => ({ ...builder, modifierGroups: [...builder.modifierGroups.filter((g) => g.id !== group.id), group] }),
    errorTitle: OPTION_ERRORS.createGroup,
  });
}

export interface ItemGroupsChange {
  groupIds: string[];
  /** Which SPEC title a refusal gets. */
  action: 'attach' | 'detach' | 'order';
}

/** PUT .../menu-items/{itemId}/modifier-groups: attach, detach and order, the full list each time. */
export function useSetItemGroups(restaurantId: string, itemId: string) {
  const links = (groupIds: readonly string[]) => groupIds.map((groupId, position) => ({ itemId, groupId, position }));
  return useBuilderChange(restaurantId, {
    request: ({ groupIds }: ItemGroupsChange) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu-items/${seg(itemId)}/modifier-groups`), {
        method: 'PUT',
        body: { groupIds },
        schema: itemModifierGroupsResponseSchema,
      }),
    optimistic: (builder, { groupIds }) => ({
      ...builder,
      itemModifierGroups: [...builder.itemModifierGroups.filter((l) => l.itemId !== itemId), ...links(groupIds)],
    }),
    apply: (builder, result) => ({
      ...builder,
      itemModifierGroups: [...builder.itemModifierGroups.filter((l) => l.itemId !== itemId), ...result.links],
    }),
    errorTitle: ({ action }) => (action === 'detach' ? OPTION_ERRORS.detach : action === 'attach' ? OPTION_ERRORS.attach : OPTION_ERRORS.updateGroup),
  });
}

export interface GroupUpdate {
  groupId: string;
  patch: ModifierGroupUpdateRequest;
}

/** PATCH .../modifier-groups/{groupId}; the answer carries the group's options (a group turned single keeps one default). */
export function useUpdateGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, patch }: GroupUpdate) =>
      apiRequest(groupsPath(restaurantId, `/${seg(groupId)}`), { method: 'PATCH', body: patch, schema: modifierGroupUpdateResponseSchema }),
    optimistic: (builder, { groupId, patch }) => ({
      ...builder,
      modifierGroups: builder.modifierGroups.map((g): ModifierGroupDto => (g.id === groupId ? { ...g, ...patch } : g)),
    }),
    apply: (builder, { group, options }) => withGroupOptions({ ...builder, modifierGroups: replaceById(builder.modifierGroups, [group]) }, group.id, options),
    errorTitle: OPTION_ERRORS.updateGroup,
  });
}

/** DELETE .../modifier-groups/{groupId}: its options go and every item that offered it loses it. */
export function useDeleteGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (groupId: string) => apiRequest(groupsPath(restaurantId, `/${seg(groupId)}`), { method: 'DELETE' }),
    optimistic: (builder, groupId) => ({
      ...builder,
      modifierGroups: builder.modifierGroups.filter((g) => g.id !== groupId),
      modifierOptions: builder.modifierOptions.filter((o) => o.groupId !== groupId),
      itemModifierGroups: builder.itemModifierGroups.filter((l) => l.groupId !== groupId),
    }),
    apply: (builder) => builder,
    errorTitle: OPTION_ERRORS.deleteGroup,
  });
}

export interface OptionCreate {
  groupId: string;
  option: ModifierOptionCreateRequest;
}

/** POST .../options (waits for the id; added last). */
export function useCreateOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, option }: OptionCreate) =>
      apiRequest(groupsPath(restaurantId, `/${seg(groupId)}/options`), { method: 'POST', body: option, schema: modifierOptionResponseSchema }),
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.createOption,
  });
}

export interface OptionUpdate {
  groupId: string;
  optionId: string;
  patch: ModifierOptionUpdateRequest;
}

/** PATCH .../options/{optionId}; a new default of a single-choice group unmarks the old one at once. */
export function useUpdateOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionId, patch }: OptionUpdate) =>
      apiRequest(groupsPath(restaurantId, `/${seg(groupId)}/options/${seg(optionId)}`), {
        method: 'PATCH',
        body: patch,
        schema: modifierOptionResponseSchema,
      }),
    optimistic: (builder, { groupId, optionId, patch }) => {
      let options = optionsOf(builder, groupId).map((o) => (o.id === optionId ? { ...o, ...patch } : o));
      const group = builder.modifierGroups.find((g) => g.id === groupId);
      if (group && patch.isDefault) {
        const keep = defaultOptionIds(group, options, optionId);
        options = options.map((o) => ({ ...o, isDefault: keep.has(o.id) }));
      }
      return withGroupOptions(builder, groupId, options);
    },
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.updateOption,
  });
}

/** DELETE .../options/{optionId}. */
export function useDeleteOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionId }: { groupId: string; optionId: string }) =>
      apiRequest(groupsPath(restaurantId, `/${seg(groupId)}/options/${seg(optionId)}`), { method: 'DELETE' }),
    optimistic: (builder, { optionId }) => ({ ...builder, modifierOptions: builder.modifierOptions.filter((o) => o.id !== optionId) }),
    apply: (builder) => builder,
    errorTitle: OPTION_ERRORS.deleteOption,
  });
}

/** PUT .../options: the group's options in their new order (all of them). */
export function useOrderOptions(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionIds }: { groupId: string; optionIds: string[] }) =>
      apiRequest(groupsPath(restaurantId, `/${seg(groupId)}/options`), { method: 'PUT', body: { optionIds }, schema: modifierOptionsResponseSchema }),
    optimistic: (builder, { groupId, optionIds }) => {
      const byId = new Map(optionsOf(builder, groupId).map((o) => [o.id, o]));
      const ordered = optionIds.flatMap((id, position) => {
        const option = byId.get(id);
        return option ? [{ ...option, position }] : [];
      });
      return withGroupOptions(builder, groupId, ordered);
    },
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.updateOption,
  });
}
