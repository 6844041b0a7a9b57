import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/lib/i18n';
import { SiteHeader } from '@/app/layout/site-header';
import { wirePublicPage, type IslandDeps, type SessionAnswer } from './islands';

/** The header as the build-time pre-render writes it, plus a Learn More button and a dialog opener. */
async function prerenderedPage(lang: 'en' | 'nl' = 'en') {
  await i18n.changeLanguage(lang);
  const header = renderToString(
    <MemoryRouter initialEntries={['/business']}>
      <SiteHeader />
    </MemoryRouter>,
  );
  document.body.innerHTML = `<div id="root" data-prerendered="${lang}">${header}<main>
    <button type="button" data-scroll-to="features">Learn More</button>
    <button type="button" aria-haspopup="dialog" aria-expanded="false">Schedule a Demo</button>
    <div id="features" tabindex="-1">Features</div></main></div>`;
}

function fakeDeps(session: SessionAnswer | Error = null) {
  const started = vi.fn(async () => {
    // What hydration does to an element: React's props are attached to it.
    for (const element of document.querySelectorAll('#root *')) {
      (element as unknown as Record<string, unknown>).__reactProps$test = {};
    }
  });
  const deps = {
    loadApp: vi.fn(async () => started),
    setAppLanguage: vi.fn(async () => undefined),
    fetchSession: vi.fn(async () => {
      if (session instanceof Error) throw session;
      return session;
    }),
    reload: vi.fn(),
  } satisfies IslandDeps;
  return { deps, started };
}

const toggle = () => document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
let wired: { dispose: () => void }[] = [];
const wire = (deps: IslandDeps) => wired.push(wirePublicPage(document, deps));
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'thrive.language=; Max-Age=0; Path=/';
  delete document.documentElement.dataset.islands;
});
afterEach(async () => {
  for (const page of wired) page.dispose();
  wired = [];
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

describe('public pages without React (decision 0041)', () => {
  it('opens and closes a copy of the menu, with the label and icon of its state', async () => {
    await prerenderedPage();
    const { deps } = fakeDeps();
    wire(deps);
    expect(document.documentElement.dataset.islands).toBe('ready');
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');

    toggle().click();
    const menu = document.getElementById('mobile-menu')!;
    expect(menu).not.toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Close menu');
    expect(toggle().querySelector('[data-icon="close"]')!.hasAttribute('hidden')).toBe(false);
    expect(toggle().querySelector('[data-icon="open"]')!.hasAttribute('hidden')).toBe(true);
    expect([...menu.querySelectorAll('nav a')].map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/individuals',
      '/business',
      '/about',
    ]);
    // The copied language select has its own id, and its label points at it.
    const select = menu.querySelector('select')!;
    expect(menu.querySelector(`label[for="${select.id}"]`)).not.toBeNull();
    expect(document.querySelectorAll(`[id="${select.id}"]`)).toHaveLength(1);

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(document.getElementById('mobile-menu')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    expect(toggle().getAttribute('aria-label')).toBe('Open menu');
    expect(deps.loadApp).not.toHaveBeenCalled();
  });

  it('saves a language choice and loads the page again in it', async () => {
    await prerenderedPage();
    const { deps } = fakeDeps();
    wire(deps);
    const select = document.querySelector<HTMLSelectElement>('header select')!;
    select.value = 'nl';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(localStorage.getItem('thrive.language')).toBe('nl');
    expect(document.cookie).toContain('thrive.language=nl');
    expect(deps.reload).toHaveBeenCalledOnce();
    expect(deps.loadApp).not.toHaveBeenCalled();
  });

  it('follows a choice saved before the cookie, once; a second time it lets the app switch', async () => {
    localStorage.setItem('thrive.language', 'nl');
    await prerenderedPage('en');
    const first = fakeDeps();
    wire(first.deps);
    expect(first.deps.reload).toHaveBeenCalledOnce();

    // The server sent English again although the cookie says Dutch: no second reload, the app switches instead.
    await prerenderedPage('en');
    const second = fakeDeps();
    wire(second.deps);
    await settle();
    expect(second.deps.reload).not.toHaveBeenCalled();
    expect(second.started).toHaveBeenCalledOnce();
    expect(second.deps.setAppLanguage).toHaveBeenCalledWith('nl');
  });

  it('shows Sign In and Register once nobody is signed in, or when the server cannot be asked', async () => {
    for (const session of [null, { user: { isAnonymous: true } }, new Error('offline')]) {
      await prerenderedPage();
      const pending = document.querySelector('[data-account-pending]')!;
      expect(pending.classList.contains('invisible')).toBe(true);
      const { deps } = fakeDeps(session);
      wire(deps);
      await settle();
      expect(pending.classList.contains('invisible')).toBe(false);
      expect(deps.loadApp).not.toHaveBeenCalled();
    }
  });

  it('hands a signed-in visitor to the app (Dashboard and the account menu)', async () => {
    await prerenderedPage();
    const { deps, started } = fakeDeps({ user: { isAnonymous: false } });
    wire(deps);
    await settle();
    expect(started).toHaveBeenCalledOnce();
    expect(document.documentElement.dataset.islands).toBe('app');
    // The HTML is put back as the server sent it before React hydrates it.
    expect(document.querySelector('[data-account-pending]')!.classList.contains('invisible')).toBe(true);
  });

  it('scrolls to and focuses the section of Learn More', async () => {
    await prerenderedPage();
    const { deps } = fakeDeps();
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    wire(deps);
    document.querySelector<HTMLButtonElement>('[data-scroll-to]')!.click();
    expect(scrolled).toHaveBeenCalledOnce();
    expect(document.activeElement?.id).toBe('features');
  });

  it('starts the app for a dialog button and presses it again once React owns it', async () => {
    await prerenderedPage();
    const { deps, started } = fakeDeps();
    wire(deps);
    const opener = document.querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]')!;
    const pressed = vi.fn();
    opener.click();
    expect(opener.getAttribute('aria-busy')).toBe('true');
    opener.addEventListener('click', pressed);
    await settle();
    expect(started).toHaveBeenCalledOnce();
    expect(pressed).toHaveBeenCalledOnce();
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    // Its own listeners are gone: a later click is React's alone.
    opener.click();
    expect(started).toHaveBeenCalledOnce();
    expect(deps.loadApp).toHaveBeenCalledOnce();
  });

  it('keeps the page when the app cannot be loaded (offline), and tries again on the next press', async () => {
    await prerenderedPage();
    const { deps, started } = fakeDeps();
    deps.loadApp.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    wire(deps);
    const opener = document.querySelector<HTMLButtonElement>('[aria-haspopup="dialog"]')!;
    opener.click();
    await settle();
    expect(opener.hasAttribute('aria-busy')).toBe(false);
    expect(document.documentElement.dataset.islands).toBe('ready');
    // Its own controls still work.
    toggle().click();
    expect(document.getElementById('mobile-menu')).not.toBeNull();
    opener.click();
    await settle();
    expect(deps.loadApp).toHaveBeenCalledTimes(2);
    expect(started).toHaveBeenCalledOnce();
  });
});
