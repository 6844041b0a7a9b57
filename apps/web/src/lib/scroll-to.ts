/**
 * Scrolls to the element with this id (smoothly unless the person prefers reduced motion) and moves focus there, so
 * keyboard and screen reader users land where the page scrolled. Used by React (the business page's Learn More) and
 * by the public pages' small entry before React is loaded (public/islands.ts).
 */
export function scrollToAndFocus(id: string, doc: Document = document) {
  const target = doc.getElementById(id);
  if (!target) return;
  const reduce = doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
