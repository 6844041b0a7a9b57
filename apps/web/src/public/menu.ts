/**
 * The mobile menu before React runs: a copy of the header's links, account links and language select, opened and
 * closed in plain DOM code. Used by the public pages' small entry (islands.ts, decision 0041) and by the app pages'
 * shells until the app replaces them (shell-menu.ts, decision 0078). Imports nothing but the menu's classes.
 */
import {
  MOBILE_ACCOUNT_CLASS,
  MOBILE_LANGUAGE_CLASS,
  MOBILE_MENU_CLASS,
  MOBILE_NAV_CLASS,
} from '@/app/layout/mobile-menu';

export interface MobileMenu {
  /** The header's menu button (`data-menu-toggle`), looked up each time: the app may have replaced it. */
  toggle: () => HTMLButtonElement | null;
  isOpen: () => boolean;
  open: () => void;
  /** Closes it; the focus goes back to the button when asked or when it was inside the menu. */
  close: (focusToggle: boolean) => void;
}

export function mobileMenu(doc: Document): MobileMenu {
  const toggle = () => doc.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const isOpen = () => doc.getElementById('mobile-menu') !== null;
  function setToggle(open: boolean) {
    const button = toggle();
    if (!button) return;
    button.setAttribute('aria-expanded', String(open));
    const label = open ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label) button.setAttribute('aria-label', label);
    button.querySelector('[data-icon="open"]')?.toggleAttribute('hidden', open);
    button.querySelector('[data-icon="close"]')?.toggleAttribute('hidden', !open);
  }
  function open() {
    const header = toggle()?.closest('header');
    if (!header || isOpen()) return;
    const menu = doc.createElement('div');
    menu.id = 'mobile-menu';
    menu.className = MOBILE_MENU_CLASS;
    const nav = doc.querySelector('[data-site-nav]')?.cloneNode(true) as HTMLElement | undefined;
    if (nav) {
      nav.className = MOBILE_NAV_CLASS;
      nav.removeAttribute('data-site-nav');
      menu.append(nav);
    }
    const account = doc.createElement('div');
    account.className = MOBILE_ACCOUNT_CLASS;
    for (const child of doc.querySelector('[data-site-account]')?.children ?? []) {
      account.append(child.cloneNode(true));
    }
    menu.append(account);
    const language = doc.createElement('div');
    language.className = MOBILE_LANGUAGE_CLASS;
    for (const child of doc.querySelector('[data-site-language]')?.children ?? []) {
      language.append(child.cloneNode(true));
    }
    // The copied select needs its own id for its label.
    for (const select of language.querySelectorAll('select')) {
      const label = language.querySelector(`label[for="${select.id}"]`);
      select.id = `${select.id}-menu`;
      label?.setAttribute('for', select.id);
    }
    menu.append(language);
    header.append(menu);
    setToggle(true);
  }
  function close(focusToggle: boolean) {
    const menu = doc.getElementById('mobile-menu');
    if (!menu) return;
    const hadFocus = menu.contains(doc.activeElement);
    menu.remove();
    setToggle(false);
    if (focusToggle || hadFocus) toggle()?.focus();
  }
  return { toggle, isOpen, open, close };
}
