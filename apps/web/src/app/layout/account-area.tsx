import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSignedIn } from '@thrive/core/rules/names';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/auth/session';

// The menu (Radix dropdown, toasts) loads only for people who are signed in.
const UserMenu = lazy(() => import('./user-menu'));

export function AccountArea() {
  const { t } = useTranslation();
  const { status, user } = useSession();

  if (status === 'loading') {
    // Keep the space so the header does not jump when the session arrives.
    return <span className="inline-block h-10 w-36" aria-hidden="true" />;
  }
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
  return (
    <>
      <Button asChild variant="ghost">
        <Link to="/login">{t('nav.signIn')}</Link>
      </Button>
      <Button asChild>
        <Link to="/register">{t('nav.register')}</Link>
      </Button>
    </>
  );
}
