import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  averageSecondsPerStep,
  milestoneMessage,
  minutesLeftShown,
  pace,
  remainingMinutes,
} from './wizard-time';

describe('remainingMinutes', () => {
  it('assumes 30 s per step before any step is done', () => {
    expect(averageSecondsPerStep(0, 0)).toBe(30);
    expect(remainingMinutes({ remainingSteps: 17, stepsDone: 0, secondsSpent: 0 })).toBe(9); // 510 s -> 8.5 -> 9
    expect(remainingMinutes({ remainingSteps: 2, stepsDone: 0, secondsSpent: 0 })).toBe(1);
  });

  it("weighs the pace so far with the assumed 30 s (three steps' worth) and rounds minutes up", () => {
    // (48 + 90) / 7 = 19.7 s a step x 10 = 197 s.
    expect(remainingMinutes({ remainingSteps: 10, stepsDone: 4, secondsSpent: 48 })).toBe(4);
    // Many steps at 12 s: the person's pace leads. (12 x 30 + 90) / 33 = 13.6 s x 10 = 136 s.
    expect(remainingMinutes({ remainingSteps: 10, stepsDone: 30, secondsSpent: 360 })).toBe(3);
    expect(remainingMinutes({ remainingSteps: 1, stepsDone: 3, secondsSpent: 3 })).toBe(1);
  });

  it('counts a step still to come at 10 s at least (walk finding 9)', () => {
    expect(remainingMinutes({ remainingSteps: 16, stepsDone: 40, secondsSpent: 40 })).toBe(3); // 16 x 10 s = 160 s
    expect(remainingMinutes({ remainingSteps: 16, stepsDone: 2, secondsSpent: 40 })).toBe(7); // 26 s a step
  });

  it('does not drop from ~9 to ~3 min after a quick first step (walk W8)', () => {
    expect(remainingMinutes({ remainingSteps: 18, stepsDone: 0, secondsSpent: 0 })).toBe(9);
    // 2 s on the first step: (2 + 90) / 4 = 23 s for each of the 17 steps left.
    expect(remainingMinutes({ remainingSteps: 17, stepsDone: 1, secondsSpent: 2 })).toBe(7);
  });

  it.each([3, 8, 15, 25])(
    'follows the steps left at a steady %i s a step: never up, and down by the end (walk W8)',
    (secondsPerStep) => {
      const TOTAL = 18;
      const minutes = Array.from({ length: TOTAL }, (_, done) =>
        remainingMinutes({
          remainingSteps: TOTAL - done,
          stepsDone: done,
          secondsSpent: done * secondsPerStep,
        }),
      );
      for (let i = 1; i < minutes.length; i++) expect(minutes[i]).toBeLessThanOrEqual(minutes[i - 1]!);
      // Steps 2-9 do not all say the same.
      expect(new Set(minutes.slice(1, 9)).size).toBeGreaterThan(1);
      expect(minutes[TOTAL - 1]).toBeLessThanOrEqual(1);
    },
  );

  it('is 0 with no steps left', () => {
    expect(remainingMinutes({ remainingSteps: 0, stepsDone: 17, secondsSpent: 900 })).toBe(0);
    expect(remainingMinutes({ remainingSteps: -2, stepsDone: 1, secondsSpent: 10 })).toBe(0);
  });

  it('equals ceil(steps x weighed pace / 60) and never falls when steps grow (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 18 }),
        fc.integer({ min: 1, max: 18 }),
        fc.integer({ min: 0, max: 3600 }),
        (remaining, done, spent) => {
          const minutes = remainingMinutes({
            remainingSteps: remaining,
            stepsDone: done,
            secondsSpent: spent,
          });
          expect(minutes).toBe(Math.ceil((remaining * Math.max(10, (spent + 90) / (done + 3))) / 60));
          expect(
            remainingMinutes({ remainingSteps: remaining + 1, stepsDone: done, secondsSpent: spent }),
          ).toBeGreaterThanOrEqual(minutes);
        },
      ),
    );
  });
});

describe('pace', () => {
  it('is fast under 10 s, slow over 60 s, else normal', () => {
    expect(pace(0)).toBe('fast');
    expect(pace(9.9)).toBe('fast');
    expect(pace(10)).toBe('normal');
    expect(pace(60)).toBe('normal');
    expect(pace(60.1)).toBe('slow');
  });
});

describe('milestoneMessage', () => {
  it('shows 25, 50 and 75 once each', () => {
    expect(milestoneMessage(20, [])).toEqual({ show: null, shown: [] });
    expect(milestoneMessage(25, [])).toEqual({ show: 25, shown: [25] });
    expect(milestoneMessage(30, [25])).toEqual({ show: null, shown: [25] });
    expect(milestoneMessage(50, [25])).toEqual({ show: 50, shown: [25, 50] });
    expect(milestoneMessage(78, [25, 50])).toEqual({ show: 75, shown: [25, 50, 75] });
    expect(milestoneMessage(100, [25, 50, 75])).toEqual({ show: null, shown: [25, 50, 75] });
  });

  it('shows only the highest when several are passed at once', () => {
    expect(milestoneMessage(56, [])).toEqual({ show: 50, shown: [25, 50] });
    expect(milestoneMessage(49, [])).toEqual({ show: 25, shown: [25] });
  });

  it('never shows a message twice over any progress sequence (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 30 }), (sequence) => {
        let shown: number[] = [];
        const messages: number[] = [];
        for (const p of sequence) {
          const result = milestoneMessage(p, shown);
          if (result.show !== null) messages.push(result.show);
          shown = result.shown;
        }
        expect(new Set(messages).size).toBe(messages.length);
      }),
    );
  });
});

describe('minutesLeftShown (walk W417: the time left never rises going forward)', () => {
  /** The minutes shown on each step of a 17-step walk whose finished steps took these seconds. */
  const walk = (timings: number[], total = 17) =>
    timings.map((_, done) => minutesLeftShown(total - done, timings.slice(0, done)));

  it('does not rise after a slow step (the walk: 9 min, then 12 after a long read)', () => {
    const timings = [4, 150, 140, 20, 15, 60, 10, 10, 10];
    // The old estimate rose from the first step to the third.
    const old = timings.map((_, done) =>
      remainingMinutes({
        remainingSteps: 17 - done,
        stepsDone: done,
        secondsSpent: timings.slice(0, done).reduce((a, b) => a + b, 0),
      }),
    );
    expect(Math.max(...old.slice(1))).toBeGreaterThan(old[0]!);
    const shown = walk(timings);
    expect(shown[0]).toBe(9);
    shown.forEach((minutes, i) => {
      if (i > 0) expect(minutes).toBeLessThanOrEqual(shown[i - 1]!);
    });
  });

  it('still follows a fast pace down', () => {
    const shown = walk([3, 3, 3, 3, 3, 3]);
    expect(shown[5]!).toBeLessThan(shown[0]!);
    expect(shown[5]!).toBeGreaterThanOrEqual(Math.ceil((12 * 10) / 60));
  });

  it('never rises from one step to the next, whatever the timings', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 16 }), (timings) => {
        const shown = walk(timings);
        return shown.every((minutes, i) => i === 0 || minutes <= shown[i - 1]!);
      }),
    );
  });
});
