import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Membership } from '@shared/api';
import { homePathOf, noticeLostAccess, rememberActive } from '@/lib/account/active-restaurant';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { Modal } from '../menu-builder/modal';

interface LeaveRestaurantDialogProps {
  userId: string;
  /** The owned restaurant to delete (the active one). */
  restaurant: Membership;
  /** Where the person goes on: another of their restaurants. */
  next: Membership;
  onClose(): void;
}

function deleteRestaurant(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.detail(restaurantId), { method: 'DELETE' });
}

/**
 * "Leave and delete this empty restaurant", confirmed: for a restaurant made by mistake (an invitee who signed up
 * before opening the invitation). The server refuses one with orders or a team, and the dialog says why; once
 * deleted the person goes on at their other restaurant. Cancel is focused first, so Enter alone never deletes.
 */
export function LeaveRestaurantDialog({ userId, restaurant, next, onClose }: LeaveRestaurantDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation({
    mutationFn: () => deleteRestaurant(restaurant.restaurantId),
    onSuccess: async () => {
      rememberActive(userId, next);
      noticeLostAccess(null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(restaurant.restaurantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      onClose();
      void navigate(homePathOf(next), { replace: true });
    },
  });
  const titleId = 'leave-restaurant-title';

  return (
    <Modal labelledBy={titleId} className="owner-dialog" onCancel={onClose} initialFocus={cancelButton}>
      <div className="owner-dialog__panel">
        <h2 id={titleId} className="leave-dialog__title">
          Delete {restaurant.restaurantName}?
        </h2>
        <p>
          This deletes the restaurant, its menu and its settings for good. It is only possible while it has no orders
          and no team. You will go on at {next.restaurantName}.
        </p>
        {remove.isError ? (
          <p role="alert" className="leave-dialog__error">
            {remove.error.message}
          </p>
        ) : null}
        <div className="leave-dialog__actions">
          <button ref={cancelButton} type="button" className="button button--outline" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button leave-dialog__delete" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete restaurant'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
