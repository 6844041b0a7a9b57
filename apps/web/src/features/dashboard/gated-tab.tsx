import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDashboard } from './state';

/** What a gated tab shows without a completed analysis (spec: 'Complete Your Profile'). */
export function GatedTab({ gate }: { gate: 'generate' | 'start' }) {
  const { t } = useTranslation('dashboard');
  const { running, runAnalysis } = useDashboard();
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="gated-tab">
      <h2 className="text-lg font-semibold">{t('gate.title')}</h2>
      <p className="mt-1 text-sm text-slate-700">
        {t(gate === 'generate' ? 'gate.generateText' : 'gate.startText')}
      </p>
      <div className="mt-4 flex justify-center">
        {gate === 'generate' ? (
          <Button onClick={runAnalysis} disabled={running}>
            {running ? <RefreshCw className="animate-spin" aria-hidden="true" /> : null}
            {t('gate.generate')}
          </Button>
        ) : (
          <Button asChild>
            <Link to="/onboarding/survey">{t('gate.start')}</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
