import type { Membership } from '@shared/api';
import { ROLE_LABELS } from '@/lib/account/memberships';
import { useMenuButton } from './use-menu-button';
import './restaurant-switcher.css';

interface RestaurantSwitcherProps {
  current: Membership;
  memberships: readonly Membership[];
  onSwitch: (membership: Membership) => void;
}

/**
 * The header's restaurant switcher, for someone who belongs to two restaurants or more: the button names the
 * restaurant being worked on and the person's role there; its menu lists every membership as a choice (the current
 * one checked). On a phone the name is cut with an ellipsis rather than pushing the header wider than the screen.
 */
export function RestaurantSwitcher({ current, memberships, onSwitch }: RestaurantSwitcherProps) {
  const { open, menuId, popoverRef, onMenuKeyDown, select, close, buttonProps } = useMenuButton();
  const currentRole = ROLE_LABELS[current.role];

  return (
    <div className="menu switcher">
      {/* Named by its content (label in name): "Switch restaurant. Current: <name> role: <role>". */}
      <button {...buttonProps} className="switcher__button">
        <span className="visually-hidden">Switch restaurant. Current:</span>
        <span className="switcher__text">
          <span className="switcher__name">{current.restaurantName}</span>
          <span className="switcher__role">
            <span className="visually-hidden">role:</span> {currentRole}
          </span>
        </span>
        <svg className="switcher__chevron" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      {open ? (
        <div ref={popoverRef} className="menu__popover switcher__popover">
          <p className="menu__heading switcher__heading">Switch restaurant</p>
          <div id={menuId} role="menu" aria-label="Your restaurants" className="menu__items" onKeyDown={onMenuKeyDown}>
            {memberships.map((membership) => {
              const isCurrent = membership.restaurantId === current.restaurantId;
              return (
                <button
                  key={membership.restaurantId}
                  role="menuitemradio"
                  aria-checked={isCurrent}
                  tabIndex={-1}
                  type="button"
                  className="menu__item switcher__item"
                  aria-label={`${membership.restaurantName}, ${ROLE_LABELS[membership.role]}`}
                  onClick={() => {
                    if (isCurrent) return close({ returnFocus: true });
                    select();
                    onSwitch(membership);
                  }}
                >
                  <span className="switcher__check" aria-hidden="true">
                    {isCurrent ? '✓' : ''}
                  </span>
                  <span className="switcher__item-text">
                    <span className="switcher__item-name">{membership.restaurantName}</span>
                    <span className="switcher__item-role muted">{ROLE_LABELS[membership.role]}</span>
                  </span>
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
