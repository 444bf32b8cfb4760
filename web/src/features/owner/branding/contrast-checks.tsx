import { autoFixContrast, brandingContrastChecks, CONTRAST_AA, type ContrastCheck } from '@shared/contrast';
import type { BrandingColors } from './branding-colors';

const PAIRS: Record<ContrastCheck['pair'], { title: string; field: 'textColor' | 'primaryColor'; colorName: string }> = {
  text: { title: 'Text on background', field: 'textColor', colorName: 'Text color' },
  primary: { title: 'Primary on background', field: 'primaryColor', colorName: 'Primary color' },
};

/** 4.48 shows as 4.4, never as a passing-looking 4.5 (the grade is taken from the unrounded ratio). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}

interface ContrastChecksProps {
  colors: BrandingColors;
  onFix(field: 'textColor' | 'primaryColor', color: string, message: string): void;
  disabled?: boolean;
}

/**
 * The two accessibility checks of SPEC.md 5: text on background and primary on background, each with its ratio and
 * an AA (4.5) / AAA (7) / FAIL badge; a failing pair offers Auto-fix (darken, then lighten, until 4.5).
 */
export function ContrastChecks({ colors, onFix, disabled }: ContrastChecksProps) {
  const checks = brandingContrastChecks(colors);
  return (
    <ul className="brand-contrast">
      {checks.map((check) => {
        const pair = PAIRS[check.pair];
        const fix = () => {
          const fixed = autoFixContrast(check.foreground, check.background, CONTRAST_AA);
          const ratio = brandingContrastChecks({ ...colors, [pair.field]: fixed })[check.pair === 'text' ? 0 : 1].ratio;
          onFix(pair.field, fixed, `${pair.colorName} changed to ${fixed}: ${pair.title.toLowerCase()} is now ${formatRatio(ratio)}.`);
        };
        return (
          <li key={check.pair} className="brand-contrast__row" data-testid={`contrast-${check.pair}`}>
            {/* The pair itself, failing or not: a picture of the colours, so inert and hidden from assistive technology. */}
            <span
              className="brand-contrast__sample"
              style={{ color: check.foreground, background: check.background }}
              aria-hidden="true"
              inert
            >
              Aa
            </span>
            <span className="brand-contrast__text">
              <span className="brand-contrast__title">{pair.title}</span>
              <span className="brand-contrast__ratio">
                Contrast ratio <span data-testid={`contrast-${check.pair}-ratio`}>{formatRatio(check.ratio)}</span>
              </span>
            </span>
            <span className={`brand-grade brand-grade--${check.grade.toLowerCase()}`} data-testid={`contrast-${check.pair}-grade`}>
              {check.grade}
            </span>
            {check.grade === 'FAIL' ? (
              <button
                type="button"
                className="button button--outline brand-contrast__fix"
                aria-label={`Auto-fix ${pair.title.toLowerCase()}`}
                disabled={disabled}
                onClick={fix}
              >
                Auto-fix
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
