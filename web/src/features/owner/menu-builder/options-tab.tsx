/**
 * The item editor's 'Options & Variants' tab (SPEC.md 2 Menu builder, 3-5; issue 11): the item's modifier groups in
 * order, each editable with its options; 'Add Group' (a 'New Group' attached to this item), attach a group another
 * item already uses (groups are shared), detach, and order. Writes go through options-api.ts (useBuilderChange).
 */
import { useId, useState } from 'react';
import type { ModifierGroupDto } from '@shared/api/menu-options';
import { MAX_GROUPS_PER_ITEM } from '@shared/menu-option-rules';
import { move, type EditorTabProps } from './builder-api';
import { useCreateGroup } from './api/create-group';
import { itemGroupIds, itemsUsingGroup, optionsOf } from './api/lists';
import { useSetItemGroups } from './api/set-item-groups';
import { GroupEditor } from './options-group';
import { useSubmitGuard } from './options-guard';
import './options.css';

const usedBy = (n: number) => (n === 1 ? 'Used by 1 item' : `Used by ${n} items`);

export function OptionsTab({ restaurantId, itemId, builder }: EditorTabProps) {
  const id = useId();
  const createGroup = useCreateGroup(restaurantId);
  const setGroups = useSetItemGroups(restaurantId, itemId);
  const [justAdded, setJustAdded] = useState<string | null>(null);
  const [attachId, setAttachId] = useState('');
  const [addingGroup, setAddingGroup] = useState(false);
  const addGuard = useSubmitGuard(addingGroup);

  const groupIds = itemGroupIds(builder, itemId);
  const byId = new Map(builder.modifierGroups.map((g) => [g.id, g]));
  const groups = groupIds.flatMap((groupId) => {
    const group = byId.get(groupId);
    return group ? [group] : [];
  });
  const attachable = builder.modifierGroups
    .filter((g) => !groupIds.includes(g.id))
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
  const atLimit = groupIds.length >= MAX_GROUPS_PER_ITEM;
  const linking = setGroups.isPending;
  const selectedAttach = attachable.some((g) => g.id === attachId) ? attachId : '';

  async function addGroup() {
    if (!addGuard.take()) return;
    setAddingGroup(true);
    try {
      const { group } = await createGroup.mutateAsync();
      await setGroups.mutateAsync({ groupIds: [...groupIds, group.id], action: 'attach' });
      setJustAdded(group.id);
    } catch {
      // The toast said why; nothing else to undo.
    } finally {
      setAddingGroup(false);
    }
  }

  function attach() {
    if (!selectedAttach || linking) return;
    setGroups.mutate({ groupIds: [...groupIds, selectedAttach], action: 'attach' }, { onSuccess: () => setAttachId('') });
  }

  function reorder(groupId: string, to: number) {
    const from = groupIds.indexOf(groupId);
    if (from < 0 || to < 0 || to >= groupIds.length || linking) return;
    setGroups.mutate({ groupIds: move(groupIds, from, to), action: 'order' });
  }

  function detach(groupId: string) {
    if (linking) return;
    setGroups.mutate({ groupIds: groupIds.filter((g) => g !== groupId), action: 'detach' });
  }

  const addPending = addingGroup || createGroup.isPending;
  return (
    <div className="options-tab stack">
      <div className="options-tab__intro">
        <p className="muted">
          Option groups let diners choose, for example a size or extras. A group can be shared by several items: changes to it show on every item that
          uses it.
        </p>
        <button type="button" className="button" disabled={addPending || linking || atLimit} onClick={() => void addGroup()}>
          {addPending ? 'Adding...' : 'Add Group'}
        </button>
      </div>
      {atLimit ? <p className="muted">An item can offer at most {MAX_GROUPS_PER_ITEM} option groups.</p> : null}

      {groups.length === 0 ? (
        <div className="options-empty">
          <p className="options-empty__title">No option groups yet</p>
          <p className="muted">Add a group such as Size or Extras, or attach one you already made for another item.</p>
        </div>
      ) : (
        <ol className="options-groups" aria-label="Option groups of this item">
          {groups.map((group: ModifierGroupDto, index) => (
            <li key={group.id}>
              <GroupEditor
                restaurantId={restaurantId}
                group={group}
                options={optionsOf(builder, group.id)}
                index={index}
                count={groups.length}
                usage={itemsUsingGroup(builder, group.id)}
                linking={linking}
                onMove={reorder}
                onDetach={detach}
                autoFocus={justAdded === group.id}
              />
            </li>
          ))}
        </ol>
      )}

      {attachable.length > 0 ? (
        <div className="options-attach card">
          <div className="field options-field--grow">
            <label className="field__label" htmlFor={`${id}-attach`}>
              Attach existing group
            </label>
            <select id={`${id}-attach`} className="input" value={selectedAttach} onChange={(event) => setAttachId(event.target.value)}>
              <option value="">Choose a group...</option>
              {attachable.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name} · {usedBy(itemsUsingGroup(builder, group.id))}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button button--outline" disabled={!selectedAttach || linking || atLimit} onClick={attach}>
            Attach
          </button>
        </div>
      ) : null}
    </div>
  );
}
