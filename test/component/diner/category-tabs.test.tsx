/**
 * A long menu's category grid folds to its first two rows (issue 31 goal 5: on a phone, 40 categories made ten rows of
 * tabs above the first dish). What the diner and a keyboard user can still do: see the selected category, unfold the
 * grid, pick any category, and reach every one with the arrows, Home and End.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CategoryTabs } from '../../../web/src/features/diner/menu/category-tabs';
import en from '../../../web/src/features/diner/i18n/dictionaries/en';
import { activateLanguage } from '../../../web/src/features/diner/i18n/i18n-store';

const categories = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i + 1}`, name: `Category ${i + 1}` }));

function Tabs({ count }: { count: number }) {
  const list = categories(count);
  const [active, setActive] = useState(list[0]!.id);
  return <CategoryTabs categories={list} activeId={active} onSelect={setActive} idPrefix="menu" />;
}

const tabNames = () => within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
const selected = () => screen.getByRole('tab', { selected: true }).textContent;

beforeAll(() => activateLanguage('en', en));

describe('the category tabs of a long menu', () => {
  it('show every tab of a menu of eight categories or fewer, with nothing to unfold', () => {
    render(<Tabs count={8} />);
    expect(tabNames()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: /categories/ })).toBeNull();
  });

  it('fold forty categories to two rows, unfold them all, and fold again on a choice that stays shown and selected', () => {
    render(<Tabs count={40} />);
    expect(tabNames()).toEqual(categories(8).map((c) => c.name));
    const more = screen.getByRole('button', { name: 'All categories (40)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(more.getAttribute('aria-controls')).toBe(screen.getByRole('tablist').id);

    fireEvent.click(more);
    expect(tabNames()).toHaveLength(40);
    expect(screen.getByRole('button', { name: 'Fewer categories' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'Category 33' }));
    expect(selected()).toBe('Category 33');
    expect(tabNames()).toEqual([...categories(7).map((c) => c.name), 'Category 33']);
    expect(screen.getByRole('button', { name: 'All categories (40)' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('let the arrows, Home and End reach every category of the folded grid, the focus following', () => {
    render(<Tabs count={12} />);
    const first = screen.getByRole('tab', { name: 'Category 1' });
    first.focus();
    fireEvent.keyDown(first, { key: 'End' });
    expect(selected()).toBe('Category 12');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Category 12' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(selected()).toBe('Category 11');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Category 11' }));
    expect(tabNames()).toEqual([...categories(7).map((c) => c.name), 'Category 11']);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(selected()).toBe('Category 1');
    expect(tabNames()).toEqual(categories(8).map((c) => c.name));
  });
});
