import { AlertTriangle, ClipboardList, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { updatedStamp } from './format';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useDashboard } from './state';
import { useInBrowser } from '@/lib/in-browser';

/** The analysis panel (spec table): pending, completed, failed (any other status), no record at all. */
export function AnalysisPanel() {
  const { t } = useTranslation('dashboard');
  const { panel, record, running, runAnalysis, locale } = useDashboard();
  // The time beside today's date only in the browser's own renders, so a server render and the browser's agree.
  const now = useInBrowser() ? new Date() : undefined;
  if (panel === 'loading') return null;
  if (panel === 'pending') {
    return (
      <Card
        role="status"
        aria-live="polite"
        data-testid="analysis-panel"
        data-state="pending"
        className="flex items-start gap-3 border-brand-200 bg-brand-50"
      >
        <Spinner className="mt-1 shrink-0" />
        <div>
          <h2 className="font-semibold text-slate-900">{t('panel.pendingTitle')}</h2>
          <p className="text-sm text-slate-700">{t('panel.pendingText')}</p>
        </div>
      </Card>
    );
  }
  if (panel === 'failed') {
    return (
      <Card
        role="alert"
        data-testid="analysis-panel"
        data-state="failed"
        className="flex flex-col gap-3 border-red-200 bg-red-50 sm:flex-row sm:items-center"
      >
        <AlertTriangle className="size-6 shrink-0 text-red-700" aria-hidden="true" />
        <div className="flex-1">
          <h2 className="font-semibold text-red-900">{t('panel.failedTitle')}</h2>
          <p className="text-sm text-red-900">{t('panel.failedText')}</p>
        </div>
        <Button onClick={runAnalysis} disabled={running} variant="destructive">
          <RefreshCw className={running ? 'animate-spin' : undefined} aria-hidden="true" />
          {t('panel.retry')}
        </Button>
      </Card>
    );
  }
  if (panel === 'none') {
    return (
      <Card
        data-testid="analysis-panel"
        data-state="none"
        className="flex flex-col gap-3 sm:flex-row sm:items-center"
      >
        <ClipboardList className="size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="flex-1">
          <h2 className="font-semibold text-slate-900">{t('panel.noneTitle')}</h2>
          <p className="text-sm text-slate-700">{t('panel.noneText')}</p>
        </div>
        <Button asChild>
          <Link to="/onboarding/survey">{t('panel.start')}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <Card
      data-testid="analysis-panel"
      data-state="completed"
      className="flex flex-col gap-2 border-green-200 bg-green-50 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <h2 className="font-semibold text-green-900">{t('panel.completedTitle')}</h2>
        <p className="text-sm text-green-900">
          {t('panel.completedText', {
            date: updatedStamp(record?.completedAt ?? record?.createdAt ?? '', locale, now),
            version: record?.datasetVersion ?? record?.analysisResult?.datasetVersion ?? '',
          })}
        </p>
      </div>
      <Button
        variant="outline"
        onClick={runAnalysis}
        disabled={running}
        aria-busy={running}
        className="no-print"
        data-testid="refresh-analysis"
      >
        <RefreshCw className={running ? 'animate-spin' : undefined} aria-hidden="true" />
        {running ? t('actions.refreshing') : t('actions.refresh')}
      </Button>
    </Card>
  );
}
