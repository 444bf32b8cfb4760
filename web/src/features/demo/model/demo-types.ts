/** The demo area's sample records (SPEC.md 3 'Demo only'): kept in memory in the browser, never sent anywhere. */

export type DemoOrderStatus = 'pending' | 'preparing' | 'ready' | 'served';

export interface DemoOrderItem {
  name: string;
  qty: number;
  priceCents: number;
}

export interface DemoOrder {
  id: string;
  tableNumber: string;
  status: DemoOrderStatus;
  /** When the order was placed (ms since the epoch). */
  timestamp: number;
  totalCents: number;
  customerName: string;
  customerPhone: string;
  items: DemoOrderItem[];
}

export interface DemoMenuItem {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  category: string;
  available: boolean;
  stock: number;
}

/** One hour of today's sample sales, for the analytics tab. */
export interface DemoSalesHour {
  hour: number;
  orders: number;
  revenueCents: number;
}
