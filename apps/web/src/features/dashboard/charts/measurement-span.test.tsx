import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { MEASUREMENT_SPAN_ID } from './measurement-span';
import { MoneyComparisonChart } from './money-comparison-chart';
import { SalaryPathChart } from './salary-path-chart';

/** The span as Recharts leaves it after measuring the y axis's lowest label (walk W5). */
function rechartsSpan(text: string) {
  const span = document.createElement('span');
  span.id = MEASUREMENT_SPAN_ID;
  span.setAttribute('aria-hidden', 'true');
  Object.assign(span.style, { position: 'absolute', top: '-20000px', whiteSpace: 'pre' });
  span.textContent = text;
  document.body.appendChild(span);
  return span;
}

afterEach(() => document.getElementById(MEASUREMENT_SPAN_ID)?.remove());

describe("Recharts' measurement span leaves no stray '€ 0' (walk W5)", () => {
  it('is invisible while a chart is shown and empty once it is gone', () => {
    const span = rechartsSpan('€ 0');
    const { unmount } = render(
      <SalaryPathChart points={[{ label: '0-3', value: 50000 }]} currency="EUR" title="Salary path" />,
    );
    expect(span.style.visibility).toBe('hidden');
    expect(span).toHaveAttribute('aria-hidden', 'true');
    unmount();
    expect(span.textContent).toBe('');
  });

  it('is made hidden by the comparison chart too, and exists hidden before Recharts measures', () => {
    const { unmount } = render(
      <MoneyComparisonChart rows={[{ label: 'Rent', a: 1000, b: 0 }]} nameA="A" nameB="B" title="Money" />,
    );
    const span = document.getElementById(MEASUREMENT_SPAN_ID)!;
    expect(span.style.visibility).toBe('hidden');
    span.textContent = '€ 0';
    unmount();
    expect(span.textContent).toBe('');
  });
});
