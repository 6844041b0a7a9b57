import { ArrowDown, ArrowRight, ArrowUp } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Figure, MoneyFigure } from '@thrive/core/contracts/figure';
import { differenceDisplay } from '@thrive/core';
import { getRole } from '@thrive/core/datasets/index';
import {
  DEFAULT_COMPARE_CITIES,
  DEFAULT_COMPARE_ROLES,
  cityComparison,
  comparisonCityOptions,
  comparisonRoleOptions,
  roleComparison,
} from '@thrive/core/rules/comparison';
import { cn } from '@/lib/utils';
import { moneyFigure, type Locale } from './format';
import { useDashboard } from './state';
import { Bar, Card, CardTitle, FigureNote, Tab, TabList, TabPanel, Tabs } from './ui';

const MoneyComparisonChart = lazy(() =>
  import('./charts').then((m) => ({ default: m.MoneyComparisonChart })),
);

export default function CompareTab() {
  const { t } = useTranslation('dashboard');
  return (
    <Card data-testid="compare-tab">
      <CardTitle as="h2" className="text-lg">
        {t('compare.title')}
      </CardTitle>
      <p className="text-sm text-slate-600">{t('compare.intro')}</p>
      <Tabs defaultValue="cities" className="mt-3 space-y-4">
        <TabList aria-label={t('compare.modes')} className="w-fit">
          <Tab value="cities">{t('compare.cities')}</Tab>
          <Tab value="roles">{t('compare.roles')}</Tab>
        </TabList>
        <TabPanel value="cities">
          <CityCompare />
        </TabPanel>
        <TabPanel value="roles">
          <RoleCompare />
        </TabPanel>
      </Tabs>
    </Card>
  );
}

function Selectors({
  options,
  a,
  b,
  setA,
  setB,
  labelA,
  labelB,
}: {
  options: { value: string; label: string }[];
  a: string;
  b: string;
  setA: (v: string) => void;
  setB: (v: string) => void;
  labelA: string;
  labelB: string;
}) {
  const idA = useId();
  const idB = useId();
  const select = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm';
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <div>
        <label htmlFor={idA} className="text-sm font-medium">
          {labelA}
        </label>
        <select
          id={idA}
          className={select}
          value={a}
          onChange={(e) => {
            setA(e.target.value);
            if (e.target.value === b) setB(options.find((o) => o.value !== e.target.value)!.value);
          }}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={idB} className="text-sm font-medium">
          {labelB}
        </label>
        {/* The second selector excludes the first choice. */}
        <select id={idB} className={select} value={b} onChange={(e) => setB(e.target.value)}>
          {options
            .filter((o) => o.value !== a)
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </select>
      </div>
    </div>
  );
}

export function Difference({ value, locale }: { value: number; locale: Locale }) {
  const { t } = useTranslation('dashboard');
  const d = differenceDisplay(value, locale);
  const Icon = d.direction === 'up' ? ArrowUp : d.direction === 'down' ? ArrowDown : ArrowRight;
  return (
    <span
      data-testid="difference"
      data-direction={d.direction}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap text-sm font-semibold',
        d.color === 'green' ? 'text-green-700' : d.color === 'red' ? 'text-red-700' : 'text-slate-600',
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{t(`compare.direction.${d.direction}`)} </span>
      {d.text}
    </span>
  );
}

function MoneyRow({
  label,
  a,
  b,
  locale,
}: {
  label: string;
  a: MoneyFigure;
  b: MoneyFigure;
  locale: Locale;
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-2 pr-3 text-left text-sm font-medium text-slate-700">
        {label}
      </th>
      <td className="py-2 pr-3">
        <span className="font-semibold">{moneyFigure(a, locale)}</span>
        <FigureNote figure={a} />
      </td>
      <td className="py-2 pr-3">
        <span className="font-semibold">{moneyFigure(b, locale)}</span>
        <FigureNote figure={b} />
      </td>
      <td className="py-2">
        <Difference value={b.value - a.value} locale={locale} />
      </td>
    </tr>
  );
}

