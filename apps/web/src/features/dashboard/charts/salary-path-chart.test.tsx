import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { axisTicks, SalaryPathChart } from './salary-path-chart';

describe('the salary path chart (decision 0144)', () => {
  it('puts round gridlines from 0 to at least the highest pay', () => {
    expect(axisTicks(140_500)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(axisTicks(73_000)).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
    expect(axisTicks(0)).toEqual([0, 1]);
  });

  it('is drawn at once (no empty block waiting for a chart library), each point at its pay', () => {
    const { container, getByTestId } = render(
      <SalaryPathChart
        title="Predicted salary over the three timeframes"
        currency="EUR"
        points={[
          { label: '0-3 years', value: 75_000 },
          { label: '3-5 years', value: 100_000 },
          { label: '5-10 years', value: 150_000 },
        ]}
      />,
    );
    const chart = getByTestId('salary-chart');
    const dots = [...container.querySelectorAll('circle')].map((c) => [
      c.getAttribute('cx'),
      c.getAttribute('cy'),
    ]);
    expect(dots).toEqual([
      ['0%', '50%'],
      ['50%', '33.33%'],
      ['100%', '0%'],
    ]);
    expect(container.querySelectorAll('svg line[stroke="#0f766e"]')).toHaveLength(2);
    // The numbers for assistive technology, the drawing hidden from it.
    expect(chart.querySelector('.sr-only table')).toHaveTextContent(/5-10 years\s*€150,000/);
    expect(chart.querySelector('[aria-hidden="true"]')).toHaveTextContent('€50,000');
  });
});
