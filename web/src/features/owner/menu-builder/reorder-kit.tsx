/**
 * Reordering rows, the one way the menu builder does it (its categories and items, an item's ingredients): a drag
 * handle for a pointer (native drag and drop: the handle starts it, a row of the same list takes it), and ↑/↓ buttons
 * for keyboards and touch, whose moved button keeps the focus (React moving the row drops it).
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';

export type MoveDirection = 'up' | 'down';

/** A row that can be dragged: `list` names the rows it may be dropped among (a category's items, say). */
export interface DragRow {
  list: string;
  id: string;
}

export interface RowDrag {
  /** The row being dragged, if any. */
  dragging: DragRow | null;
  start(row: DragRow): void;
  end(): void;
  /** The dragged row dropped on `target`: it takes the target's place. */
  drop(target: DragRow): void;
}

/** The drag state of a page; `onDrop` gets the dragged row and the row of the same list it was dropped on. */
export function useRowDrag(onDrop: (dragged: DragRow, target: DragRow) => void): RowDrag {
  const [dragging, setDragging] = useState<DragRow | null>(null);
  return {
    dragging,
    start: setDragging,
    end: () => setDragging(null),
    drop: (target) => {
      setDragging(null);
      if (dragging && isDropTarget(dragging, target)) onDrop(dragging, target);
    },
  };
}

/** Whether the row being dragged may land on `row`: another row of its list. */
export function isDropTarget(dragging: DragRow | null, row: DragRow): boolean {
  return dragging !== null && dragging.list === row.list && dragging.id !== row.id;
}

/** The row's drop handlers (spread on its element); `blocked` while its list is busy (a move on its way). */
export function dropTarget(drag: RowDrag, self: DragRow, blocked = false) {
  const accepts = () => !blocked && isDropTarget(drag.dragging, self);
  return {
    onDragOver: (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = 'move';
    },
    onDrop: (event: DragEvent) => {
      if (!accepts()) return;
      event.preventDefault();
      event.stopPropagation();
      drag.drop(self);
    },
  };
}

/** The ⠿ a pointer drags the row by (hidden from assistive technology and on narrow screens: they use the buttons). */
export function DragHandle({ drag, self, label, className }: { drag: RowDrag; self: DragRow; label: string; className: string }) {
  return (
    <span
      className={`${className} wide-only`}
      draggable
      title={`Drag to move ${label}`}
      aria-hidden="true"
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', self.id);
        const row = event.currentTarget.closest('li');
        if (row) event.dataTransfer.setDragImage(row, 16, 16);
        drag.start(self);
      }}
      onDragEnd={() => drag.end()}
    >
      ⠿
    </span>
  );
}

interface MoveButtonsProps {
  /** What the buttons move, in their names ('Move Salad up'). */
  label: string;
  /** Unique on the page: the buttons are found by it to give the focus back after a move. */
  moveKey: string;
  index: number;
  count: number;
  /** A move of this list already on its way: presses are ignored (the buttons stay focusable, aria-disabled). */
  busy: boolean;
  className: string;
  onMove(to: number, direction: MoveDirection): void;
}

export function MoveButtons({ label, moveKey, index, count, busy, className, onMove }: MoveButtonsProps) {
  const button = (direction: MoveDirection, to: number, atEnd: boolean) => (
    <button
      type="button"
      className={className}
      aria-label={`Move ${label} ${direction}`}
      data-move={`${moveKey}:${direction}`}
      disabled={atEnd}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onMove(to, direction);
      }}
    >
      <span aria-hidden="true">{direction === 'up' ? '↑' : '↓'}</span>
    </button>
  );
  return (
    <>
      {button('up', index - 1, index === 0)}
      {button('down', index + 1, index >= count - 1)}
    </>
  );
}

/**
 * Keeps the focus on a moved row's button. `afterMove` before the change: the focus is put back once `data` (the
 * list the rows are drawn from) has changed, i.e. the row is in its new place; `now` at once (a refused move).
 */
export function useMoveFocus(data: unknown) {
  const pending = useRef<{ moveKey: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    focusMoveButton(target.moveKey, target.direction);
  }, [data]);
  return {
    afterMove(moveKey: string, direction: MoveDirection) {
      pending.current = { moveKey, direction };
    },
    now(moveKey: string, direction: MoveDirection) {
      pending.current = null;
      focusMoveButton(moveKey, direction);
    },
  };
}

/** Focuses the row's button of that direction, or the other one when that one is off (the row is at an end). */
function focusMoveButton(moveKey: string, direction: MoveDirection) {
  const find = (d: MoveDirection) => document.querySelector<HTMLButtonElement>(`[data-move="${CSS.escape(`${moveKey}:${d}`)}"]:not(:disabled)`);
  const target = find(direction) ?? find(direction === 'up' ? 'down' : 'up');
  if (target && document.activeElement !== target) target.focus();
}
