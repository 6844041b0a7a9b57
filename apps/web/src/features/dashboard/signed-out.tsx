import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDashboard } from './state';

/**
 * The dashboard without a session in a browser that was signed in before (signed out, or the session ended; walk
 * finding 35, decision 0144): nothing of a person is read, and the page says why there is nothing to show. A plan is kept with the account, so signing in shows it; the app also
 * works without one, and a wizard draft still in this browser can be taken up again.
 */
export function SignedOutDashboard() {
  const { t } = useTranslation('dashboard');
  const { hasDraft } = useDashboard();
  return (
    <Card
      aria-labelledby="signed-out-title"
      data-testid="signed-out"
      className="mx-auto max-w-xl space-y-4 text-center sm:p-8"
    >
      <LogOut className="mx-auto size-8 text-brand-700" aria-hidden="true" />
      <h1 id="signed-out-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('signedOut.title')}
      </h1>
      <p className="text-slate-700">{t(hasDraft ? 'signedOut.draftText' : 'signedOut.text')}</p>
      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {hasDraft ? (
          <>
            <Button asChild>
              <Link to="/onboarding/survey">{t('signedOut.continue')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/login?next=%2Fdashboard">{t('signedOut.signIn')}</Link>
            </Button>
          </>
        ) : (
          <>
            <Button asChild>
              <Link to="/login?next=%2Fdashboard">{t('signedOut.signIn')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/onboarding/survey">{t('signedOut.start')}</Link>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