function BarRow({
  label,
  a,
  b,
  extraA,
  extraB,
  inverted,
}: {
  label: string;
  a: Figure;
  b: Figure;
  extraA?: string;
  extraB?: string;
  inverted?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const cell = (f: Figure, extra?: string, name?: string) => (
    <td className="py-2 pr-3">
      <div className="flex items-center gap-2">
        <Bar
          value={f.value}
          inverted={inverted}
          label={`${label} ${name ?? ''}: ${f.value}%`}
          className="max-w-40"
        />
        <span className="text-sm font-semibold">{Math.round(f.value)}%</span>
      </div>
      {extra ? <p className="text-xs text-slate-700">{extra}</p> : null}
      <FigureNote figure={f} />
    </td>
  );
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-2 pr-3 text-left text-sm font-medium text-slate-700">
        {label}
        {inverted ? (
          <span className="block text-xs font-normal text-slate-600">{t('compare.lowerIsBetter')}</span>
        ) : null}
      </th>
      {cell(a, extraA)}
      {cell(b, extraB)}
      <td />
    </tr>
  );
}

function Table({
  nameA,
  nameB,
  children,
  caption,
}: {
  nameA: string;
  nameB: string;
  children: React.ReactNode;
  caption: string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="relative -mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[40rem] border-collapse">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="text-left text-sm">
            <td className="w-40" />
            <th scope="col" className="pb-2 pr-3" data-testid="compare-a">
              {nameA}
            </th>
            <th scope="col" className="pb-2 pr-3" data-testid="compare-b">
              {nameB}
            </th>
            <th scope="col" className="pb-2">
              {t('compare.difference', { a: nameA, b: nameB })}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function CityCompare() {
  const { t } = useTranslation('dashboard');
  const { result, locale } = useDashboard();
  const options = useMemo(
    () => comparisonCityOptions().map((c) => ({ value: c.id, label: `${c.name} (${c.country})` })),
    [],
  );
  const [a, setA] = useState<string>(DEFAULT_COMPARE_CITIES[0]);
  const [b, setB] = useState<string>(DEFAULT_COMPARE_CITIES[1]);
  const first = result?.predictions['0-3'];
  const family = first ? getRole(first.career.roleId)?.family : undefined;
  const bedrooms = first?.lifestyle.bedrooms ?? 1;
  const A = useMemo(() => cityComparison(a, { family, bedrooms }), [a, family, bedrooms]);
  const B = useMemo(() => cityComparison(b, { family, bedrooms }), [b, family, bedrooms]);
  if (!A || !B) return null;
  return (
    <div className="space-y-4">
      <Selectors
        options={options}
        a={a}
        b={b}
        setA={setA}
        setB={setB}
        labelA={t('compare.cityA')}
        labelB={t('compare.cityB')}
      />
      <Table nameA={A.name} nameB={B.name} caption={t('compare.cityCaption', { a: A.name, b: B.name })}>
        <MoneyRow
          label={t('compare.row.salary', {
            family: t(`family_role.${A.family}`, { defaultValue: A.family }),
          })}
          a={A.salary}
          b={B.salary}
          locale={locale}
        />
        <MoneyRow label={t('compare.row.cost')} a={A.costOfLiving} b={B.costOfLiving} locale={locale} />
        <MoneyRow label={t('compare.row.rent4')} a={A.rent4} b={B.rent4} locale={locale} />
        <MoneyRow
          label={t('compare.row.moneyLeft', { count: A.bedrooms })}
          a={A.moneyLeft}
          b={B.moneyLeft}
          locale={locale}
        />
        <BarRow label={t('compare.row.schools')} a={A.bars.schools} b={B.bars.schools} />
        <BarRow label={t('compare.row.culturalFit')} a={A.bars.culturalFit} b={B.bars.culturalFit} />
        <BarRow label={t('compare.row.commute')} a={A.bars.commute} b={B.bars.commute} />
        <BarRow label={t('compare.row.family')} a={A.bars.familyFriendly} b={B.bars.familyFriendly} />
        <BarRow
          label={t('compare.row.language')}
          a={A.bars.language}
          b={B.bars.language}
          extraA={A.languages.join(', ')}
          extraB={B.languages.join(', ')}
        />
      </Table>
      <Suspense fallback={null}>
        <MoneyComparisonChart
          title={t('charts.cityMoney', { a: A.name, b: B.name })}
          nameA={A.name}
          nameB={B.name}
          rows={[
            { label: t('compare.short.cost'), a: A.costOfLiving.value, b: B.costOfLiving.value },
            { label: t('compare.short.rent4'), a: A.rent4.value, b: B.rent4.value },
            { label: t('compare.short.moneyLeft'), a: A.moneyLeft.value, b: B.moneyLeft.value },
          ]}
        />
      </Suspense>
    </div>
  );
}

function RoleCompare() {
  const { t } = useTranslation('dashboard');
  const { answers, result, locale } = useDashboard();
  const options = useMemo(() => comparisonRoleOptions().map((r) => ({ value: r.key, label: r.title })), []);
  const [a, setA] = useState<string>(DEFAULT_COMPARE_ROLES[0]);
  const [b, setB] = useState<string>(DEFAULT_COMPARE_ROLES[1]);
  const cityId = result?.predictions['0-3'].location.cityId ?? 'amsterdam';
  const opts = { skills: answers?.skills ?? [], cityId, level: answers?.experienceLevel ?? 'mid' };
  const A = roleComparison(a, opts);
  const B = roleComparison(b, opts);
  if (!A || !B) return null;
  const withCompany = (r: NonNullable<typeof A>) =>
    r.company
      ? t('compare.atCompany', { company: r.company, city: r.cityName })
      : t('compare.inCity', { city: r.cityName });
  return (
    <div className="space-y-4">
      <Selectors
        options={options}
        a={a}
        b={b}
        setA={setA}
        setB={setB}
        labelA={t('compare.roleA')}
        labelB={t('compare.roleB')}
      />
      <Table nameA={A.title} nameB={B.title} caption={t('compare.roleCaption', { a: A.title, b: B.title })}>
        <MoneyRow label={t('compare.row.roleSalary')} a={A.salary} b={B.salary} locale={locale} />
        <tr className="border-t border-slate-200 align-top">
          <th scope="row" className="py-2 pr-3 text-left text-sm font-medium text-slate-700">
            {t('compare.row.company')}
          </th>
          <td className="py-2 pr-3 text-sm">{withCompany(A)}</td>
          <td className="py-2 pr-3 text-sm">{withCompany(B)}</td>
          <td />
        </tr>
        <tr className="border-t border-slate-200 align-top">
          <th scope="row" className="py-2 pr-3 text-left text-sm font-medium text-slate-700">
            {t('compare.row.description')}
          </th>
          <td className="py-2 pr-3 text-sm text-slate-700">{A.description}</td>
          <td className="py-2 pr-3 text-sm text-slate-700">{B.description}</td>
          <td />
        </tr>
        <BarRow
          label={t('compare.row.level')}
          a={A.bars.level}
          b={B.bars.level}
          extraA={t(`level.${A.level}`)}
          extraB={t(`level.${B.level}`)}
        />
        <BarRow label={t('compare.row.skillsMatch')} a={A.bars.skillsMatch} b={B.bars.skillsMatch} />
        <BarRow
          label={t('compare.row.learningGaps')}
          a={A.bars.learningGaps}
          b={B.bars.learningGaps}
          inverted
        />
        <BarRow
          label={t('compare.row.growth')}
          a={A.bars.growthPath}
          b={B.bars.growthPath}
          extraA={`${A.growth.value}%`}
          extraB={`${B.growth.value}%`}
        />
      </Table>
    </div>
  );
}
