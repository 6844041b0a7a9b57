/**
 * The one inline script of the pre-rendered pages (decision 0258): the public pages and the app pages' shells paint
 * their header before any of their scripts has run, so a tap on the menu button (or on Learn More, a dialog's
 * button, or a language chosen in the header's select) would reach no listener and be lost. This script, in the
 * page's `<head>`, keeps those taps until the page's own code is wired; that code then takes them and makes them
 * again (`apps/web/src/public/early-taps.ts`): the public pages' small entry and the shells' menu script when they
 * start, and the public entry again for the taps made while it hands the page over to the app.
 *
 * Kept while `on`: the element and the kind of event (a click on `[data-menu-toggle]`, `[data-scroll-to]` or
 * `[aria-haspopup=dialog]`, a change of a select in the header), stopped there, so nothing else acts on it twice.
 * `take()` gives them and stops keeping; `hold()` starts keeping again (the hand-over). The API's
 * Content-Security-Policy allows exactly this text by its SHA-256 (`earlyTapsScriptHash` in
 * apps/api/src/lib/security-headers.ts), so a change here is a change there. Shared by the web build (which writes it
 * into the pages) and the API (which hashes it), hence its place here.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(d){var q=[],on=1;function keep(e){var t=e.target,c=on&&t&&t.closest&&' +
  '(e.type=="change"?t.closest("header select"):t.closest("[data-menu-toggle],[data-scroll-to],[aria-haspopup=dialog]"));' +
  'if(c){q.push({type:e.type,el:c});e.stopPropagation()}}' +
  'd.addEventListener("click",keep,true);d.addEventListener("change",keep,true);' +
  'window.thriveEarlyTaps={take:function(){on=0;return q.splice(0)},hold:function(){on=1}}})(document)';
