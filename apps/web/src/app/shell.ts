import { useEffect, useLayoutEffect } from 'react';

/**
 * An app page's HTML shell (decision 0056) is hydrated by the app when the app's first render is the shell's
 * (decision 0110), else replaced by the app's own render. What a person types into the shell's fields before that
 * render commits, and where the focus is, carry over to the fields of the same id.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

const isToggle = (field: Field) =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** A field's key: its id, or for a choice card's radio or checkbox without one, its name and value. */
const keyOf = (field: Field): string | null =>
  field.id
    ? `#${CSS.escape(field.id)}`
    : isToggle(field) && field.name
      ? `input[name="${CSS.escape(field.name)}"][value="${CSS.escape(field.value)}"]`
      : null;

/**
 * Starts listening for input in the shell; the returned function, called once the app's render is in the page,
 * writes what was typed into the app's fields (the way a person's typing reaches React) and moves the focus there.
 */
export function watchShellInput(container: HTMLElement): () => void {
  const typed = new Map<string, { value: string; checked: boolean }>();
  let focused: string | null = null;
  const onInput = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    const key = keyOf(field);
    if (!key) return;
    // A radio chosen in a group: the group's other radios are no longer chosen.
    if (field instanceof HTMLInputElement && field.type === 'radio')
      for (const [other, entry] of typed)
        if (other.startsWith(`input[name="${CSS.escape(field.name)}"]`)) entry.checked = false;
    typed.set(key, { value: field.value, checked: field instanceof HTMLInputElement && field.checked });
  };
  const onFocus = (event: Event) => {
    focused = event.target instanceof HTMLElement && event.target.id ? event.target.id : null;
  };
  // What was typed before the app's script ran (no listener could hear it), and where the focus is now.
  for (const field of container.querySelectorAll<Field>('input, textarea')) {
    const changed = isToggle(field)
      ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked
      : field.value !== field.defaultValue;
    if (changed) onInput({ target: field } as unknown as Event);
  }
  if (document.activeElement !== document.body)
    onFocus({ target: document.activeElement } as unknown as Event);
  container.addEventListener('input', onInput, true);
  container.addEventListener('change', onInput, true);
  container.addEventListener('focusin', onFocus, true);
  const shellNodes = new Set(container.querySelectorAll('*'));
  return () => {
    container.removeEventListener('input', onInput, true);
    container.removeEventListener('change', onInput, true);
    container.removeEventListener('focusin', onFocus, true);
    for (const [key, { value, checked }] of typed) {
      const field = container.querySelector<Field>(key);
      if (!field) continue;
      // A field the app hydrated (decision 0110) is the shell's own node: React took what it held when it hydrated
      // it as its starting point, so it would not hear the change; set it back through the element's own setter
      // (which React watches) first, then make the change the way a person does.
      const kept = shellNodes.has(field);
      if (isToggle(field)) {
        const toggle = field as HTMLInputElement;
        if (kept && toggle.type === 'radio' && !checked) continue; // the group's chosen radio carries it
        if (kept && toggle.checked === checked) toggle.checked = !checked;
        if (toggle.checked !== checked) toggle.click();
        continue;
      }
      if (kept) field.value = field.defaultValue;
      // The prototype's setter, so React's change tracking sees a change, then the event React listens for.
      const prototype =
        field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const active = document.activeElement;
    const lostFocus = !active || active === document.body || !container.contains(active);
    if (focused && lostFocus) container.querySelector<HTMLElement>(`#${CSS.escape(focused)}`)?.focus();
    // A choice made on a hydrated radio or checkbox can still be undone by React's first renders after hydration
    // (it restores what its state says, and a click in the middle of hydrating may not reach that state; seen in CI,
    // decision 0115's staged start made the window longer). Once those renders are done, a choice that is not on the
    // page is made again by a plain click, the way a person would click it again.
    setTimeout(() => {
      // The page may be gone by then (a test's document torn down, a navigation): nothing to click again.
      if (!container.isConnected || typeof HTMLInputElement === 'undefined') return;
      for (const [key, { checked }] of typed) {
        const field = container.querySelector<Field>(key);
        if (!field || !isToggle(field) || !checked) continue;
        const toggle = field as HTMLInputElement;
        if (!toggle.checked) toggle.click();
      }
    }, 50);
  };
}

/**
 * The shell's small script (`public/shell-menu.ts`, decision 0078) opened the menu before the app ran: once the app's
 * header has replaced the shell's, open the app's menu too (a click, the way a person opens it), and give the button
 * the focus when the focus went with the shell's copy.
 */
export function reopenShellMenu(container: HTMLElement) {
  if (container.dataset.shellMenu !== 'open') return;
  delete container.dataset.shellMenu;
  const toggle = container.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  if (!toggle) return;
  if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
  const active = document.activeElement;
  if (!active || active === document.body || !container.contains(active)) toggle.focus();
}

/**
 * Whether the app's first render of this shell is the shell's own HTML, so the app can hydrate it (decision 0110)
 * instead of rendering the page again and replacing it: the shell was rendered for the path alone, in its language,
 * for a visitor nobody knows yet, with nothing stored. The dashboard's shell is not: it carries the person's first
 * screen (decision 0065), and the page the app renders has its tabs below.
 */
export function shellMatchesFirstRender(input: {
  container: HTMLElement;
  pathname: string;
  search: string;
  language: string;
  signedIn: boolean;
  stored: (key: string) => string | null;
  onboardingKey: string;
}): boolean {
  const { container } = input;
  if (input.search !== '' || container.dataset.shell !== input.language) return false;
  // The shell's small script opened its own menu (decision 0078): that DOM is not React's.
  if (container.dataset.shellMenu !== undefined || container.querySelector('#mobile-menu')) return false;
  if (input.pathname === '/login') return true;
  // The wizard's first step reads the draft and, for a session, the saved plan (decision 0043) on its first render.
  if (input.pathname === '/onboarding/survey')
    return !input.signedIn && input.stored(input.onboardingKey) === null;
  return false;
}

let whenCommitted: (() => void) | null = null;
let whenEffectsRan: (() => void) | null = null;

/**
 * Calls `committed` once the page itself (the route's content) is first committed, before the browser paints, and
 * `effectsRan` once its effects have run. The page sits in the site layout's Suspense boundary, which React hydrates
 * in a pass of its own after the header (decision 0110), so a callback at the root would come too early.
 */
export function onPageCommitted(committed: () => void, effectsRan: () => void) {
  whenCommitted = committed;
  whenEffectsRan = effectsRan;
}

/** Beside the route's content in the site layout: tells `onPageCommitted`'s callbacks (nothing when none is set). */
export function PageCommitted() {
  useLayoutEffect(() => {
    const committed = whenCommitted;
    whenCommitted = null;
    committed?.();
  }, []);
  useEffect(() => {
    const effectsRan = whenEffectsRan;
    whenEffectsRan = null;
    effectsRan?.();
  }, []);
  return null;
}
