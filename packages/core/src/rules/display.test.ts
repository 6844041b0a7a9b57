import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { differenceDisplay, markerColor, pointsDifferenceDisplay } from './display';

const NBSP = '\u00a0';

describe('differenceDisplay', () => {
  it('is neutral below 5 either way', () => {
    expect(differenceDisplay(0, 'en')).toEqual({ direction: 'neutral', color: 'neutral', text: '€0' });
    expect(differenceDisplay(4, 'en')).toEqual({ direction: 'neutral', color: 'neutral', text: '+€4' });
    expect(differenceDisplay(-4.9, 'en').direction).toBe('neutral');
  });

  it('is up and green from +5, down and red from -5, as a signed euro amount', () => {
    expect(differenceDisplay(5, 'en')).toEqual({ direction: 'up', color: 'green', text: '+€5' });
    expect(differenceDisplay(1500, 'en')).toEqual({ direction: 'up', color: 'green', text: '+€1,500' });
    expect(differenceDisplay(-5, 'en')).toEqual({ direction: 'down', color: 'red', text: '-€5' });
    expect(differenceDisplay(-1500, 'en')).toEqual({ direction: 'down', color: 'red', text: '-€1,500' });
    expect(differenceDisplay(1500, 'nl').text).toBe(`€${NBSP}+1.500`);
  });

  it('is green when lower is better and the figure is lower (cost, rent), red when higher', () => {
    expect(differenceDisplay(-730, 'en', 'lower')).toEqual({
      direction: 'down',
      color: 'green',
      text: '-€730',
    });
    expect(differenceDisplay(730, 'en', 'lower')).toEqual({ direction: 'up', color: 'red', text: '+€730' });
    expect(differenceDisplay(3, 'en', 'lower').color).toBe('neutral');
  });

  it('direction follows the sign beyond the threshold (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => {
        const { direction, color } = differenceDisplay(d, 'en');
        if (Math.abs(d) < 5) expect([direction, color]).toEqual(['neutral', 'neutral']);
        else if (d > 0) expect([direction, color]).toEqual(['up', 'green']);
        else expect([direction, color]).toEqual(['down', 'red']);
      }),
    );
  });
});

describe('markerColor', () => {
  it('is green at 90 or above, yellow at 80 or above, else red', () => {
    expect(markerColor(100)).toBe('green');
    expect(markerColor(90)).toBe('green');
    expect(markerColor(89.9)).toBe('yellow');
    expect(markerColor(80)).toBe('yellow');
    expect(markerColor(79.9)).toBe('red');
    expect(markerColor(0)).toBe('red');
  });

  it('never gets worse as the match rises (property)', () => {
    const rank = { red: 0, yellow: 1, green: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(rank[markerColor(lo)]).toBeLessThanOrEqual(rank[markerColor(hi)]);
        },
      ),
    );
  });
  it('writes the difference in the currency given (the person’s own on Compare)', () => {
    expect(differenceDisplay(-700, 'en', 'lower', 'GBP')).toEqual({
      direction: 'down',
      color: 'green',
      text: '-£700',
    });
  });
});

describe('pointsDifferenceDisplay', () => {
  it('is neutral below one point, else follows the sign, coloured by which way is better', () => {
    expect(pointsDifferenceDisplay(0.4, 'en')).toEqual({ direction: 'neutral', color: 'neutral', text: '0' });
    expect(pointsDifferenceDisplay(7, 'en')).toEqual({ direction: 'up', color: 'green', text: '+7' });
    expect(pointsDifferenceDisplay(-12.3, 'nl')).toEqual({ direction: 'down', color: 'red', text: '-12' });
    expect(pointsDifferenceDisplay(7, 'en', 'lower')).toEqual({ direction: 'up', color: 'red', text: '+7' });
  });
});
