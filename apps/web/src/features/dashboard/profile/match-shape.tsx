/**
 * The map's match bands told apart by shape as well as colour (walk W423; WCAG 1.4.1, use of colour): 90% or more a
 * circle (green), 80-89% a diamond (yellow), under 80% a triangle pointing down (red). The map's markers, its legend
 * and the city list beside it draw the same shapes.
 */
export type MatchBand = 'green' | 'yellow' | 'red';

export const MATCH_COLOURS: Record<MatchBand, string> = {
  green: '#16a34a',
  yellow: '#facc15',
  red: '#dc2626',
};

/** Each band's outline in a 20 x 20 box. */
export const MATCH_PATHS: Record<MatchBand, string> = {
  green: 'M2 10a8 8 0 1 0 16 0a8 8 0 1 0 -16 0Z',
  yellow: 'M10 1L19 10L10 19L1 10Z',
  red: 'M1.5 3.5H18.5L10 18.5Z',
};

/** The shape as SVG markup, for the map's marker icons (Leaflet takes HTML there). */
export function matchShapeSvg(band: MatchBand, size: number, stroke: string, strokeWidth: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="-1 -1 22 22" aria-hidden="true">` +
    `<path class="thrive-marker thrive-marker-${band}" d="${MATCH_PATHS[band]}" fill="${MATCH_COLOURS[band]}" ` +
    `stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"/></svg>`
  );
}

/** The shape inline beside text (legend, city list). */
export function MatchShape({ band, className }: { band: MatchBand; className?: string }) {
  return (
    <svg viewBox="-1 -1 22 22" aria-hidden="true" className={className} data-band={band}>
      <path
        d={MATCH_PATHS[band]}
        fill={MATCH_COLOURS[band]}
        stroke="#334155"
        strokeWidth={1.2}
        strokeLinejoin="round"
      />
    </svg>
  );
}
