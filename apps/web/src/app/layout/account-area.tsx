import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '@thrive/core/rules/names';
import { Button } from '@/components/ui/button';
import { accountLink, returnPath } from '@/lib/auth/return-to';
import { useSession } from '@/lib/auth/session';
import { cn } from '@/lib/utils';

// The menu (Radix dropdown, toasts) loads only for people who are signed in.
const UserMenu = lazy(() => import('./user-menu'));

export function AccountArea() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  // Signing in or registering comes back to this page (F34).
  const back = returnPath(useLocation());

  if (user && isSignedIn(user)) {
    return (
      <>
        <Button asChild variant="outline">
          <Link to="/dashboard">{t('nav.dashboard')}</Link>
        </Button>
        <Suspense fallback={<span className="inline-block h-10 w-24" aria-hidden="true" />}>
          <UserMenu user={user} />
        </Suspense>
      </>
    );
  }
  // Signed out, or not known yet: Sign In and Register, kept invisible (taking their place, so the header does not
  // jump) until the session is known. The pre-rendered public pages carry them invisible too; their small entry shows
  // them once the server says nobody is signed in (data-account-pending, decision 0041).
  return (
    <span
      className={cn('flex items-center gap-2', status === 'loading' && 'invisible')}
      data-account-pending={status === 'loading' ? '' : undefined}
    >
      <Button asChild variant="ghost">
        <Link to={accountLink('/login', back)}>{t('nav.signIn')}</Link>
      </Button>
      <Button asChild>
        <Link to={accountLink('/register', back)}>{t('nav.register')}</Link>
      </Button>
    </span>
  );
}
