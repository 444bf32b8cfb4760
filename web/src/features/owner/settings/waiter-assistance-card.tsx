import { useState } from 'react';
import type { Restaurant } from '@shared/api';
import { toast } from '@/components/toast/toast-store';
import { useUpdateRestaurant } from '@/lib/restaurants/update-restaurant';
import { errorDescription } from '../menu-builder/builder-api';
import { SwitchField } from './switch-field';

/**
 * Whether guests can call a waiter from the menu (the diner's 'Need assistance?' button, SPEC.md 2). Saved as soon as
 * it is switched, with SPEC's toasts ('Waiter assistance enabled' / 'disabled', 'Failed to update setting'): it is
 * not part of the form around it.
 */
export function WaiterAssistanceCard({ restaurant }: { restaurant: Restaurant }) {
  const update = useUpdateRestaurant(restaurant.id);
  const [shown, setShown] = useState<boolean | null>(null);
  const checked = shown ?? restaurant.serviceRequestEnabled;

  function change(enabled: boolean) {
    if (update.isPending) return;
    setShown(enabled);
    update.mutate(
      { serviceRequestEnabled: enabled },
      {
        onSuccess: () => toast.success(enabled ? 'Waiter assistance enabled' : 'Waiter assistance disabled'),
        onError: (error) => toast.error('Failed to update setting', errorDescription(error)),
        onSettled: () => setShown(null),
      },
    );
  }

  return (
    <section className="card stack stack--tight" aria-labelledby="waiter-assistance-title">
      <h2 id="waiter-assistance-title" className="settings-section__title">
        Guest service
      </h2>
      <SwitchField label="Waiter assistance" description="Guests can call a waiter from the menu." checked={checked} onChange={change} />
    </section>
  );
}
