import { describe, expect, it } from 'vitest';
import { isLowStock, withStockAdded, withStockCount, withStockSold } from '../../../shared/inventory';
import { canApply, staleServiceRequestMessage } from '../../../shared/service-request-status';

describe('stock rules', () => {
  it('a sale lowers the count, never below 0, and the item is sold out at 0', () => {
    expect(withStockSold({ stockCount: 5, soldOut: false }, 2)).toEqual({ stockCount: 3, soldOut: false });
    expect(withStockSold({ stockCount: 2, soldOut: false }, 2)).toEqual({ stockCount: 0, soldOut: true });
    expect(withStockSold({ stockCount: 1, soldOut: false }, 3)).toEqual({ stockCount: 0, soldOut: true });
  });

  it('leaves untracked items alone', () => {
    expect(withStockSold({ stockCount: null, soldOut: false }, 4)).toEqual({ stockCount: null, soldOut: false });
  });

  it('+10 on an item sold out for want of stock makes it available again', () => {
    expect(withStockAdded({ stockCount: 0, soldOut: true }, 10)).toEqual({ stockCount: 10, soldOut: false });
  });

  it('keeps an item marked sold out by hand (it still had stock) sold out when stock is added', () => {
    expect(withStockAdded({ stockCount: 3, soldOut: true }, 10)).toEqual({ stockCount: 13, soldOut: true });
  });

  it('setting 0 sells the item out; stopping tracking releases a stock sell-out', () => {
    expect(withStockCount({ stockCount: 8, soldOut: false }, 0)).toEqual({ stockCount: 0, soldOut: true });
    expect(withStockCount({ stockCount: 0, soldOut: true }, null)).toEqual({ stockCount: null, soldOut: false });
    expect(withStockAdded({ stockCount: null, soldOut: false }, 10)).toEqual({ stockCount: 10, soldOut: false });
    expect(withStockAdded({ stockCount: 4, soldOut: false }, -10)).toEqual({ stockCount: 0, soldOut: true });
  });

  it('calls stock under 5 low', () => {
    expect(isLowStock({ stockCount: 4, soldOut: false })).toBe(true);
    expect(isLowStock({ stockCount: 5, soldOut: false })).toBe(false);
    expect(isLowStock({ stockCount: null, soldOut: false })).toBe(false);
  });
});

describe('service request actions', () => {
  it('acknowledges only open requests and resolves open or acknowledged ones (Mark Complete)', () => {
    expect(canApply('acknowledge', 'open')).toBe(true);
    expect(canApply('acknowledge', 'acknowledged')).toBe(false);
    expect(canApply('resolve', 'open')).toBe(true);
    expect(canApply('resolve', 'acknowledged')).toBe(true);
    expect(canApply('resolve', 'resolved')).toBe(false);
    expect(staleServiceRequestMessage('resolved')).toBe('This request was already resolved.');
  });
});
