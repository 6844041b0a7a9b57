/**
 * What the pre-rendered public pages do before (and mostly instead of) React (docs/decisions/0041): a few KB of plain
 * DOM code on top of the server's HTML. Links are plain links (the server sends every public page pre-rendered and the
 * app's pages as the app). This module wires the rest:
 * - the mobile menu: a copy of the header's links, account links and language select, opened and closed here;
 * - the language select: saves the choice (storage and cookie) and loads the page again in that language;
 * - the account links: shown once the server says nobody is signed in; a signed-in visitor gets the whole app;
 * - Learn More (`data-scroll-to`): scrolls to its section and moves focus there;
 * - buttons that open a dialog (the demo and contact forms): load the whole app, which hydrates this same HTML, and
 *   press the button again for React.
 * A tap on these controls made before this module ran, or while it hands the page to the app, is kept by the page's
 * inline script and made again here (`early-taps.ts`, decision 0258).
 * It imports no React, router, i18next or zod, so the public pages' first load stays a few KB.
 */
import { scrollToAndFocus } from '@/lib/scroll-to';
import { AUTH_EVENT_STORAGE_KEY, LANGUAGE_STORAGE_KEY } from '@/lib/storage-keys';
import { holdEarlyTaps, replayEarlyTaps, takeEarlyTaps, tapsOnMenu } from './early-taps';
import { cookieSays, saveLanguageChoice } from './language-choice';
import { mobileMenu } from './menu';

type Language = 'en' | 'nl';
const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'nl';

/** The session answer of `GET /api/auth/get-session`, as far as this module reads it. */
export type SessionAnswer = { user?: { isAnonymous?: boolean | null } | null } | null;

export interface IslandDeps {
  /** Loads the whole app's code and gives the function that hydrates the page (app/start.tsx `startApp`). */
  loadApp: () => Promise<() => Promise<void>>;
  /** After the app has started: switch its language (lib/i18n.ts `setLanguage`). */
  setAppLanguage: (lang: Language) => Promise<void>;
  /** Who this browser is (`GET /api/auth/get-session`); rejects when the server cannot be reached. */
  fetchSession: () => Promise<SessionAnswer>;
  /** Loads the page again (the server sends it in the language the cookie names). */
  reload: () => void;
}

/** sessionStorage: put focus back on the language select after the reload a language change makes. */
const FOCUS_AFTER_LOAD_KEY = 'thrive.focus-language';
/** sessionStorage: the language a reload was made for, so a cookie the server does not see cannot loop. */
const RELOADED_FOR_KEY = 'thrive.reloaded-for-language';
/** sessionStorage: the menu was open when the page was loaded again for a saved language; it opens again. */
const MENU_AFTER_LOAD_KEY = 'thrive.menu-after-load';

/**
 * Wires the pre-rendered page in `doc`. Marks `<html data-islands="ready">` when done (tests wait for it), and
 * `data-islands="app"` once the whole app has taken over. `dispose` removes its listeners (tests).
 */
