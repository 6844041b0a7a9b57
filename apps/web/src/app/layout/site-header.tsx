import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass, Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LanguageSelect } from '@/components/language-select';
import { LogoMark } from '@/components/logo';
import { cn } from '@/lib/utils';
import { AccountArea } from './account-area';
import {
  MOBILE_ACCOUNT_CLASS,
  MOBILE_LANGUAGE_CLASS,
  MOBILE_MENU_CLASS,
  MOBILE_NAV_CLASS,
} from './mobile-menu';

const LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/individuals', key: 'nav.individuals', end: false },
  { to: '/business', key: 'nav.business', end: false },
  { to: '/about', key: 'nav.about', end: false },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  // The menu is open on the page where it was opened: any move to another page closes it, the browser's Back and
  // Forward too (walk 0087: Back in the wizard left the open menu over the step).
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean | ((value: boolean) => boolean)) =>
    setOpenAt((typeof next === 'function' ? next(open) : next) ? here : null);
  // Escape closes the open menu and gives the focus back to its button (walk 0112: after choosing a language in it,
  // the menu stayed over the page until its X was found).
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenAt(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium transition-colors',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur no-print">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 text-lg font-bold text-slate-900"
          onClick={() => setOpen(false)}
        >
          <LogoMark />
          <span>{t('brand')}</span>
        </Link>
        <nav
          aria-label={t('nav.label')}
          className="hidden flex-1 items-center gap-1 lg:flex"
          data-site-nav=""
        >
          {LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={linkClass}>
              {t(link.key)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The spec's icon button: a shortcut to the planner from every page (docs/decisions/0007). */}
          <Button asChild variant="ghost" size="icon" className="text-brand-800">
            <Link
              to="/onboarding/survey"
              aria-label={t('nav.startPlanning')}
              title={t('nav.startPlanning')}
              onClick={() => setOpen(false)}
            >
              <Compass aria-hidden="true" className="size-5" />
            </Link>
          </Button>
          <div className="hidden sm:block" data-site-language="">
            <LanguageSelect />
          </div>
          <div className="hidden items-center gap-2 lg:flex" data-site-account="">
            <AccountArea />
          </div>
          <Button
            ref={toggle}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen((value) => !value)}
            // Read by the public pages' small entry, which opens a copy of the menu before React loads (decision 0041).
            data-menu-toggle=""
            data-open-label={t('nav.openMenu')}
            data-close-label={t('nav.closeMenu')}
          >
            <span className="contents" hidden={!open} data-icon="close">
              <X aria-hidden="true" />
            </span>
            <span className="contents" hidden={open} data-icon="open">
              <Menu aria-hidden="true" />
            </span>
          </Button>
        </div>
      </div>
      {open && (
        <div id="mobile-menu" className={MOBILE_MENU_CLASS}>
          <nav aria-label={t('nav.label')} className={MOBILE_NAV_CLASS}>
            {LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                end={link.end}
                className={linkClass}
                onClick={() => setOpen(false)}
              >
                {t(link.key)}
              </NavLink>
            ))}
          </nav>
          <div className={MOBILE_ACCOUNT_CLASS} onClick={() => setOpen(false)}>
            <AccountArea />
          </div>
          <div className={MOBILE_LANGUAGE_CLASS}>
            <LanguageSelect />
          </div>
        </div>
      )}
    </header>
  );
}
