import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FigureNote } from '../figure-note';
import { useDashboard } from '../state';
import { useCityMoney } from '../use-city-money';

export function CareerPath({ onTab }: { onTab: (tab: string) => void }) {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  const show = useCityMoney();
  return (
    <Card className="h-full" aria-labelledby="path-title">
      <CardTitle as="h2" id="path-title" className="text-lg">
        {t('path.title')}
      </CardTitle>
      {result?.careerPath.length ? (
        <ol className="mt-3 space-y-3">
          {result.careerPath.map((step, index) => (
            <li key={`${step.roleId}-${step.timeframe}`} className="flex gap-3">
              <span
                aria-hidden="true"
                className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <div>
                <p className="font-medium">
                  {step.title}{' '}
                  <span className="text-sm font-normal text-slate-600">· {t(`tf.${step.timeframe}`)}</span>
                </p>
                <p className="text-sm text-slate-700">
                  {show(step.salary, result.predictions[step.timeframe]?.location.housingPrice.currency)} ·{' '}
                  {t('path.probability', { value: step.probability })}
                </p>
                <FigureNote figure={step.salary} />
                {step.notes?.map((note) => (
                  <p key={note.code} className="mt-1 text-sm text-slate-700">
                    {note.text}
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('path.empty')}</p>
      )}
      {result ? (
        <Button variant="link" className="mt-2 px-0" onClick={() => onTab('timeline')}>
          {t('path.timeline')}
        </Button>
      ) : null}
    </Card>
  );
}
