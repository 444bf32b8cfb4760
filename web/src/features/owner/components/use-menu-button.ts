import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

type FocusTarget = 'first' | 'last';

/**
 * A button that opens a menu, following the WAI-ARIA menu button pattern: Arrow Down/Up on the button opens it on
 * the first/last item (the checked one first, in a menu of choices), arrows, Home and End move, Escape closes and
 * returns focus to the button, Tab or a click elsewhere closes. Items hidden by CSS are skipped.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<FocusTarget>('first');
  const menuId = useId();

  const visibleItems = () =>
    Array.from(popoverRef.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []).filter(
      (item) => item.getClientRects().length > 0,
    );

  useEffect(() => {
    if (!open) return;
    const items = visibleItems();
    const checked = items.find((item) => item.getAttribute('aria-checked') === 'true');
    (focusOnOpen.current === 'last' ? items[items.length - 1] : (checked ?? items[0]))?.focus();

    const closeOnOutsidePointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!popoverRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  function openMenu(focus: FocusTarget) {
    focusOnOpen.current = focus;
    setOpen(true);
  }

  function close({ returnFocus }: { returnFocus: boolean }) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = visibleItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const moveTo = (i: number) => {
      event.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close({ returnFocus: true });
    } else if (event.key === 'Tab') setOpen(false);
  }

  return {
    open,
    menuId,
    popoverRef,
    onMenuKeyDown,
    /** Closes after an item was chosen (the item leads elsewhere, so focus is not sent back). */
    select: () => close({ returnFocus: false }),
    close,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? setOpen(false) : openMenu('first')),
      onKeyDown: onButtonKeyDown,
    },
  };
}
