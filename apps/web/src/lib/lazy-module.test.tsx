import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

function Probe({ use }: { use: () => { module: { word: string } | undefined; failed: boolean } }) {
  const { module, failed } = use();
  return <p>{failed ? 'failed' : (module?.word ?? 'waiting')}</p>;
}

describe('lazyModule', () => {
  it('answers nothing on the first render, then the module, and at once on later mounts', async () => {
    let loads = 0;
    const use = lazyModule(async () => {
      loads += 1;
      return { word: 'loaded' };
    });
    const first = render(<Probe use={use} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    first.unmount();
    render(<Probe use={use} />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('asks for the module in a task after the commit, not in its effects (decision 0244)', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const use = lazyModule(async () => {
        loads += 1;
        return { word: 'loaded' };
      });
      render(<Probe use={use} />);
      expect(loads).toBe(0);
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(loads).toBe(1);
      expect(screen.getByText('loaded')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says failed when the chunk does not load, and tries again on the next mount', async () => {
    let loads = 0;
    const use = lazyModule(() => {
      loads += 1;
      return Promise.reject(new Error('offline'));
    });
    const first = render(<Probe use={use} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    first.unmount();
    render(<Probe use={use} />);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(loads).toBe(2);
  });
});
