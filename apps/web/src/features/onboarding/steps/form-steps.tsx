import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  EDUCATION_LEVELS,
  FAMILY_STATUSES,
  SALARY_TIMEFRAMES,
} from '@thrive/core/contracts/enums';
import type { EducationBackground } from '@thrive/core/contracts/onboarding';
import { clampSalary, formatSalary, salarySliderBounds } from '@thrive/core/rules/salary';
import {
  CHILDREN_SLIDER,
  SALARY_LIFESTYLE_SLIDER,
  childrenLabel,
  graduationYearOptions,
  salaryLifestyleLabel,
  showsChildrenSlider,
} from '@thrive/core/rules/wizard-inputs';
import { Field, Select, Textarea, TextField } from '@/components/ui/field';
import { Switch } from '@/components/ui/switch';
import { SingleChoice } from '../components/choice-group';
import type { StepProps } from './types';

export function EducationStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const education = answers.educationBackground;
  const years = useMemo(() => graduationYearOptions(new Date()), []);
  const set = (patch: Partial<EducationBackground>) =>
    update({ educationBackground: { ...education, ...patch } });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t('education.level')} id="edu-level" requiredMark="asterisk">
        {(control) => (
          <Select
            {...control}
            required
            value={education.level}
            onChange={(event) => set({ level: event.target.value as EducationBackground['level'] })}
          >
            <option value="">{t('education.levelPlaceholder')}</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`education.levels.${level}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        id="edu-institution"
        label={t('education.institution')}
        requiredMark="asterisk"
        required
        value={education.institution}
        placeholder={t('education.institutionPlaceholder')}
        onChange={(event) => set({ institution: event.target.value })}
      />
      <TextField
        id="edu-field"
        label={t('education.fieldOfStudy')}
        value={education.fieldOfStudy}
        onChange={(event) => set({ fieldOfStudy: event.target.value })}
      />
      <Field label={t('education.graduationYear')} id="edu-year">
        {(control) => (
          <Select
            {...control}
            value={education.graduationYear}
            onChange={(event) => set({ graduationYear: event.target.value })}
          >
            <option value="">{t('education.yearPlaceholder')}</option>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <TextField
        id="edu-gpa"
        label={t('education.gpa')}
        value={education.gpa}
        onChange={(event) => set({ gpa: event.target.value })}
      />
      <Field label={t('education.achievements')} id="edu-achievements" className="sm:col-span-2">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={education.achievements}
            onChange={(event) => set({ achievements: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

export function SalaryStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const sliderId = useId();
  const locale = i18n.resolvedLanguage === 'nl' ? 'nl' : 'en';
  const bounds = salarySliderBounds(answers.currency, answers.timeframe);
  const amount = clampSalary(answers.salaryRange, answers.currency, answers.timeframe);
  return (
    <div className="space-y-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('salary.currency')} id="salary-currency">
          {(control) => (
            <Select
              {...control}
              value={answers.currency}
              onChange={(event) => {
                const currency = event.target.value as typeof answers.currency;
                update({
                  currency,
                  salaryRange: clampSalary(answers.salaryRange, currency, answers.timeframe),
                });
              }}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('salary.timeframe')} id="salary-timeframe">
          {(control) => (
            <Select
              {...control}
              value={answers.timeframe}
              onChange={(event) => {
                const timeframe = event.target.value as typeof answers.timeframe;
                update({
                  timeframe,
                  salaryRange: clampSalary(answers.salaryRange, answers.currency, timeframe),
                });
              }}
            >
              {SALARY_TIMEFRAMES.map((timeframe) => (
                <option key={timeframe} value={timeframe}>
                  {t(`salary.timeframes.${timeframe}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div>
        <div className="mb-2 flex items-baseline justify-between">
          <label htmlFor={sliderId} className="font-medium text-slate-900">
            {t('salary.slider')}
          </label>
          <output htmlFor={sliderId} className="text-2xl font-bold text-brand-800">
            {formatSalary(amount, answers.currency, answers.timeframe, locale)}
          </output>
        </div>
        <input
          id={sliderId}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={amount}
          aria-valuetext={formatSalary(amount, answers.currency, answers.timeframe, locale)}
          onChange={(event) => update({ salaryRange: Number(event.target.value) })}
          className="w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{formatSalary(bounds.min, answers.currency, answers.timeframe, locale)}</span>
          <span>{formatSalary(bounds.max, answers.currency, answers.timeframe, locale)}</span>
        </div>
      </div>
      <div className="space-y-3">
        <Switch
          label={t('salary.flexible')}
          checked={answers.isFlexible}
          onChange={(isFlexible) => update({ isFlexible })}
        />
        <Switch
          label={t('salary.prioritizeOther')}
          checked={answers.prioritizeOther}
          onChange={(prioritizeOther) => update({ prioritizeOther })}
        />
      </div>
    </div>
  );
}

