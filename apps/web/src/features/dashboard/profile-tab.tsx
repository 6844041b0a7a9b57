import { CheckCircle2, Circle, CircleDot, MapPin, Sparkles, Users, Briefcase } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  annualAmount,
  journeyMilestones,
  markerColor,
  profileCompletion,
  samplePrediction,
  PREDICTION_TIMEFRAMES,
} from '@thrive/core';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { firstWithMore, idToWords, reasonText } from './labels';
import { money, moneyFigure, date } from './format';
import { useDashboard } from './state';
import { Badge, Bar, Card, CardTitle, FigureNote, SampleNote } from './ui';
import type { MapCity } from './location-map';

const SalaryChart = lazy(() => import('./charts').then((m) => ({ default: m.SalaryPathChart })));
const LocationMap = lazy(() => import('./location-map'));

export function ProfileTab({ onTab }: { onTab: (tab: string) => void }) {
  return (
    <div className="space-y-5" data-testid="profile-tab">
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <UserCard />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <LifestyleCard />
          <WorkStyleCard />
        </div>
      </div>
      <CareerPredictions />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <CareerPath onTab={onTab} />
        </div>
        <StatusPanel />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CompletionChecklist />
        <Journey />
      </div>
      <LocationExplorer />
    </div>
  );
}

function UserCard() {
  const { t } = useTranslation('dashboard');
  const { answers, user, locale } = useDashboard();
  const info = answers?.personalInfo;
  const first = user?.firstName || info?.firstName || '';
  const last = user?.lastName || info?.lastName || '';
  const name = `${first} ${last}`.trim() || t('profile.anonymous');
  const initials = (first[0] ?? '') + (last[0] ?? '') || '?';
  const education = answers?.educationBackground;
  const industries = firstWithMore(answers?.industries ?? [], 4);
  return (
    <Card className="lg:col-span-2">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
        >
          {initials.toUpperCase()}
        </span>
        <div className="min-w-0">
          <h2 className="truncate text-lg font-semibold">{name}</h2>
          <p className="truncate text-sm text-slate-600">
            {[
              user && !user.isAnonymous ? user.email : info?.email,
              info?.location || answers?.detectedLocation?.city,
            ]
              .filter(Boolean)
              .join(' · ') || t('profile.noContact')}
          </p>
        </div>
      </div>
      <CardTitle className="mt-4">{t('profile.overview')}</CardTitle>
      <dl className="mt-2 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <Item
          label={t('profile.status')}
          value={answers?.careerStatus ? t(`careerStatus.${answers.careerStatus}`) : null}
        />
        <Item
          label={t('profile.experience')}
          value={answers?.experienceLevel ? t(`level.${answers.experienceLevel}`) : null}
        />
        <Item
          label={t('profile.education')}
          value={
            education && (education.level || education.institution)
              ? [
                  education.level ? t(`education.${education.level}`) : '',
                  education.fieldOfStudy,
                  education.institution,
                ]
                  .filter(Boolean)
                  .join(', ')
              : null
          }
        />
        <Item
          label={t('profile.salary')}
          value={
            answers
              ? `${money(answers.salaryRange, answers.currency, locale)} · ${t(`timeframe.${answers.timeframe}`)}`
              : null
          }
        />
        <Item
          label={t('profile.industries')}
          value={
            industries.shown.length
              ? industries.shown.map((id) => t(`industry.${id}`)).join(', ') +
                (industries.more ? ` ${t('more', { count: industries.more })}` : '')
              : null
          }
        />
        <Item
          label={t('profile.timeline')}
          value={answers?.timeline ? t(`timeline.${answers.timeline}`) : null}
        />
      </dl>
      <div className="mt-3">
        <p className="text-sm font-medium text-slate-700">{t('profile.skills')}</p>
        <ul className="mt-1 flex flex-wrap gap-1.5">
          {(answers?.skills ?? []).length ? (
            answers!.skills.map((skill) => (
              <li key={skill}>
                <Badge tone="brand">{skill}</Badge>
              </li>
            ))
          ) : (
            <li className="text-sm text-slate-600">{t('profile.none')}</li>
          )}
        </ul>
      </div>
    </Card>
  );
}

function Item({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation('dashboard');
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">
        {value || <span className="font-normal text-slate-500">{t('profile.none')}</span>}
      </dd>
    </div>
  );
}

