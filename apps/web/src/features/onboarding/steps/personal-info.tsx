import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { AGE_RANGES } from '@thrive/core/contracts/enums';
import type { PersonalInfo } from '@thrive/core/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { detectLocation } from '../location';
import type { StepProps } from './types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const inputClass =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 aria-[invalid=true]:border-red-700';

export function PersonalInfoStep({ answers, update }: StepProps) {
  const { t } = useTranslation('onboarding');
  const info = answers.personalInfo;
  const [touched, setTouched] = useState<Partial<Record<keyof PersonalInfo, boolean>>>({});
  const [detecting, setDetecting] = useState(false);
  const [detectError, setDetectError] = useState(false);
  const set = (patch: Partial<PersonalInfo>) => update({ personalInfo: { ...info, ...patch } });

  const errors: Partial<Record<keyof PersonalInfo, string>> = {
    firstName: info.firstName.trim() ? undefined : t('personalInfo.required'),
    lastName: info.lastName.trim() ? undefined : t('personalInfo.required'),
    email: !info.email.trim()
      ? t('personalInfo.required')
      : EMAIL.test(info.email)
        ? undefined
        : t('personalInfo.invalidEmail'),
  };

  const detect = async () => {
    setDetecting(true);
    setDetectError(false);
    const detected = await detectLocation();
    setDetecting(false);
    if (!detected) {
      setDetectError(true);
      return;
    }
    const place = [detected.city, detected.country].filter(Boolean).join(', ');
    update({ detectedLocation: detected, personalInfo: { ...info, location: info.location || place } });
  };

  const detected = answers.detectedLocation;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('personalInfo.firstName')}
        value={info.firstName}
        autoComplete="given-name"
        required
        error={touched.firstName ? errors.firstName : undefined}
        onChange={(firstName) => set({ firstName })}
        onBlur={() => setTouched((value) => ({ ...value, firstName: true }))}
      />
      <TextField
        label={t('personalInfo.lastName')}
        value={info.lastName}
        autoComplete="family-name"
        required
        error={touched.lastName ? errors.lastName : undefined}
        onChange={(lastName) => set({ lastName })}
        onBlur={() => setTouched((value) => ({ ...value, lastName: true }))}
      />
      <TextField
        label={t('personalInfo.email')}
        type="email"
        value={info.email}
        autoComplete="email"
        required
        error={touched.email ? errors.email : undefined}
        onChange={(email) => set({ email })}
        onBlur={() => setTouched((value) => ({ ...value, email: true }))}
      />
      <TextField
        label={t('personalInfo.phone')}
        type="tel"
        value={info.phone}
        autoComplete="tel"
        onChange={(phone) => set({ phone })}
      />
      <div>
        <label htmlFor="age" className="mb-1.5 block text-sm font-medium text-slate-900">
          {t('personalInfo.age')}
        </label>
        <select
          id="age"
          value={info.age}
          onChange={(event) => set({ age: event.target.value as PersonalInfo['age'] })}
          className={inputClass}
        >
          <option value="">{t('personalInfo.agePlaceholder')}</option>
          {AGE_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('personalInfo.location')}
          value={info.location}
          placeholder={t('personalInfo.locationPlaceholder')}
          autoComplete="address-level2"
          onChange={(location) => set({ location })}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" size="sm" onClick={detect} disabled={detecting}>
            <LocateFixed aria-hidden="true" />
            {detecting ? t('personalInfo.detecting') : t('personalInfo.detect')}
          </Button>
          <p className="text-sm text-slate-600" aria-live="polite">
            {detectError && <span className="text-red-700">{t('personalInfo.detectFailed')}</span>}
            {!detectError && detected && (detected.city || detected.country) && (
              <>
                {t('personalInfo.detected', {
                  place: [detected.city, detected.country].filter(Boolean).join(', '),
                  method:
                    detected.method === 'ip' ? t('personalInfo.methodIp') : t('personalInfo.methodBrowser'),
                })}
              </>
            )}
          </p>
        </div>
        {detected?.method === 'ip' && (
          <p className="mt-2 text-xs text-slate-600">
            <a href="https://db-ip.com" className="underline" rel="noreferrer" target="_blank">
              {t('personalInfo.ipAttribution')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

function TextField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: string;
  required?: boolean;
  error?: string;
  placeholder?: string;
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        {props.label}
        {props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        type={props.type ?? 'text'}
        value={props.value}
        required={props.required}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
        className={inputClass}
      />
      {props.error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}