export function wirePublicPage(doc: Document, deps: IslandDeps) {
  const root = doc.getElementById('root');
  const served = root?.dataset.prerendered;
  if (!root || !isLanguage(served)) return { dispose: () => undefined };
  const win = doc.defaultView!;
  const listeners = new AbortController();
  const on = (type: string, handler: (event: Event) => void, target: EventTarget = doc) =>
    target.addEventListener(type, handler, { signal: listeners.signal });
  // The language the previous load reloaded for (if any): a cookie the server does not see must not loop.
  const reloadedFor = sessionGet(win, RELOADED_FOR_KEY);
  sessionRemove(win, RELOADED_FOR_KEY);

  const menu = mobileMenu(doc);

  // ---- the whole app, when a visitor needs more than this module does ----
  let appCode: Promise<() => Promise<void>> | null = null;
  const loadApp = () => (appCode ??= deps.loadApp());
  let started: Promise<void> | null = null;
  /** Loads the app, puts the HTML back as the server sent it (React hydrates that), and starts the app. */
  const startApp = () =>
    (started ??= (async () => {
      let start: () => Promise<void>;
      try {
        start = await loadApp();
      } catch (error) {
        // Not loaded (offline, say): this module keeps the page, and the next try loads again.
        appCode = null;
        started = null;
        throw error;
      }
      const menuWasOpen = menu.isOpen();
      menu.close(false);
      for (const pending of doc.querySelectorAll('[data-account-pending]'))
        pending.classList.add('invisible');
      listeners.abort();
      // Until React owns the header nobody listens: the page's inline script keeps the taps meanwhile (decision 0258),
      // and they are made again for React, after the menu is opened again if it was open.
      holdEarlyTaps(win);
      try {
        await start();
        doc.documentElement.dataset.islands = 'app';
        const toggle = menu.toggle();
        const owned = toggle ? await reactOwns(toggle) : false;
        if (menuWasOpen && toggle && owned) toggle.click();
      } finally {
        // A dialog's button being opened here is pressed again for React by its own handler below.
        const early = takeEarlyTaps(win).filter((tap) => !tap.el.closest('[aria-busy="true"]'));
        replayEarlyTaps(doc, early);
      }
    })());

  // ---- the language ----
  const saveLanguage = (lang: Language) => saveLanguageChoice(doc, lang);
  /** The page is being loaded again: nothing more to show in it (a language chosen early is also the one stored). */
  let reloading = false;
  /** Shows the page in `lang`: loaded again when the cookie took (the server picks by it), else through the app. */
  function showIn(lang: Language, focusSelectAfter: boolean) {
    if (lang === served || reloading) return;
    const cookieTook = saveLanguage(lang);
    const reloadFor = `${lang}:${win.location.pathname}`;
    if (cookieTook && reloadedFor !== reloadFor) {
      sessionSet(win, RELOADED_FOR_KEY, reloadFor);
      if (focusSelectAfter) sessionSet(win, FOCUS_AFTER_LOAD_KEY, '1');
      // Loaded again for a language saved before: a menu open now (a phone's tap made before this module ran, say)
      // opens again on the new page, not lost with this one (decision 0258).
      else if (menu.isOpen()) sessionSet(win, MENU_AFTER_LOAD_KEY, '1');
      reloading = true;
      deps.reload();
      return;
    }
    startApp().then(
      () => deps.setAppLanguage(lang),
      () => undefined,
    );
  }

  on('change', (event) => {
    const select = event.target;
    if (!(select instanceof win.HTMLSelectElement) || !select.closest('header')) return;
    if (isLanguage(select.value)) showIn(select.value, true);
  });

  on(
    'storage',
    (event) => {
      const change = event as StorageEvent;
      if (change.key === LANGUAGE_STORAGE_KEY && isLanguage(change.newValue)) showIn(change.newValue, false);
      if (change.key === AUTH_EVENT_STORAGE_KEY) checkSession();
    },
    win,
  );
  if (sessionGet(win, FOCUS_AFTER_LOAD_KEY)) {
    sessionRemove(win, FOCUS_AFTER_LOAD_KEY);
    const visible = [...doc.querySelectorAll<HTMLSelectElement>('header select')].find(
      (select) => select.offsetParent !== null,
    );
    (visible ?? menu.toggle())?.focus();
  }

  // ---- clicks ----
  on('click', (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-menu-toggle]')) {
      if (menu.isOpen()) menu.close(false);
      else menu.open();
      return;
    }
    const scroll = target.closest<HTMLElement>('[data-scroll-to]');
    if (scroll?.dataset.scrollTo) {
      scrollToAndFocus(scroll.dataset.scrollTo, doc);
      return;
    }
    const opener = target.closest<HTMLElement>('[aria-haspopup="dialog"]');
    if (opener) {
      event.preventDefault();
      opener.setAttribute('aria-busy', 'true');
      startApp()
        .then(() => reactOwns(opener))
        .then(
          (owned) => {
            opener.removeAttribute('aria-busy');
            if (owned) opener.click();
          },
          () => opener.removeAttribute('aria-busy'),
        );
      return;
    }
    // A link in the copied menu: close it (the page changes anyway; a same-page link would leave it open).
    if (target.closest('#mobile-menu a')) menu.close(false);
  });
  on('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && menu.isOpen()) menu.close(true);
  });
  // The forms' code starts loading as soon as a pointer or the keyboard reaches one of their buttons.
  const warm = (event: Event) => {
    if (event.target instanceof win.Element && event.target.closest('[aria-haspopup="dialog"]')) {
      void loadApp().catch(() => undefined);
    }
  };
  on('pointerover', warm);
  on('focusin', warm);

  // ---- the account links ----
  const showAccountLinks = () => {
    for (const pending of doc.querySelectorAll('[data-account-pending]'))
      pending.classList.remove('invisible');
  };
  function checkSession() {
    deps.fetchSession().then(
      (answer) => {
        if (answer?.user && !answer.user.isAnonymous) startApp().catch(showAccountLinks);
        else showAccountLinks();
      },
      // The server cannot be reached: show the links anyway (they work once it can).
      showAccountLinks,
    );
  }
  checkSession();

  // ---- taps made before this module ran (decision 0258) ----
  const early = takeEarlyTaps(win);
  if (sessionGet(win, MENU_AFTER_LOAD_KEY)) {
    sessionRemove(win, MENU_AFTER_LOAD_KEY);
    // A tap on the menu button on this page meanwhile says what the person wants now.
    if (!tapsOnMenu(early)) menu.open();
  }
  replayEarlyTaps(doc, early);

  // A choice saved in this browser (also by another tab) wins over the language the server guessed; after the taps
  // above, so a menu opened by one is open again once the page is loaded in that language.
  const stored = storedLanguage(win);
  if (isLanguage(stored) && stored !== served) showIn(stored, false);
  else if (isLanguage(stored) && !cookieSays(doc, stored)) saveLanguage(stored);

  doc.documentElement.dataset.islands = 'ready';
  return { dispose: () => listeners.abort() };
}

/** Resolves true once React has hydrated `element` (its props are attached), false after about 5 s. */
async function reactOwns(element: Element): Promise<boolean> {
  const win = element.ownerDocument.defaultView!;
  for (let frame = 0; frame < 300; frame++) {
    if (Object.keys(element).some((key) => key.startsWith('__reactProps'))) return true;
    await new Promise((resolve) => win.setTimeout(resolve, 16));
  }
  return false;
}

function storedLanguage(win: Window): string | null {
  try {
    return win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
function sessionGet(win: Window, key: string): string | null {
  try {
    return win.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function sessionSet(win: Window, key: string, value: string) {
  try {
    win.sessionStorage.setItem(key, value);
  } catch {
    // Without sessionStorage the reload guard and the focus return are skipped.
  }
}
function sessionRemove(win: Window, key: string) {
  try {
    win.sessionStorage.removeItem(key);
  } catch {
    // as above
  }
}
