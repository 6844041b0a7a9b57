import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import type { SyncProblem } from './synced-picks';

/**
 * Says that the account could not read or keep the compared cities (decision 0101), in the person's language, with
 * why when known and a way to try again; the picks on screen stay as they are.
 */
export function SyncNotice({ problem, onRetry }: { problem: SyncProblem; onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <Notice tone="warning" className="flex flex-wrap items-center gap-2">
      <span data-testid="compare-sync-problem">
        {t(problem.kind === 'save' ? 'compare.sync.saveFailed' : 'compare.sync.loadFailed')}
        {problem.reason !== 'other' ? ` ${t(`compare.sync.reason.${problem.reason}`)}` : ''}
      </span>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        {t('compare.sync.retry')}
      </Button>
    </Notice>
  );
}
