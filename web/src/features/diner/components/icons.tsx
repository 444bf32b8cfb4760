/** Small line icons, drawn inline (no icon font, no emoji: a cheap phone may have no emoji font). Decorative. */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function GlobeIcon() {
  return (
    <svg {...common}>
      <g {...stroke}>
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
      </g>
    </svg>
  );
}

export function BellIcon() {
  return (
    <svg {...common}>
      <g {...stroke}>
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4l2-2zM10 21h4" />
      </g>
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...common}>
      <g {...stroke}>
        <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
      </g>
    </svg>
  );
}

/** Points back (left; mirrored in right-to-left pages by the flip-in-rtl class). */
export function BackArrowIcon() {
  return (
    <svg {...common} className="flip-in-rtl">
      <g {...stroke}>
        <path d="M19 12H5M11 6l-6 6 6 6" />
      </g>
    </svg>
  );
}
