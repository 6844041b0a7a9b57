import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../i18n';
import { FinalCelebrationStep } from './final-celebration';

vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { reset: vi.fn() }) }));

describe('the last step', () => {
  it('keeps every check icon its size when its line wraps at 390 px (walk 0103: the first one shrank)', () => {
    const { container } = render(
      <MemoryRouter>
        <FinalCelebrationStep />
      </MemoryRouter>,
    );
    const icons = [...container.querySelectorAll('li svg')];
    expect(icons).toHaveLength(3);
    // A flex item shrinks by default; jsdom has no layout, so the class that stops it is what can be checked.
    for (const icon of icons) expect(icon.classList.contains('shrink-0')).toBe(true);
  });
});
