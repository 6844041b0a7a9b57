import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { MEASUREMENT_SPAN_ID } from './measurement-span';
import { MoneyComparisonChart } from './money-comparison-chart';

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
      <MoneyComparisonChart rows={[{ label: 'Rent', a: 1000, b: 0 }]} nameA="A" nameB="B" title="Money" />,
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

// Walk of issue 15 (decision 0084): a person paid in zloty saw Compare's chart write their zloty as euros ("€6,140"
// for PLN 6,140, the amount the table shows after "≈").
describe('the comparison chart writes the amounts in the person’s currency', () => {
  it('PLN 6,140 is PLN 6,140, not €6,140', () => {
    const { container, unmount } = render(
      <MoneyComparisonChart
        rows={[{ label: 'Living costs', a: 6140, b: 10_896 }]}
        nameA="Rotterdam"
        nameB="New York City"
        title="Money"
        currency="PLN"
      />,
    );
    const table = container.querySelector('.sr-only table')!;
    expect(table).toHaveTextContent(/PLN\s6,140/);
    expect(table).toHaveTextContent(/PLN\s10,896/);
    expect(table).not.toHaveTextContent('€');
    unmount();
  });
});
