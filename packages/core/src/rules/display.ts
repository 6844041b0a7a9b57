import type { DisplayLocale } from './salary';

/** Small display rules of the dashboard (spec sections 2 and 9). */

// ---------------------------------------------------------------- comparison difference

/** Differences below this (in absolute value) are shown as neutral. */
export const DIFFERENCE_THRESHOLD = 5;

export interface DifferenceDisplay {
  direction: 'neutral' | 'up' | 'down';
  color: 'neutral' | 'green' | 'red';
  /** Signed euro amount without decimals: '+€1,500', '-€1,500', '€0' (en); '€ +1.500' (nl). */
  text: string;
}

/** Which way a figure is better for the person: more pay is, more cost or rent is not. */
export type BetterWhen = 'higher' | 'lower';

/**
 * |diff| < 5 neutral; otherwise the arrow follows the sign (up, down) and the colour says whether the difference is
 * better for the person: green when it is (higher pay, lower cost or rent), red when it is worse. The text is the
 * signed euro amount.
 */
export function differenceDisplay(
  diff: number,
  locale: DisplayLocale,
  better: BetterWhen = 'higher',
  /** The currency the difference is in (the person's own on Compare; euros by default). */
  currency = 'EUR',
): DifferenceDisplay {
  const value = Number.isFinite(diff) ? diff : 0;
  const text = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(value);
  if (Math.abs(value) < DIFFERENCE_THRESHOLD) return { direction: 'neutral', color: 'neutral', text };
  const direction = value > 0 ? 'up' : 'down';
  const good = (direction === 'up') === (better === 'higher');
  return { direction, color: good ? 'green' : 'red', text };
}

/** Percentage-point differences below this (in absolute value) are shown as neutral. */
export const POINTS_THRESHOLD = 1;

/**
 * The difference of two percentages (Compare's quality bars), in whole percentage points: neutral below one point,
 * otherwise the arrow follows the sign and the colour says whether it is better for the person. The text is the
 * signed number of points without its unit ('+7', '-12', '0'); the screen adds the word in the person's language.
 */
export function pointsDifferenceDisplay(
  diff: number,
  locale: DisplayLocale,
  better: BetterWhen = 'higher',
): DifferenceDisplay {
  const value = Number.isFinite(diff) ? Math.round(diff) : 0;
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(
    value,
  );
  if (Math.abs(value) < POINTS_THRESHOLD) return { direction: 'neutral', color: 'neutral', text };
  const direction = value > 0 ? 'up' : 'down';
  const good = (direction === 'up') === (better === 'higher');
  return { direction, color: good ? 'green' : 'red', text };
}

// ---------------------------------------------------------------- map

export const MAP_DEFAULT_ZOOM = 5;
export const MAP_SELECTED_ZOOM = 8;
/** Near the middle of the Netherlands. */
export const MAP_DEFAULT_CENTER = { lat: 52.1326, lng: 5.2913 } as const;

export type MarkerColor = 'green' | 'yellow' | 'red';

/** Green at 90 or above, yellow at 80 or above, otherwise red. */
export function markerColor(match: number): MarkerColor {
  if (match >= 90) return 'green';
  if (match >= 80) return 'yellow';
  return 'red';
}
