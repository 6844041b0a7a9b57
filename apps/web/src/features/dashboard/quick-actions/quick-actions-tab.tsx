import { BarChart3, BookOpen, Download, FileText, Lightbulb, Pencil, Printer, RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { writeStoredAnswers } from '@/lib/onboarding-storage';
import { Card } from '@/components/ui/card';
import { reasonText } from '../labels';
import { useOwnSuffix } from '../affordability/use-own-suffix';
import { useDashboard, useLearning } from '../state';
import { ActionCard } from './action-card';

/** Where Edit Profile opens: the review of every answer, each with its Edit link (decision 0151). */
export const EDIT_PROFILE_PATH = '/onboarding/review-submit';

export function QuickActionsTab({ onTab }: { onTab: (tab: string) => void }) {
  const { t } = useTranslation('dashboard');
  const state = useDashboard();
  const own = useOwnSuffix();
  const learning = useLearning();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [exportOpen, setExportOpen] = useState(false);

  const editProfile = () => {
    // The review page with an Edit link per answer, as "You already have a plan" opens (walk W8, decision 0151), not
    // the first step of the wizard. The wizard edits a draft: without one, the server's saved answers become the
    // draft first. The wizard's store reads the draft when it starts, so the page loads afresh then.
    if (!state.hasDraft && state.savedAnswers) {
      writeStoredAnswers(state.savedAnswers);
      window.location.assign(EDIT_PROFILE_PATH);
    } else void navigate(EDIT_PROFILE_PATH);
  };

  const exportJson = async () => {
    const [{ buildExport, downloadJson }, { comparedCitiesForExport }] = await Promise.all([
      import('../export'),
      import('../compare/pair-money'),
    ]);
    const compared = await comparedCitiesForExport(state, queryClient);
    downloadJson(
      buildExport(state, learning.items, (reason) => reasonText(t, reason, 'en', own), compared),
      `thrive-plan-${new Date().toISOString().slice(0, 10)}.json`,
    );
    toast.success(t('export.downloaded'));
  };

  return (
    <div className="space-y-4" data-testid="quick-actions-tab">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <ActionCard
          icon={<BarChart3 />}
          title={t('quick.compare')}
          text={t('quick.compareText')}
          onClick={() => onTab('compare')}
        />
        <ActionCard
          icon={<BookOpen />}
          title={t('quick.learning')}
          text={t('quick.learningText')}
          onClick={() => onTab('skill-gap')}
        />
        <ActionCard
          icon={<Lightbulb />}
          title={t('quick.recommendations')}
          text={t('quick.recommendationsText')}
          onClick={() => onTab('recommendations')}
        />
        <ActionCard
          icon={<Pencil />}
          title={t('quick.edit')}
          text={t('quick.editText')}
          onClick={editProfile}
        />
        <ActionCard
          icon={<RefreshCw className={state.running ? 'animate-spin' : undefined} />}
          title={t('quick.refresh')}
          text={t('quick.refreshText')}
          onClick={state.runAnalysis}
          disabled={state.running}
        />
        <ActionCard
          icon={<Download />}
          title={t('quick.export')}
          text={t('quick.exportText')}
          onClick={() => setExportOpen((v) => !v)}
          expanded={exportOpen}
        />
      </div>
      {exportOpen ? (
        <Card aria-label={t('quick.export')} className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <p className="flex-1 text-sm text-slate-700">{t('export.choose')}</p>
          <Button onClick={() => void exportJson()}>
            <FileText aria-hidden="true" />
            {t('export.json')}
          </Button>
          <Button
            variant="outline"
            onClick={() => window.open('/dashboard?print=report', '_blank', 'noopener')}
          >
            <Printer aria-hidden="true" />
            {t('export.report')}
          </Button>
        </Card>
      ) : null}
    </div>
  );
}
