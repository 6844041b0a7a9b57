/**
 * The taps the pre-rendered page's inline script kept before this page's code listened (`EARLY_TAPS_SCRIPT` in
 * `@thrive/core/early-taps`, decision 0258), taken and made again: a click is clicked again, a language chosen in the
 * header's select is announced again as a change. Whoever wires the page takes them (the public pages' small entry,
 * the shells' menu script, the app when it replaces a shell); the public entry holds them again while it hands the
 * page over to the app, and gives those to React once React owns the header.
 */
export interface EarlyTap {
  type: string;
  el: Element;
}

interface EarlyTapsKeeper {
  take: () => EarlyTap[];
  hold: () => void;
}

const keeper = (win: Window): EarlyTapsKeeper | undefined =>
  (win as Window & { thriveEarlyTaps?: EarlyTapsKeeper }).thriveEarlyTaps;

/** The taps kept so far; from now on none is kept (the caller listens itself). None on a page without the script. */
export function takeEarlyTaps(win: Window): EarlyTap[] {
  try {
    return keeper(win)?.take() ?? [];
  } catch {
    return [];
  }
}

/** Keeps taps again (nobody listens for a moment: the public entry has stopped and React has not started yet). */
export function holdEarlyTaps(win: Window) {
  try {
    keeper(win)?.hold();
  } catch {
    // A page without the script keeps nothing.
  }
}

/**
 * Makes the taps again in `doc`, in the order they were made. An element the app has replaced since (a shell's header,
 * decision 0056) is found again: the menu button by its attribute, a select by its id.
 */
export function replayEarlyTaps(doc: Document, taps: readonly EarlyTap[]) {
  const win = doc.defaultView!;
  for (const tap of taps) {
    const el = tap.el.isConnected
      ? tap.el
      : tap.el.matches('[data-menu-toggle]')
        ? doc.querySelector('[data-menu-toggle]')
        : tap.el.id
          ? doc.getElementById(tap.el.id)
          : null;
    if (!el) continue;
    // A select the app rendered anew shows the app's value: the choice made in the old one goes in first.
    if (el !== tap.el && el instanceof win.HTMLSelectElement && tap.el instanceof win.HTMLSelectElement)
      el.value = tap.el.value;
    if (tap.type === 'click' && el instanceof win.HTMLElement) el.click();
    else if (tap.type === 'change') el.dispatchEvent(new win.Event('change', { bubbles: true }));
  }
}

/** Whether one of the taps is on the menu button. */
export const tapsOnMenu = (taps: readonly EarlyTap[]) =>
  taps.some((tap) => tap.type === 'click' && tap.el.matches('[data-menu-toggle]'));
