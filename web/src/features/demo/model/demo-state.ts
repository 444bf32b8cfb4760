/** Everything the demo area holds, and every change it allows: one reducer, in memory, gone on reload. */
import { advanceDemoOrder } from './demo-orders';
import { RESTOCK_AMOUNT } from './demo-inventory';
import type { DemoMenuItem, DemoOrder, DemoSalesHour } from './demo-types';

export interface DemoState {
  orders: DemoOrder[];
  menu: DemoMenuItem[];
  sales: DemoSalesHour[];
}

export type DemoAction =
  | { type: 'order/advance'; orderId: string }
  | { type: 'menu/add'; item: DemoMenuItem }
  | { type: 'menu/update'; item: DemoMenuItem }
  | { type: 'menu/delete'; itemId: string }
  | { type: 'menu/toggle-available'; itemId: string }
  | { type: 'inventory/restock'; itemId: string };

function updateItem(menu: DemoMenuItem[], itemId: string, change: (item: DemoMenuItem) => DemoMenuItem): DemoMenuItem[] {
  return menu.map((item) => (item.id === itemId ? change(item) : item));
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  switch (action.type) {
    case 'order/advance':
      return { ...state, orders: state.orders.map((o) => (o.id === action.orderId ? advanceDemoOrder(o) : o)) };
    case 'menu/add':
      return { ...state, menu: [...state.menu, action.item] };
    case 'menu/update':
      return { ...state, menu: updateItem(state.menu, action.item.id, () => action.item) };
    case 'menu/delete':
      return { ...state, menu: state.menu.filter((item) => item.id !== action.itemId) };
    case 'menu/toggle-available':
      return { ...state, menu: updateItem(state.menu, action.itemId, (item) => ({ ...item, available: !item.available })) };
    case 'inventory/restock':
      return { ...state, menu: updateItem(state.menu, action.itemId, (item) => ({ ...item, stock: item.stock + RESTOCK_AMOUNT })) };
  }
}
