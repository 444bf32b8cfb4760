import { useState } from 'react';
import { EMPTY_ITEM_FORM, formFromItem, itemFromForm, type DemoItemFormValues } from '../model/demo-item-form';
import { formatDemoMoney } from '../model/demo-format';
import type { DemoMenuItem } from '../model/demo-types';
import { MenuItemForm } from './menu-item-form';

interface MenuPanelProps {
  menu: DemoMenuItem[];
  onAdd(item: DemoMenuItem): void;
  onUpdate(item: DemoMenuItem): void;
  onDelete(itemId: string): void;
  onToggleAvailable(itemId: string): void;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; item: DemoMenuItem };

/** Menu management on sample items: add, edit, delete and the availability switch. */
export function MenuPanel({ menu, onAdd, onUpdate, onDelete, onToggleAvailable }: MenuPanelProps) {
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [announcement, setAnnouncement] = useState('');
  const close = () => setEditing({ kind: 'none' });

  function save(values: DemoItemFormValues) {
    if (editing.kind === 'edit') {
      onUpdate(itemFromForm(editing.item.id, values));
      setAnnouncement(`${values.name.trim()} updated`);
    } else {
      onAdd(itemFromForm(`new-${crypto.randomUUID()}`, values));
      setAnnouncement(`${values.name.trim()} added`);
    }
    close();
  }

  function remove(item: DemoMenuItem) {
    onDelete(item.id);
    setAnnouncement(`${item.name} deleted`);
  }

  return (
    <section className="demo-section" aria-labelledby="demo-menu-title">
      <div className="demo-section__header">
        <h2 id="demo-menu-title" className="section-title">
          Menu management
        </h2>
        {editing.kind === 'none' ? (
          <button type="button" className="button" onClick={() => setEditing({ kind: 'new' })}>
            Add item
          </button>
        ) : null}
      </div>
      {editing.kind === 'new' ? <MenuItemForm title="New item" initial={EMPTY_ITEM_FORM} submitLabel="Add item" onSubmit={save} onCancel={close} /> : null}
      {editing.kind === 'edit' ? (
        <MenuItemForm key={editing.item.id} title={`Edit ${editing.item.name}`} initial={formFromItem(editing.item)} submitLabel="Save changes" onSubmit={save} onCancel={close} />
      ) : null}
      {menu.length === 0 ? <p className="muted">No items yet. Add one to see it here.</p> : null}
      <ul className="demo-list">
        {menu.map((item) => (
          <li key={item.id} className="demo-card demo-menu-item" aria-label={item.name}>
            <div className="demo-menu-item__text">
              <p className="demo-menu-item__name">{item.name}</p>
              <p className="muted">
                {item.category} · {formatDemoMoney(item.priceCents)} · {item.stock} in stock
              </p>
              {item.description ? <p className="muted">{item.description}</p> : null}
            </div>
            <div className="demo-menu-item__actions">
              <label className="demo-form__check">
                <input type="checkbox" checked={item.available} onChange={() => onToggleAvailable(item.id)} /> Available
                <span className="demo-visually-hidden"> {item.name}</span>
              </label>
              <button type="button" className="button button--outline" onClick={() => setEditing({ kind: 'edit', item })}>
                Edit<span className="demo-visually-hidden"> {item.name}</span>
              </button>
              <button type="button" className="button button--ghost" onClick={() => remove(item)}>
                Delete<span className="demo-visually-hidden"> {item.name}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="demo-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
