import { Building, Factory, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reason } from '@thrive/core/contracts/analysis-result';
import { reasonText } from './labels';
import { useDashboard } from './state';
import { Bar, Card, CardTitle } from './ui';

export default function RecommendationsTab() {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  if (!result) return null;
  const r = result.recommendations;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="recommendations-tab">
      <Section icon={<Building className="size-5" />} title={t('recs.companies')} empty={t('recs.empty')}>
        {r.companies.slice(0, 5).map((c) => (
          <Entry key={c.id} name={c.name} sub={t(`industry.${c.industry}`)} match={c.match} why={c.why} />
        ))}
      </Section>
      <Section icon={<Factory className="size-5" />} title={t('recs.industries')} empty={t('recs.empty')}>
        {r.industries.slice(0, 3).map((i) => (
          <Entry key={i.id} name={t(`industry.${i.id}`)} match={i.match} why={i.why} />
        ))}
      </Section>
      <Section icon={<MapPin className="size-5" />} title={t('recs.cities')} empty={t('recs.empty')}>
        {r.cities.slice(0, 5).map((c) => (
          <Entry key={c.cityId} name={c.name} match={c.match} why={c.why} />
        ))}
      </Section>
      <Section icon={<UserRound className="size-5" />} title={t('recs.roles')} empty={t('recs.empty')}>
        {r.roles.slice(0, 5).map((role) => (
          <Entry key={role.roleId} name={role.title} match={role.match} why={role.why} />
        ))}
      </Section>
    </div>
  );
}

function Section({
  icon,
  title,
  children,
  empty,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode[];
  empty: string;
}) {
  return (
    <Card>
      <CardTitle as="h2" className="flex items-center gap-2 text-lg">
        <span className="text-brand-700" aria-hidden="true">
          {icon}
        </span>
        {title}
      </CardTitle>
      {children.length ? (
        <ol className="mt-3 space-y-3">{children}</ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      )}
    </Card>
  );
}

function Entry({ name, sub, match, why }: { name: string; sub?: string; match: number; why: Reason[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-semibold">
          {name}
          {sub ? <span className="ml-1 text-sm font-normal text-slate-600">· {sub}</span> : null}
        </p>
        <span className="text-sm font-bold text-brand-800">{t('recs.match', { value: match })}</span>
      </div>
      <Bar value={match} label={t('recs.match', { value: match })} className="mt-1" />
      <p className="mt-2 text-xs font-medium uppercase tracking-wide text-slate-600">{t('recs.why')}</p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-700">
        {why.map((reason) => (
          <li key={reason.code}>{reasonText(t, reason)}</li>
        ))}
      </ul>
    </li>
  );
}
