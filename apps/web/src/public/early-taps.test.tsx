import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@thrive/core/early-taps';
import i18n from '@/lib/i18n';
import { SiteHeader } from '@/app/layout/site-header';
import { wirePublicPage, type IslandDeps, type SessionAnswer } from './islands';
import { wireShellMenu } from './shell-menu';

/**
 * Decision 0258: a tap made on a pre-rendered page before its scripts ran is kept by the page's inline script (the
 * very text the build writes into the page) and made again once the page's code listens; so is one made while the
 * public entry hands the page to the app.
 */
type Keeper = { take: () => unknown[] };
const keeper = () => (window as unknown as { thriveEarlyTaps?: Keeper }).thriveEarlyTaps;

/** The page as the build writes it: the inline script runs first, then the header is on the page. */
async function prerenderedPage(lang: 'en' | 'nl', attribute = `data-prerendered="${lang}"`) {
  // Evaluated as the browser runs the inline script: in the page's window, with its document.
  new Function(EARLY_TAPS_SCRIPT)();
  await i18n.changeLanguage(lang);
  const header = renderToString(
    <MemoryRouter initialEntries={['/business']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  document.body.innerHTML = `<div id="root" ${attribute}>${header}<main>
    <button type="button" data-scroll-to="features">Learn More</button>
    <button type="button" aria-haspopup="dialog" aria-expanded="false">Schedule a Demo</button>
    <div id="features" tabindex="-1">Features</div></main></div>`;
}

/** The app's start, as far as these tests need it: React owns the page once `hydrated` is let go. */
function fakeDeps(session: SessionAnswer, hydrated: Promise<void> = Promise.resolve()) {
  const heardByReact = vi.fn();
  const started = vi.fn(async () => {
    await hydrated;
    for (const element of document.querySelectorAll('#root *')) {
      (element as unknown as Record<string, unknown>).__reactProps$test = {};
    }
    // React listens on its root from hydration on.
    document.getElementById('root')!.addEventListener('click', (event) => {
      const target = (event.target as Element).closest('[data-menu-toggle]');
      if (target) heardByReact(target);
    });
  });
  const deps = {
    loadApp: vi.fn(async () => started),
    setAppLanguage: vi.fn(async () => undefined),
    fetchSession: vi.fn(async () => session),
    reload: vi.fn(),
  } satisfies IslandDeps;
  return { deps, started, heardByReact };
}

const toggle = () => document.querySelector<HTMLButtonElement>('header [data-menu-toggle]')!;
const menuOpen = () => document.getElementById('mobile-menu') !== null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
let wired: { dispose: () => void }[] = [];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'thrive.language=; Max-Age=0; Path=/';
  delete document.documentElement.dataset.islands;
});
afterEach(async () => {
  for (const page of wired) page.dispose();
  wired = [];
  // The script's listeners stay on the document: it keeps nothing from here on.
  keeper()?.take();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('a tap before the public page is wired (decision 0258)', () => {
  it('on the menu button: the menu opens once the small entry has run; two taps leave it closed', async () => {
    await prerenderedPage('en');
    toggle().click();
    expect(menuOpen()).toBe(false);
    wired.push(wirePublicPage(document, fakeDeps(null).deps));
    expect(menuOpen()).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    // Once wired the entry's own listener handles a tap, and the script keeps nothing more.
    toggle().click();
    expect(menuOpen()).toBe(false);

    wired.pop()!.dispose();
    await prerenderedPage('en');
    toggle().click();
    toggle().click();
    wired.push(wirePublicPage(document, fakeDeps(null).deps));
    expect(menuOpen()).toBe(false);
  });

  it("on the header's language select: the page is loaded again in that language", async () => {
    await prerenderedPage('en');
    const select = document.querySelector<HTMLSelectElement>('header select')!;
    select.value = 'nl';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const { deps } = fakeDeps(null);
    wired.push(wirePublicPage(document, deps));
    expect(localStorage.getItem('thrive.language')).toBe('nl');
    expect(document.cookie).toContain('thrive.language=nl');
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('on Learn More and on a form button: the section is scrolled to, the app started and the button pressed', async () => {
    await prerenderedPage('en');
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    document.querySelector<HTMLButtonElement>('[data-scroll-to]')!.click();
    const opener = document.querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]')!;
    opener.click();
    const pressed = vi.fn();
    const { deps, started } = fakeDeps(null);
    wired.push(wirePublicPage(document, deps));
    opener.addEventListener('click', pressed);
    expect(scrolled).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('features');
    await settle();
    expect(started).toHaveBeenCalledOnce();
    expect(pressed).toHaveBeenCalledOnce();
  });

  it('the menu opened by an early tap is open again after the page loads again in the saved language', async () => {
    localStorage.setItem('thrive.language', 'nl');
    await prerenderedPage('en');
    toggle().click();
    const first = fakeDeps(null);
    wired.push(wirePublicPage(document, first.deps));
    expect(first.deps.reload).toHaveBeenCalledOnce();

    // The page as the server sends it again, in Dutch.
    wired.pop()!.dispose();
    await prerenderedPage('nl');
    wired.push(wirePublicPage(document, fakeDeps(null).deps));
    expect(menuOpen()).toBe(true);
    expect(toggle().getAttribute('aria-label')).toBe('Menu sluiten');
  });

  it('a tap while the page is handed to the app (a signed-in visitor) reaches React once React owns the header', async () => {
    await prerenderedPage('en');
    let hydrate = () => undefined as void;
    const hydrated = new Promise<void>((resolve) => (hydrate = resolve));
    const { deps, started, heardByReact } = fakeDeps({ user: { isAnonymous: false } }, hydrated);
    wired.push(wirePublicPage(document, deps));
    await settle();
    // The entry has let go of the page and React has not hydrated it yet.
    expect(started).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.islands).toBe('ready');
    toggle().click();
    expect(menuOpen()).toBe(false);
    hydrate();
    await settle();
    expect(document.documentElement.dataset.islands).toBe('app');
    expect(heardByReact).toHaveBeenCalledOnce();
    expect(heardByReact).toHaveBeenCalledWith(toggle());
    // From here React alone hears a tap: the script keeps nothing.
    toggle().click();
    expect(heardByReact).toHaveBeenCalledTimes(2);
  });
});

describe("a tap before an app page's shell script ran (decision 0258)", () => {
  it('opens the menu once the shell script runs', async () => {
    await prerenderedPage('en', 'data-shell="en"');
    toggle().click();
    expect(menuOpen()).toBe(false);
    wired.push(wireShellMenu(document));
    expect(menuOpen()).toBe(true);
    expect(document.getElementById('root')!.dataset.shellMenu).toBe('open');
  });
});
