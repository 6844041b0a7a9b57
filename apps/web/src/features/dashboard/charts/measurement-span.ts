import { useEffect } from 'react';

/**
 * Recharts measures axis labels in a span it adds to the page's body ('recharts_measurement_span', far above the
 * top) and leaves there with the last label it measured, so "€ 0" stayed in the page after a chart (walk W5): found by
 * find-in-page and by screen readers that do not honour aria-hidden on text outside the chart. The charts make that
 * span invisible (visibility hidden: out of the accessibility tree and of find-in-page, still measurable, and
 * Recharts' own styles never set visibility) and empty it when they leave the page.
 */
export const MEASUREMENT_SPAN_ID = 'recharts_measurement_span';

function quietSpan(): HTMLElement {
  let span = document.getElementById(MEASUREMENT_SPAN_ID);
  if (!span) {
    span = document.createElement('span');
    span.id = MEASUREMENT_SPAN_ID;
    document.body.appendChild(span);
  }
  span.setAttribute('aria-hidden', 'true');
  span.style.visibility = 'hidden';
  return span;
}

/** Before a chart first draws (it measures while rendering), and empty again when it goes. */
export function useQuietMeasurementSpan(): void {
  if (typeof document !== 'undefined') quietSpan();
  useEffect(() => {
    quietSpan();
    return () => {
      const span = document.getElementById(MEASUREMENT_SPAN_ID);
      if (span) span.textContent = '';
    };
  }, []);
}
