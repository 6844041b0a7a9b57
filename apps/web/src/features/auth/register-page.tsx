import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiPost } from '@/lib/api/http';
import { accountLink, safeNext } from '@/lib/auth/return-to';
import { usePageMeta } from '@/lib/page-meta';
import { errorMessage, NS } from './i18n';
import { canSubmitRegister, passwordsMismatch, type RegisterValues } from './rules';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { AuthCard, OAuthButtons } from './ui';

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export function RegisterPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('register.metaTitle'));
  const navigate = useNavigate();
  // Back to where the person was (their dashboard, the wizard step with its answers) once the account is made, and
  // from the verification link too (F34).
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { register, handleSubmit, control, formState } = useForm<RegisterValues>({ defaultValues: EMPTY });
  const values = useWatch({ control }) as RegisterValues;
  const [error, setError] = useState<string | null>(null);
  const mismatch = passwordsMismatch(values);

  const onSubmit = async (form: RegisterValues) => {
    setError(null);
    try {
      await apiPost('/api/auth/sign-up/email', {
        email: form.email.trim(),
        password: form.password,
        name: `${form.firstName.trim()} ${form.lastName.trim()}`,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        callbackURL: accountLink('/verify-email', next),
      });
      toast.success(t('register.success'));
      void navigate(next);
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };

  const submitting = formState.isSubmitting;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        {error && <Notice>{error}</Notice>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            maxLength={80}
            {...register('firstName')}
          />
          <TextField
            id="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            maxLength={80}
            {...register('lastName')}
          />
        </div>
        <TextField
          id="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          maxLength={254}
          {...register('email')}
        />
        <TextField
          id="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          required
          maxLength={128}
          {...register('password')}
        />
        <TextField
          id="confirmPassword"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          maxLength={128}
          error={mismatch ? t('register.mismatch') : null}
          {...register('confirmPassword')}
        />
        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            required
            {...register('terms')}
          />
          <span>
            <Trans
              t={t}
              i18nKey="register.terms"
              components={{
                terms: <Link to="/terms" className="font-medium text-brand-700 underline" />,
                privacy: <Link to="/privacy" className="font-medium text-brand-700 underline" />,
              }}
            />
          </span>
        </label>
        <Button type="submit" size="lg" disabled={!canSubmitRegister(values) || submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <OAuthButtons next={next} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link to={accountLink('/login', next)} className="font-medium text-brand-700 underline">
          {t('register.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}

export default RegisterPage;