function LifestyleCard() {
  const { t } = useTranslation('dashboard');
  const { answers } = useDashboard();
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Users className="size-4 text-brand-700" aria-hidden="true" />
        {t('profile.lifestyle')}
      </CardTitle>
      <dl className="mt-2 space-y-2 text-sm">
        <Item
          label={t('profile.family')}
          value={answers?.familyStatus ? t(`family.${answers.familyStatus}`) : null}
        />
        <Item
          label={t('profile.values')}
          value={answers?.lifestyleValues.map((v) => t(`lifestyle.${v}`)).join(', ')}
        />
        <Item label={t('profile.housingBudget')} value={answers?.housingBudget} />
      </dl>
    </Card>
  );
}

function WorkStyleCard() {
  const { t } = useTranslation('dashboard');
  const { answers } = useDashboard();
  const cities = answers?.preferredCities ?? [];
  return (
    <Card>
      <CardTitle className="flex items-center gap-2">
        <Briefcase className="size-4 text-brand-700" aria-hidden="true" />
        {t('profile.workStyle')}
      </CardTitle>
      <dl className="mt-2 space-y-2 text-sm">
        <Item
          label={t('profile.workMode')}
          value={answers?.workMode ? t(`workMode.${answers.workMode}`) : null}
        />
        <Item
          label={t('profile.learningHours')}
          value={answers ? t('profile.hoursPerWeek', { count: answers.learningHoursPerWeek }) : null}
        />
        <Item label={t('profile.places')} value={cities.map(idToWords).join(', ')} />
      </dl>
    </Card>
  );
}

// ---------------------------------------------------------------- predictions

