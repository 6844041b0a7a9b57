import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from './when-visible';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let callbacks: Callback[] = [];

class FakeObserver {
  constructor(callback: Callback) {
    callbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  callbacks = [];
  vi.unstubAllGlobals();
});

describe('WhenVisible', () => {
  it('keeps a placeholder until its place is near the viewport, then renders the children', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { container } = render(
      <WhenVisible className="h-56">
        <p>chart</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect(container.querySelector('[data-when-visible="waiting"]')?.className).toBe('h-56');
    act(() => callbacks[0]!([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => callbacks[0]!([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('renders at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenVisible>
        <p>map</p>
      </WhenVisible>,
    );
    expect(screen.getByText('map')).toBeTruthy();
  });
});
