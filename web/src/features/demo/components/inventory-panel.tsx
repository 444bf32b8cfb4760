import { LOW_STOCK_UNDER, RESTOCK_AMOUNT, STOCK_BAR_FULL_AT, stockLevel } from '../model/demo-inventory';
import type { DemoMenuItem } from '../model/demo-types';

interface InventoryPanelProps {
  menu: DemoMenuItem[];
  onRestock(itemId: string): void;
}

/** Stock per sample item: a bar full at 20 units (yellow under 10, red and 'Low stock' under 5) and '+10 stock'. */
export function InventoryPanel({ menu, onRestock }: InventoryPanelProps) {
  const lowCount = menu.filter((item) => stockLevel(item.stock).isLow).length;
  return (
    <section className="demo-section" aria-labelledby="demo-inventory-title">
      <h2 id="demo-inventory-title" className="section-title">
        Inventory
      </h2>
      <p className="muted" data-testid="demo-low-stock-count">
        {lowCount === 0 ? 'All items are well stocked.' : `${lowCount} ${lowCount === 1 ? 'item is' : 'items are'} low on stock (under ${LOW_STOCK_UNDER}).`}
      </p>
      <ul className="demo-list">
        {menu.map((item) => {
          const level = stockLevel(item.stock);
          const nameId = `demo-stock-${item.id}`;
          return (
            <li key={item.id} className="demo-card demo-stock" aria-labelledby={nameId}>
              <div className="demo-stock__header">
                <p id={nameId} className="demo-menu-item__name">
                  {item.name}
                </p>
                {level.isLow ? <span className="badge demo-badge--low">Low stock</span> : null}
              </div>
              <div
                className={`demo-stock__bar demo-stock__bar--${level.tone}`}
                role="meter"
                aria-label={`Stock of ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={STOCK_BAR_FULL_AT}
                aria-valuenow={Math.min(item.stock, STOCK_BAR_FULL_AT)}
                aria-valuetext={`${item.stock} in stock`}
              >
                <span className="demo-stock__fill" style={{ width: `${level.percent}%` }} />
              </div>
              <div className="demo-stock__footer">
                <span>{item.stock} in stock</span>
                <button type="button" className="button button--outline" aria-describedby={nameId} onClick={() => onRestock(item.id)}>
                  +{RESTOCK_AMOUNT} stock
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
