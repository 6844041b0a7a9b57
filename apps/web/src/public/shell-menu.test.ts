import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireShellMenu } from './shell-menu';

/**
 * The shell's language select (decisions 0078, 0133): a change made before the app has taken over reloads the page
 * in the new language, and the app's listeners on `#root` (React's, which may already own the header's select while
 * it hydrates the shell) do not hear it, so React does not render the half-hydrated page again.
 */
describe("the shell's language select", () => {
  let wired: { dispose: () => void } | undefined;
  afterEach(() => {
    wired?.dispose();
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  function page(shell: boolean) {
    document.documentElement.lang = 'en';
    document.body.innerHTML = `<div id="root"${shell ? ' data-shell="dashboard"' : ''}><header><select>
      <option value="en">English</option><option value="nl">Nederlands</option></select></header></div>`;
    const root = document.getElementById('root')!;
    const heard = vi.fn();
    root.addEventListener('change', heard, true);
    root.addEventListener('change', heard);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    wired = wireShellMenu(document);
    const select = root.querySelector('select')!;
    const choose = (lang: string) => {
      select.value = lang;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    return { heard, reload, choose };
  }

  it('reloads the page in the chosen language and keeps the change from the app while the shell is there', () => {
    const { heard, reload, choose } = page(true);
    choose('nl');
    expect(reload).toHaveBeenCalledOnce();
    expect(document.cookie).toContain('=nl');
    expect(heard).not.toHaveBeenCalled();
  });

  it('leaves the change to the app once the app has taken over', () => {
    const { heard, reload, choose } = page(false);
    choose('nl');
    expect(reload).not.toHaveBeenCalled();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
