import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { Meter } from '@/components/ui/meter';
import { completionBadgeTone } from './derive';
import { useCompletion } from './use-completion';

export function CompletionChecklist() {
  const { t } = useTranslation('dashboard');
  const completion = useCompletion();
  return (
    <Card aria-labelledby="completion-title" data-testid="completion">
      <div className="flex items-center justify-between gap-2">
        <CardTitle as="h2" id="completion-title" className="text-lg">
          {t('completion.title')}
        </CardTitle>
        <Badge tone={completionBadgeTone(completion.band)}>{t(`completion.band.${completion.band}`)}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('completion.percent', { value: completion.percent })}</p>
      <Meter
        value={completion.percent}
        label={t('completion.percent', { value: completion.percent })}
        className="mt-1"
      />
      <ul className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
        {completion.items.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            {item.done ? (
              <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
            ) : (
              <Circle className="size-4 text-slate-400" aria-hidden="true" />
            )}
            <span className={item.done ? 'text-slate-900' : 'text-slate-600'}>
              {t(`completion.item.${item.id}`)}
              {!item.required ? ` (${t('completion.optional')})` : ''}
              <span className="sr-only"> – {item.done ? t('completion.done') : t('completion.todo')}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
