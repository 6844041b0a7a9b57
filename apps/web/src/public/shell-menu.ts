/**
 * An app page's HTML shell (decisions 0056, 0065) until the app replaces it (decision 0078): the header's menu button
 * and language select work before the app's code has run, so a tap on them is not lost. The menu opens as the public
 * pages' does (a copy of the header's links); `#root[data-shell-menu="open"]` tells the app to show its own menu open
 * when it takes over (`app/shell.ts` `reopenShellMenu`). Everything here stops once `#root` has lost `data-shell`.
 * Loaded by `src/shell-entry.ts` as an async module script, so it runs as soon as it arrives, before the app's
 * modules; it listens on the document, so it needs no element to exist yet. A tap made before it ran is kept by the
 * page's inline script and made again here (decision 0258).
 */
import { replayEarlyTaps, takeEarlyTaps } from './early-taps';
import { saveLanguageChoice } from './language-choice';
import { mobileMenu } from './menu';

export function wireShellMenu(doc: Document): { dispose: () => void } {
  const win = doc.defaultView!;
  const menu = mobileMenu(doc);
  const listeners = new AbortController();
  const shellRoot = () => {
    const root = doc.getElementById('root');
    if (root?.dataset.shell !== undefined) return root;
    // The app has replaced the shell: its own header handles everything from here.
    listeners.abort();
    return null;
  };
  const remember = (root: HTMLElement) => {
    if (menu.isOpen()) root.dataset.shellMenu = 'open';
    else delete root.dataset.shellMenu;
  };
  const on = (type: string, handler: (event: Event) => void, capture = false) =>
    doc.addEventListener(type, handler, { signal: listeners.signal, capture });

  on('click', (event) => {
    const root = shellRoot();
    const target = event.target instanceof win.Element ? event.target : null;
    if (!root || !target) return;
    if (target.closest('[data-menu-toggle]')) {
      if (menu.isOpen()) menu.close(false);
      else menu.open();
      remember(root);
    } else if (target.closest('#mobile-menu a')) {
      // A link in the copied menu: the page changes; a same-page link would leave it open.
      menu.close(false);
      remember(root);
    }
  });
  on('keydown', (event) => {
    const root = shellRoot();
    if (!root || (event as KeyboardEvent).key !== 'Escape' || !menu.isOpen()) return;
    menu.close(true);
    remember(root);
  });
  // The language select (in the header, or its copy in the menu): saved, and the page loaded again in it. Heard
  // first (on the way down) and kept from the app when the page reloads: while React hydrates the shell it may
  // already own the header's select, and its own switch would render again the part of the page it has not hydrated
  // yet, with a hydration error in the console, just before the reload (decisions 0115, 0133).
  on(
    'change',
    (event) => {
      const select = event.target;
      if (!shellRoot() || !(select instanceof win.HTMLSelectElement) || !select.closest('header')) return;
      const lang = select.value;
      if (
        (lang === 'en' || lang === 'nl') &&
        lang !== doc.documentElement.lang &&
        saveLanguageChoice(doc, lang)
      ) {
        event.stopPropagation();
        win.location.reload();
      }
    },
    true,
  );
  replayEarlyTaps(doc, takeEarlyTaps(win));
  doc.documentElement.dataset.shellScript = 'ready';
  return { dispose: () => listeners.abort() };
}
