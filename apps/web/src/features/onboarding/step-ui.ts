import { create } from 'zustand';

/** What the current step tells the frame about its main button (not persisted). */
interface StepUi {
  /** Extra gating on top of the registry's rule (e.g. the review's consent boxes). */
  blocked: boolean;
  /** A different label for the main button (e.g. 'Continue with Smart Analysis'). */
  nextLabel: string | null;
  set: (patch: Partial<Pick<StepUi, 'blocked' | 'nextLabel'>>) => void;
  clear: () => void;
}

export const useStepUi = create<StepUi>()((set) => ({
  blocked: false,
  nextLabel: null,
  set: (patch) => set(patch),
  clear: () => set({ blocked: false, nextLabel: null }),
}));
