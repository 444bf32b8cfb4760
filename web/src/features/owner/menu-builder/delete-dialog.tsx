import type { BuilderCategory, BuilderItem } from '@shared/api/menu-builder';
import { useDeleteCategory } from './api/delete-category';
import { useDeleteItem } from './api/delete-item';
import { ConfirmDialog } from './modal';

/** What is about to be deleted: a category (with how many items go with it) or an item. */
export type Deleting = { kind: 'category'; category: BuilderCategory; itemCount: number } | { kind: 'item'; item: BuilderItem };

/** 'Delete …?' for a category or an item; it closes once the server has answered, whatever the answer. */
export function DeleteDialog({ restaurantId, deleting, onClose }: { restaurantId: string; deleting: Deleting; onClose(): void }) {
  const deleteCategory = useDeleteCategory(restaurantId);
  const deleteItem = useDeleteItem(restaurantId);

  async function confirmDelete() {
    try {
      if (deleting.kind === 'category') await deleteCategory.mutateAsync(deleting.category.id);
      else await deleteItem.mutateAsync(deleting.item.id);
    } catch {
      // The toast says why; the dialog closes either way.
    }
    onClose();
  }

  return (
    <ConfirmDialog
      title={deleting.kind === 'category' ? `Delete ${deleting.category.name}?` : `Delete ${deleting.item.name}?`}
      message={
        deleting.kind === 'category'
          ? deleting.itemCount === 0
            ? 'This category has no items. This cannot be undone.'
            : `Its ${deleting.itemCount} ${deleting.itemCount === 1 ? 'item' : 'items'} will be deleted too. This cannot be undone.`
          : 'The item leaves your menu for good. This cannot be undone.'
      }
      confirmLabel={deleting.kind === 'category' ? 'Delete category' : 'Delete item'}
      pending={deleteCategory.isPending || deleteItem.isPending}
      onConfirm={() => void confirmDelete()}
      onCancel={onClose}
    />
  );
}