export function LifestyleRealityStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const childrenId = useId();
  const balanceId = useId();
  const balanceKey = {
    'salary-priority': 'reality.balanceSalary',
    balanced: 'reality.balanceBalanced',
    'lifestyle-priority': 'reality.balanceLifestyle',
  }[salaryLifestyleLabel(answers.salaryLifestyleBalance)];
  return (
    <div className="space-y-8">
      <TextField
        id="housingBudget"
        label={t('reality.housingBudget')}
        inputMode="numeric"
        value={answers.housingBudget}
        placeholder={t('reality.housingBudgetPlaceholder')}
        onChange={(event) => update({ housingBudget: event.target.value })}
        inputClassName="sm:max-w-xs"
      />
      <SingleChoice
        name="familyStatus"
        legend={t('reality.familyStatus')}
        options={FAMILY_STATUSES.map((id) => ({ id, label: t(`reality.family.${id}`) }))}
        value={answers.familyStatus}
        onChange={(familyStatus) => update({ familyStatus })}
      />
      {showsChildrenSlider(answers.familyStatus) && (
        <div>
          <div className="mb-2 flex items-baseline justify-between">
            <label htmlFor={childrenId} className="font-medium text-slate-900">
              {t('reality.children')}
            </label>
            <output htmlFor={childrenId} className="text-xl font-bold text-brand-800">
              {childrenLabel(answers.childrenCount)}
            </output>
          </div>
          <input
            id={childrenId}
            type="range"
            min={CHILDREN_SLIDER.min}
            max={CHILDREN_SLIDER.max}
            step={CHILDREN_SLIDER.step}
            value={answers.childrenCount}
            aria-valuetext={childrenLabel(answers.childrenCount)}
            onChange={(event) => update({ childrenCount: Number(event.target.value) })}
            className="w-full accent-brand-700"
          />
        </div>
      )}
      <div>
        <div className="mb-2 flex items-baseline justify-between">
          <label htmlFor={balanceId} className="font-medium text-slate-900">
            {t('reality.balance')}
          </label>
          <output htmlFor={balanceId} className="font-semibold text-brand-800">
            {t(balanceKey)}
          </output>
        </div>
        <input
          id={balanceId}
          type="range"
          min={SALARY_LIFESTYLE_SLIDER.min}
          max={SALARY_LIFESTYLE_SLIDER.max}
          step={SALARY_LIFESTYLE_SLIDER.step}
          value={answers.salaryLifestyleBalance}
          aria-valuetext={`${answers.salaryLifestyleBalance}: ${t(balanceKey)}`}
          onChange={(event) => update({ salaryLifestyleBalance: Number(event.target.value) })}
          className="w-full accent-brand-700"
        />
        <div className="mt-1 flex justify-between text-xs text-slate-600">
          <span>{t('reality.balanceSalary')}</span>
          <span>{t('reality.balanceLifestyle')}</span>
        </div>
      </div>
    </div>
  );
}
