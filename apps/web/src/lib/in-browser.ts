import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in a build-time or server render and in the render that hydrates their HTML (the public pages, an app page's
 * shell; decisions 0032, 0056, 0110), true in the browser's own renders. React reads the server's snapshot while it
 * hydrates and renders again with the browser's right after, so a component can show the browser's state without its
 * first render differing from the HTML.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
