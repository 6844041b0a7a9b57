import { useTranslation } from 'react-i18next';
import { AVAILABILITIES, BENEFITS, INDUSTRIES, LIFESTYLE_VALUES } from '@thrive/core/contracts/enums';
import { Field, Select, Textarea, TextField } from '@/components/ui/field';
import { MultiChoice } from '../components/choice-group';
import type { StepProps } from './types';

export function IndustryInterestsStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-brand-800" aria-live="polite">
        {t('industries.count', { count: answers.industries.length })}
      </p>
      <MultiChoice
        name="industries"
        legend={t('titles.industry-interests')}
        legendHidden
        columns={4}
        options={INDUSTRIES.map((id) => ({ id, label: t(`industries.names.${id}`) }))}
        value={answers.industries}
        onChange={(industries) => update({ industries })}
      />
    </div>
  );
}

export function LifestyleValuesStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium text-brand-800" aria-live="polite">
        {t('lifestyle.selected', { count: answers.lifestyleValues.length })}
      </p>
      <MultiChoice
        name="lifestyleValues"
        legend={t('titles.lifestyle-values')}
        legendHidden
        columns={3}
        max={3}
        options={LIFESTYLE_VALUES.map((id) => ({
          id,
          label: t(`lifestyle.values.${id}`),
          hint: t(`lifestyle.values.${id}Hint`),
        }))}
        value={answers.lifestyleValues}
        onChange={(lifestyleValues) => update({ lifestyleValues })}
      />
    </div>
  );
}

export function AdditionalPreferencesStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div className="space-y-8">
      <MultiChoice
        name="benefits"
        legend={t('additional.benefitsLegend')}
        columns={3}
        options={BENEFITS.map((id) => ({ id, label: t(`additional.benefits.${id}`) }))}
        value={answers.benefits}
        onChange={(benefits) => update({ benefits })}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <Field label={t('additional.availability')} id="availability">
          {(control) => (
            <Select
              {...control}
              value={answers.availability ?? ''}
              onChange={(event) =>
                update({
                  availability: (event.target.value || undefined) as StepProps['answers']['availability'],
                })
              }
            >
              <option value="">{t('additional.availabilityPlaceholder')}</option>
              {AVAILABILITIES.map((id) => (
                <option key={id} value={id}>
                  {t(`additional.availabilities.${id}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          id="learningHours"
          label={t('additional.learningHours')}
          type="number"
          min={1}
          max={60}
          value={answers.learningHoursPerWeek}
          onChange={(event) => {
            const hours = Math.round(Number(event.target.value));
            if (Number.isFinite(hours)) update({ learningHoursPerWeek: Math.min(60, Math.max(1, hours)) });
          }}
        />
      </div>
      <Field label={t('additional.notes')} id="additionalNotes">
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={2000}
            value={answers.additionalNotes}
            onChange={(event) => update({ additionalNotes: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
