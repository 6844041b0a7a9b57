import { useEffect, useState } from 'react';

/**
 * A module a screen needs for secondary text (citations, names in the viewer's language), loaded when a component
 * first asks for it rather than with the page's first chunk (decision 0040). The hook answers the module once it is
 * there (at once on later renders), and `failed` when its chunk could not load, so the caller can show the text as
 * it is stored instead.
 */
export function lazyModule<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return function useLazyModule(): { module: T | undefined; failed: boolean } {
    const [module, setModule] = useState<T | undefined>(loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (module) return;
      let live = true;
      // Asked for in a task of its own (decision 0244), not in the commit's passive effects: the chunk's preload links
      // (Vite's `modulepreload` of its imports) are added to the page there, and on the dashboard's first load those
      // effects are already the longest task after its first commit.
      const timer = setTimeout(() =>
        get().then(
          (m) => live && setModule(() => m),
          () => live && setFailed(true),
        ),
      );
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }, [module]);
    return { module, failed };
  };
}
