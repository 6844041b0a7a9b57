import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyFigure } from '@thrive/core/contracts/figure';
import '@/lib/i18n';
import { MoneyRow } from './money-row';

const figure = (value: number, currency: string): MoneyFigure => ({
  value,
  currency,
  basis: 'estimate',
  source: 'test',
  year: 2024,
});

describe('MoneyRow (decision 0034)', () => {
  it('shows each city in its own currency with the person’s currency after ≈, and the difference in theirs', () => {
    render(
      <table>
        <tbody>
          <MoneyRow
            label="Rent"
            a={figure(830, 'EUR')}
            b={figure(2551, 'CHF')}
            locale="en"
            better="lower"
            home="GBP"
          />
        </tbody>
      </table>,
    );
    expect(screen.getByText('€830 ≈ £703')).toBeInTheDocument();
    expect(screen.getByText('CHF 2,551 ≈ £2,267')).toBeInTheDocument();
    // £2,267 - £703 = £1,564 more rent: worse for the person (red, down is better).
    const diff = screen.getByTestId('difference');
    expect(diff).toHaveTextContent('+£1,564');
    expect(diff.dataset.direction).toBe('up');
    expect(diff.className).toMatch(/red/);
  });
});