function CareerPredictions() {
  const { t } = useTranslation('dashboard');
  const { result, answers, locale } = useDashboard();
  return (
    <Card aria-labelledby="predictions-title" data-testid="predictions">
      <CardTitle as="h2" id="predictions-title" className="text-lg">
        {t('predictions.title')}
      </CardTitle>
      {result ? (
        <div className="mt-3 space-y-4" data-testid="predictions-results">
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
            {PREDICTION_TIMEFRAMES.map((tf) => {
              const p = result.predictions[tf];
              return (
                <div key={tf} className="rounded-lg border border-slate-200 p-3">
                  <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
                    {t(`tf.${tf}`)}
                  </p>
                  <p className="mt-1 font-semibold">{p.career.role}</p>
                  <p className="text-sm text-slate-600">{t(`level.${p.career.level}`)}</p>
                  <p className="mt-2 text-xl font-bold">{moneyFigure(p.career.salary, locale)}</p>
                  <FigureNote figure={p.career.salary} />
                  <p className="mt-2 flex items-center gap-1 text-sm">
                    <MapPin className="size-4 text-brand-700" aria-hidden="true" />
                    {p.location.city}
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('predictions.housing', {
                      type: t(`housing.${p.lifestyle.housingType}`),
                      rent: moneyFigure(p.location.housingPrice, locale),
                    })}
                  </p>
                  <FigureNote figure={p.location.housingPrice} />
                  <div className="mt-2 text-sm">
                    <span>{t('predictions.confidence', { value: p.career.confidence })}</span>
                    <Bar
                      value={p.career.confidence}
                      label={t('predictions.confidence', { value: p.career.confidence })}
                      className="mt-1"
                    />
                  </div>
                </div>
              );
            })}
          </div>
          <Suspense fallback={null}>
            <SalaryChart
              points={PREDICTION_TIMEFRAMES.map((tf) => ({
                label: t(`tf.${tf}`),
                value: Math.round(result.predictions[tf].career.salary.value),
              }))}
              currency={result.predictions['0-3'].career.salary.currency}
              title={t('charts.salaryPath')}
            />
          </Suspense>
        </div>
      ) : answers ? (
        <SamplePredictionView
          target={annualAmount(answers.salaryRange, answers.timeframe)}
          currency={answers.currency}
        />
      ) : (
        <div className="mt-3 grid grid-cols-1 gap-3 md:grid-cols-3" data-testid="predictions-teasers">
          {(['cityMatch', 'culturalFit', 'jobs'] as const).map((key) => (
            <div key={key} className="rounded-lg border border-dashed border-slate-300 p-4">
              <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
              <p className="mt-2 font-semibold">{t(`teasers.${key}`)}</p>
              <p className="text-sm text-slate-600">{t(`teasers.${key}Text`)}</p>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}

function SamplePredictionView({ target, currency }: { target: number; currency: string }) {
  const { t } = useTranslation('dashboard');
  const { locale } = useDashboard();
  const { running, runAnalysis } = useDashboard();
  const sample = samplePrediction(target);
  return (
    <div className="mt-3 space-y-3" data-testid="predictions-sample">
      <SampleNote>{t('predictions.sampleNote')}</SampleNote>
      <Button size="sm" onClick={runAnalysis} disabled={running} className="no-print">
        {t('gate.generate')}
      </Button>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {sample.salaries.map((s) => (
          <div key={s.timeframe} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
              {t(`tf.${s.timeframe}`)}
            </p>
            <p className="text-xl font-bold">{money(s.salary, currency, locale)}</p>
            <p className="text-xs text-slate-600">{t('predictions.multiplier', { value: s.multiplier })}</p>
          </div>
        ))}
      </div>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {sample.cities.map((c) => (
          <li
            key={c.cityId}
            className="flex items-center justify-between rounded-md bg-slate-50 px-3 py-2 text-sm"
          >
            <span className="font-medium">{c.name}</span>
            <span>
              {t('predictions.sampleMatch', { match: c.match })} ·{' '}
              {t('predictions.costMultiplier', { value: c.costMultiplier })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

// ---------------------------------------------------------------- path, status, completion, journey

function CareerPath({ onTab }: { onTab: (tab: string) => void }) {
  const { t } = useTranslation('dashboard');
  const { result, locale } = useDashboard();
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
                  {moneyFigure(step.salary, locale)} · {t('path.probability', { value: step.probability })}
                </p>
                <FigureNote figure={step.salary} />
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

function StatusPanel() {
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
            <Badge
              tone={
                panel === 'completed'
                  ? 'green'
                  : panel === 'pending'
                    ? 'amber'
                    : panel === 'failed'
                      ? 'red'
                      : 'slate'
              }
            >
              {t(`status.${panel}`)}
            </Badge>
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

export function useCompletion() {
  const { answers, user, record, resumeAnalyzed } = useDashboard();
  return useMemo(
    () =>
      profileCompletion({
        firstName: answers?.personalInfo.firstName || user?.firstName,
        lastName: answers?.personalInfo.lastName || user?.lastName,
        careerStatus: answers?.careerStatus,
        major: answers?.educationBackground.fieldOfStudy,
        skills: answers?.skills,
        industries: answers?.industries,
        preferredCities: answers?.preferredCities,
        locationPreferences: answers?.locationPreferences,
        targetSalary: answers ? annualAmount(answers.salaryRange, answers.timeframe) : null,
        careerGoals: answers?.careerGoals,
        analysisStatus: record?.status ?? null,
        resumeAnalyzed,
        resumeUploaded: answers?.resumeUploaded,
      }),
    [answers, user, record, resumeAnalyzed],
  );
}

function CompletionChecklist() {
  const { t } = useTranslation('dashboard');
  const completion = useCompletion();
  return (
    <Card aria-labelledby="completion-title" data-testid="completion">
      <div className="flex items-center justify-between gap-2">
        <CardTitle as="h2" id="completion-title" className="text-lg">
          {t('completion.title')}
        </CardTitle>
        <Badge
          tone={
            completion.band === 'complete'
              ? 'green'
              : completion.band === 'getting-started'
                ? 'amber'
                : 'brand'
          }
        >
          {t(`completion.band.${completion.band}`)}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-700">{t('completion.percent', { value: completion.percent })}</p>
      <Bar
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

function Journey() {
  const { t } = useTranslation('dashboard');
  const { answers, record } = useDashboard();
  const milestones = journeyMilestones({
    firstName: answers?.personalInfo.firstName,
    lastName: answers?.personalInfo.lastName,
    careerGoals: answers?.careerGoals,
    skills: answers?.skills,
    analysisStatus: record?.status ?? null,
  });
  return (
    <Card aria-labelledby="journey-title" data-testid="journey">
      <CardTitle as="h2" id="journey-title" className="text-lg">
        {t('journey.title')}
      </CardTitle>
      <ol className="mt-3 space-y-2">
        {milestones.map((m) => (
          <li
            key={m.id}
            className={cn(
              'flex items-start gap-3 rounded-md p-2',
              m.current && 'bg-brand-50 ring-1 ring-brand-200',
            )}
            aria-current={m.current ? 'step' : undefined}
          >
            {m.completed ? (
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
            ) : m.current ? (
              <CircleDot className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
            ) : (
              <Circle className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            <div className="flex-1">
              <p className="font-medium">
                {t(`journey.${m.id}`)} {m.current ? <Badge tone="brand">{t('journey.current')}</Badge> : null}
                {m.completed ? <span className="sr-only">({t('completion.done')})</span> : null}
              </p>
              <p className="text-xs text-slate-600">{t(`journey.target.${m.target}`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

// ---------------------------------------------------------------- location explorer

/** Coordinates of the spec's six sample cities (for the map when there is no analysis yet). */
const SAMPLE_COORDS: Record<string, [number, number]> = {
  amsterdam: [52.3676, 4.9041],
  berlin: [52.52, 13.405],
  stockholm: [59.3293, 18.0686],
  copenhagen: [55.6761, 12.5683],
  zurich: [47.3769, 8.5417],
  barcelona: [41.3874, 2.1686],
};

export type MapState = { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; message: string };

function LocationExplorer() {
  const { t } = useTranslation('dashboard');
  const { result } = useDashboard();
  const cities: MapCity[] = useMemo(
    () =>
      result
        ? result.cityMatches
            .slice(0, 12)
            .map((c) => ({ id: c.cityId, name: c.name, lat: c.lat, lng: c.lng, match: c.match }))
        : samplePrediction(null).cities.map((c) => ({
            id: c.cityId,
            name: c.name,
            lat: SAMPLE_COORDS[c.cityId]![0],
            lng: SAMPLE_COORDS[c.cityId]![1],
            match: c.match,
          })),
    [result],
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = cities.find((c) => c.id === selectedId) ?? cities[0] ?? null;
  const [mapState, setMapState] = useState<MapState>({ status: 'loading' });
  const match = result?.cityMatches.find((c) => c.cityId === selected?.id);

  const grid = (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2" aria-label={t('map.cities')}>
      {cities.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => setSelectedId(c.id)}
            aria-pressed={selected?.id === c.id}
            className={cn(
              'flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm hover:bg-slate-50',
              selected?.id === c.id ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
            )}
          >
            <span className="flex min-w-0 items-center gap-2">
              <span
                aria-hidden="true"
                className={cn('size-2.5 shrink-0 rounded-full', DOT[markerColor(c.match)])}
              />
              <span className="break-words">{c.name}</span>
            </span>
            <span className="font-semibold">{c.match}%</span>
          </button>
        </li>
      ))}
    </ul>
  );

  return (
    <Card aria-labelledby="explorer-title" data-testid="location-explorer">
      <CardTitle as="h2" id="explorer-title" className="text-lg">
        {t('map.title')}
      </CardTitle>
      {!result ? <SampleNote>{t('map.sampleNote')}</SampleNote> : null}
      <div className="mt-3 grid grid-cols-1 gap-4 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <div
            className="relative h-72 overflow-hidden rounded-lg border border-slate-200 bg-sky-50 sm:h-96"
            data-map-state={mapState.status}
            data-testid="map-area"
          >
            {mapState.status === 'failed' ? (
              <div role="alert" className="absolute inset-0 z-10 space-y-3 overflow-auto bg-white p-4">
                <p className="text-sm text-red-800">
                  {t('map.failed', { service: t('map.service'), message: mapState.message })}
                </p>
                {grid}
              </div>
            ) : null}
            {mapState.status === 'loading' ? (
              <p
                role="status"
                className="absolute inset-0 z-10 flex items-center justify-center text-sm text-slate-600"
              >
                {t('map.loading')}
              </p>
            ) : null}
            {mapState.status !== 'failed' ? (
              <Suspense fallback={null}>
                <LocationMap
                  cities={cities}
                  selectedId={selected?.id ?? null}
                  onSelect={setSelectedId}
                  onState={setMapState}
                  label={t('map.label')}
                />
              </Suspense>
            ) : null}
          </div>
          <p className="mt-1 text-xs text-slate-600">{t('map.attribution')}</p>
          <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-700" aria-label={t('map.legend')}>
            {(['green', 'yellow', 'red'] as const).map((color) => (
              <span key={color} className="flex items-center gap-1">
                <span aria-hidden="true" className={cn('size-2.5 rounded-full', DOT[color])} />
                {t(`map.legend_${color}`)}
              </span>
            ))}
          </p>
        </div>
        <div className="space-y-3 lg:col-span-2">
          {selected ? (
            <div className="rounded-lg bg-slate-50 p-3" aria-live="polite">
              <p className="text-lg font-semibold">{selected.name}</p>
              <p className="text-sm">{t('map.match', { match: selected.match })}</p>
              {match ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {match.reasons.slice(0, 3).map((r) => (
                    <li key={r.code}>{reasonText(t, r)}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {grid}
        </div>
      </div>
    </Card>
  );
}

const DOT = { green: 'bg-green-600', yellow: 'bg-yellow-400', red: 'bg-red-600' } as const;
