import { useState } from 'react';
import type { DashboardMenuItem, MenuItemAvailabilityRequest } from '@shared/api';
import { setAvailability } from '../api/menu';
import { formatMoney } from '@/lib/format';
import { categoryName, WithMenu } from './menu-query-state';
import { useMenuItemChange } from './use-menu-item-change';

/** The Menu tab: each item's availability. Managers and owners switch Sold Out, owners also Visible; staff read them. */
export function MenuTab({ restaurantId, canEdit, canPublish }: { restaurantId: string; canEdit: boolean; canPublish: boolean }) {
  return (
    <WithMenu restaurantId={restaurantId}>
      {(items, menu) => (
        <>
          {canEdit ? null : <p className="muted">Only managers and owners can change availability.</p>}
          {canEdit && !canPublish ? <p className="muted">Only the owner can publish or hide items (Visible).</p> : null}
          <div className="dash-table-scroll" role="region" aria-label="Menu items" tabIndex={0}>
            <table className="dash-table">
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col" className="dash-table__wide-only">
                    Category
                  </th>
                  <th scope="col">Price</th>
                  <th scope="col">Sold Out</th>
                  <th scope="col">Visible</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <MenuRow
                    key={item.id}
                    restaurantId={restaurantId}
                    item={item}
                    category={categoryName(menu, item.categoryId)}
                    canEdit={canEdit}
                    canPublish={canPublish}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </WithMenu>
  );
}

interface MenuRowProps {
  restaurantId: string;
  item: DashboardMenuItem;
  category: string;
  canEdit: boolean;
  canPublish: boolean;
}

function MenuRow({ restaurantId, item, category, canEdit, canPublish }: MenuRowProps) {
  const change = useMenuItemChange(restaurantId, (changes: MenuItemAvailabilityRequest) => setAvailability(restaurantId, item.id, changes));
  // The switch shows the asked-for state at once (a controlled input would otherwise spring back until the answer).
  const [asked, setAsked] = useState<MenuItemAvailabilityRequest | null>(null);
  const shown = { ...item, ...asked };
  const update = (changes: MenuItemAvailabilityRequest) => {
    setAsked(changes);
    change.mutate(changes, { onSettled: () => setAsked(null) });
  };
  return (
    <tr>
      <th scope="row">
        {item.name}
        {/* On a phone the Category column gives way; the category is told under the name instead. */}
        <span className="dash-table__narrow-only dash-table__sub">{category}</span>
      </th>
      <td className="dash-table__wide-only">{category}</td>
      <td>{formatMoney(item.priceCents, item.currency)}</td>
      <td>
        <Toggle label={`Sold Out: ${item.name}`} checked={shown.soldOut} disabled={!canEdit || change.isPending} onChange={(soldOut) => update({ soldOut })} />
      </td>
      <td>
        <Toggle label={`Visible: ${item.name}`} checked={shown.visible} disabled={!canPublish || change.isPending} onChange={(visible) => update({ visible })} />
      </td>
    </tr>
  );
}

function Toggle({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      role="switch"
      className="switch"
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
