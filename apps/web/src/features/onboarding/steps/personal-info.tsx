import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import { AGE_RANGES } from '@thrive/core/contracts/enums';
import { phoneLooksValid } from '@thrive/core/rules/wizard-inputs';
import { TEXT_MAX, type PersonalInfo } from '@thrive/core/contracts/onboarding';
import { Button } from '@/components/ui/button';
import { Field, Select, TextField } from '@/components/ui/field';
import { detectLocation } from '../location';
import type { StepProps } from './types';

/** A detected country in the interface language ('Nederland'), from its code; the geo service's name otherwise. */
function countryIn(code: string | undefined, name: string | undefined, language: string): string {
  if (!code) return name ?? '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? name ?? code;
  } catch {
    return name ?? code;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function PersonalInfoStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const info = answers.personalInfo;
  // A phone that came in unreadable (an older answer) says why Continue waits at once, not only after a blur.
  const [touched, setTouched] = useState<Partial<Record<keyof PersonalInfo, boolean>>>(() =>
    phoneLooksValid(info.phone) ? {} : { phone: true },
  );
  const [detecting, setDetecting] = useState(false);
  const [detectError, setDetectError] = useState(false);
  const set = (patch: Partial<PersonalInfo>) => update({ personalInfo: { ...info, ...patch } });

  // A line longer than the answer can hold (a CV can bring one; typing stops at the limit): says so at once (W22).
  const tooLong = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'location') =>
    info[field].trim().length > TEXT_MAX[field] ? t('tooLong', { max: TEXT_MAX[field] }) : undefined;
  const errors: Partial<Record<keyof PersonalInfo, string>> = {
    firstName: info.firstName.trim() ? tooLong('firstName') : t('personalInfo.required'),
    lastName: info.lastName.trim() ? tooLong('lastName') : t('personalInfo.required'),
    email: !info.email.trim()
      ? t('personalInfo.required')
      : (tooLong('email') ?? (EMAIL.test(info.email) ? undefined : t('personalInfo.invalidEmail'))),
    phone: tooLong('phone') ?? (phoneLooksValid(info.phone) ? undefined : t('personalInfo.invalidPhone')),
    location: tooLong('location'),
  };
  const shown = (field: 'firstName' | 'lastName' | 'email' | 'phone') =>
    touched[field] ? errors[field] : tooLong(field);

  const detect = async () => {
    setDetecting(true);
    setDetectError(false);
    const detected = await detectLocation(i18n.resolvedLanguage === 'nl' ? 'nl' : 'en');
    setDetecting(false);
    if (!detected) {
      setDetectError(true);
      return;
    }
    const place = [detected.city, countryIn(detected.countryCode, detected.country, i18n.language)]
      .filter(Boolean)
      .join(', ');
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
        requiredMark="asterisk"
        error={shown('firstName')}
        maxLength={TEXT_MAX.firstName}
        onChange={(event) => set({ firstName: event.target.value })}
        onBlur={() => setTouched((value) => ({ ...value, firstName: true }))}
      />
      <TextField
        label={t('personalInfo.lastName')}
        value={info.lastName}
        autoComplete="family-name"
        required
        requiredMark="asterisk"
        error={shown('lastName')}
        maxLength={TEXT_MAX.lastName}
        onChange={(event) => set({ lastName: event.target.value })}
        onBlur={() => setTouched((value) => ({ ...value, lastName: true }))}
      />
      <TextField
        label={t('personalInfo.email')}
        type="email"
        value={info.email}
        autoComplete="email"
        required
        requiredMark="asterisk"
        error={shown('email')}
        maxLength={TEXT_MAX.email}
        onChange={(event) => set({ email: event.target.value })}
        onBlur={() => setTouched((value) => ({ ...value, email: true }))}
      />
      <TextField
        label={t('personalInfo.phone')}
        type="tel"
        value={info.phone}
        autoComplete="tel"
        error={shown('phone')}
        maxLength={TEXT_MAX.phone}
        onChange={(event) => set({ phone: event.target.value })}
        onBlur={() => setTouched((value) => ({ ...value, phone: true }))}
      />
      <Field label={t('personalInfo.age')} id="age">
        {(control) => (
          <Select
            {...control}
            value={info.age}
            onChange={(event) => set({ age: event.target.value as PersonalInfo['age'] })}
          >
            <option value="">{t('personalInfo.agePlaceholder')}</option>
            {AGE_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="sm:col-span-2">
        <TextField
          label={t('personalInfo.location')}
          value={info.location}
          maxLength={TEXT_MAX.location}
          error={errors.location}
          placeholder={t('personalInfo.locationPlaceholder')}
          autoComplete="address-level2"
          onChange={(event) => set({ location: event.target.value })}
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
                  place: [detected.city, countryIn(detected.countryCode, detected.country, i18n.language)]
                    .filter(Boolean)
                    .join(', '),
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
