import { SiteHeader } from '@/components/layout/site-header';
import '../demo.css';
import { useEffect, useReducer, useState } from 'react';
import { demoReducer } from '../model/demo-state';
import { sampleDemoState } from '../model/sample-data';
import { AnalyticsPanel } from './analytics-panel';
import { DemoTabs } from './demo-tabs';
import { InventoryPanel } from './inventory-panel';
import { MenuPanel } from './menu-panel';
import { OrdersPanel } from './orders-panel';

type DemoTabId = 'orders' | 'menu' | 'inventory' | 'analytics';

/** Order ages are shown in minutes: refreshing them twice a minute is plenty. */
const CLOCK_TICK_MS = 30_000;

/**
 * /demo (SPEC.md 1 and 2, 'Demo panels'): the admin area on sample data, public and without sign-in. Everything
 * lives in this page's memory: nothing is read from or sent to the server, and a reload starts over.
 */
export function DemoPage() {
  const [state, dispatch] = useReducer(demoReducer, undefined, () => sampleDemoState());
  const [tab, setTab] = useState<DemoTabId>('orders');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <div className="demo">
      <SiteHeader />
      <main id="main" className="demo__main">
        <h1 className="page__title">Restaurant admin demo</h1>
        <div className="demo-banner" role="note" aria-label="Demo data">
          <strong className="demo-banner__title">Demo data</strong>
          <span>Sample orders, menu and sales, kept in this tab only. Nothing is saved or sent anywhere; reloading starts over.</span>
        </div>
        <DemoTabs<DemoTabId>
          label="Demo sections"
          selected={tab}
          onSelect={setTab}
          tabs={[
            { id: 'orders', label: 'Orders', panel: <OrdersPanel orders={state.orders} now={now} onAdvance={(orderId) => dispatch({ type: 'order/advance', orderId })} /> },
            {
              id: 'menu',
              label: 'Menu',
              panel: (
                <MenuPanel
                  menu={state.menu}
                  onAdd={(item) => dispatch({ type: 'menu/add', item })}
                  onUpdate={(item) => dispatch({ type: 'menu/update', item })}
                  onDelete={(itemId) => dispatch({ type: 'menu/delete', itemId })}
                  onToggleAvailable={(itemId) => dispatch({ type: 'menu/toggle-available', itemId })}
                />
              ),
            },
            { id: 'inventory', label: 'Inventory', panel: <InventoryPanel menu={state.menu} onRestock={(itemId) => dispatch({ type: 'inventory/restock', itemId })} /> },
            { id: 'analytics', label: 'Analytics', panel: <AnalyticsPanel sales={state.sales} orders={state.orders} /> },
          ]}
        />
      </main>
    </div>
  );
}
