/**
 * The demo's sample restaurant: a few orders in every state, a small menu with stock at each level (low, yellow,
 * plenty) and today's sales by hour. Made fresh on each visit, with times relative to now.
 */
import type { DemoState } from './demo-state';
import type { DemoMenuItem, DemoOrder, DemoOrderItem } from './demo-types';

export const DEMO_CATEGORIES = ['Starters', 'Mains', 'Desserts', 'Drinks'] as const;

const MENU: DemoMenuItem[] = [
  { id: 'm1', name: 'Bruschetta', description: 'Grilled bread, tomatoes, basil', priceCents: 850, category: 'Starters', available: true, stock: 18 },
  { id: 'm2', name: 'Crispy Calamari', description: 'With lemon aioli', priceCents: 1150, category: 'Starters', available: true, stock: 3 },
  { id: 'm3', name: 'Margherita Pizza', description: 'Tomato, mozzarella, basil', priceCents: 1450, category: 'Mains', available: true, stock: 24 },
  { id: 'm4', name: 'Mushroom Risotto', description: 'Arborio rice, porcini, parmesan', priceCents: 1690, category: 'Mains', available: true, stock: 7 },
  { id: 'm5', name: 'Grilled Salmon', description: 'Seasonal greens, herb butter', priceCents: 2250, category: 'Mains', available: false, stock: 0 },
  { id: 'm6', name: 'Tiramisu', description: 'Espresso, mascarpone, cocoa', priceCents: 795, category: 'Desserts', available: true, stock: 9 },
  { id: 'm7', name: 'Homemade Lemonade', description: 'Fresh lemons, mint', priceCents: 450, category: 'Drinks', available: true, stock: 30 },
];

const line = (name: string, qty: number, priceCents: number): DemoOrderItem => ({ name, qty, priceCents });

const total = (items: DemoOrderItem[]) => items.reduce((sum, i) => sum + i.qty * i.priceCents, 0);

function order(id: string, tableNumber: string, status: DemoOrder['status'], minutesAgo: number, customerName: string, customerPhone: string, items: DemoOrderItem[], now: number): DemoOrder {
  return { id, tableNumber, status, timestamp: now - minutesAgo * 60_000, totalCents: total(items), customerName, customerPhone, items };
}

/** Today's sales, 11:00 to 21:00: a lunch peak and a larger dinner peak. */
const SALES_BY_HOUR: [hour: number, orders: number, revenueCents: number][] = [
  [11, 4, 6120], [12, 11, 18450], [13, 9, 14980], [14, 3, 4210], [15, 2, 2380],
  [16, 2, 2650], [17, 5, 8140], [18, 12, 22960], [19, 14, 27310], [20, 8, 15240], [21, 3, 5160],
];

export function sampleDemoState(now: number = Date.now()): DemoState {
  return {
    orders: [
      order('d-1041', '4', 'pending', 2, 'Maria Lopez', '(555) 201-3344', [line('Margherita Pizza', 2, 1450), line('Homemade Lemonade', 2, 450)], now),
      order('d-1040', '9', 'pending', 5, 'James Chen', '(555) 318-9021', [line('Crispy Calamari', 1, 1150), line('Mushroom Risotto', 1, 1690)], now),
      order('d-1039', '2', 'preparing', 11, 'Aisha Khan', '(555) 774-1209', [line('Bruschetta', 1, 850), line('Grilled Salmon', 1, 2250)], now),
      order('d-1038', '7', 'preparing', 16, 'Tom Becker', '(555) 660-4432', [line('Mushroom Risotto', 2, 1690)], now),
      order('d-1037', '12', 'ready', 21, 'Sofia Rossi', '(555) 902-7785', [line('Tiramisu', 2, 795), line('Homemade Lemonade', 1, 450)], now),
      order('d-1036', '5', 'served', 34, 'Liam Walsh', '(555) 145-6678', [line('Margherita Pizza', 1, 1450), line('Bruschetta', 2, 850)], now),
    ],
    menu: MENU.map((item) => ({ ...item })),
    sales: SALES_BY_HOUR.map(([hour, orders, revenueCents]) => ({ hour, orders, revenueCents })),
  };
}
