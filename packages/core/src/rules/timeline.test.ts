import { describe, expect, it } from 'vitest';
import { milestonesByTimeframe } from './timeline';

const milestone = (id: string, targetDate: string) => ({
  id,
  title: id,
  description: '',
  type: 'skill' as const,
  targetDate,
  completed: false,
});

describe('milestonesByTimeframe', () => {
  it('puts each milestone in the years after the analysis that hold its date, sorted by date', () => {
    const result = {
      generatedAt: '2026-01-01T10:00:00.000Z',
      milestones: [
        milestone('late', '2040-06-01'),
        milestone('year-4', '2030-03-01'),
        milestone('month-6', '2026-07-01'),
        milestone('month-1', '2026-02-01'),
        milestone('year-7', '2033-01-01'),
        milestone('before', '2025-12-01'),
      ],
    };
    const groups = milestonesByTimeframe(result as never);
    expect(groups['0-3'].map((m) => m.id)).toEqual(['before', 'month-1', 'month-6']);
    expect(groups['3-5'].map((m) => m.id)).toEqual(['year-4']);
    expect(groups['5-10'].map((m) => m.id)).toEqual(['year-7', 'late']);
  });

  it('draws the boundary at three years to the day (rounded quarter days)', () => {
    const result = {
      generatedAt: '2026-01-01T00:00:00.000Z',
      milestones: [milestone('just-before', '2028-12-31'), milestone('on-bound', '2029-01-01')],
    };
    const groups = milestonesByTimeframe(result as never);
    expect(groups['0-3'].map((m) => m.id)).toEqual(['just-before']);
    expect(groups['3-5'].map((m) => m.id)).toEqual(['on-bound']);
  });
});
