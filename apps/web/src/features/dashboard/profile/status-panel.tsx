import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { date } from '../format';
import { useDashboard } from '../state';
import { analysisBadgeTone } from './derive';

/** Analysis status, last update, resume and dataset version. */
export function StatusPanel() {
  const { t } = useTranslation('dashboard');
  const { record, panel, resumeAnalyzed, answers, locale } = useDashboard();
  return (
    <Card aria-labelledby="status-title">
      <CardTitle as="h2" id="status-title" className="text-lg">
        {t('status.title')}
      </CardTitle>
      <dl className="mt-2 space-y-2 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{t('status.analysis')}</dt>
          <dd>
            <Badge tone={analysisBadgeTone(panel)}>{t(`status.${panel}`)}</Badge>
          </dd>
        </div>
        {record ? (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600">{t('status.updated')}</dt>
            <dd>{date(record.completedAt ?? record.createdAt, locale)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">{t('status.resume')}</dt>
          <dd>{resumeAnalyzed || answers?.resumeUploaded ? t('status.resumeYes') : t('status.resumeNo')}</dd>
        </div>
        {record?.datasetVersion ? (
          <div className="flex justify-between gap-2">
            <dt className="text-slate-600">{t('status.dataset')}</dt>
            <dd className="truncate">{record.datasetVersion}</dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
