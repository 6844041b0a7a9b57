import { SignInResponse } from '@thrive/core/contracts/auth';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiPost } from '@/lib/api/http';
import { restoreAccountDraft } from '@/lib/account-draft';
import { accountLink, safeNext } from '@/lib/auth/return-to';
import { sessionChanged } from '@/lib/auth/session';
import { usePageMeta } from '@/lib/page-meta';
import { errorMessage, NS } from './i18n';
import { useResendVerification } from './resend-verification';
import { canSubmitLogin } from './rules';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { AuthCard, OAuthButtons } from './ui';

interface LoginValues {
  email: string;
  password: string;
}

type Method = 'totp' | 'otp' | 'backup';

export function LoginPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('login.metaTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const { register, handleSubmit, control, formState, getValues } = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
  });
  const values = useWatch({ control }) as LoginValues;
  const [error, setError] = useState<string | null>(params.get('error') ? t('errors.unexpected') : null);
  const [unverified, setUnverified] = useState(false);
  const verification = useResendVerification(next);
  const [secondStep, setSecondStep] = useState(false);

  const done = async () => {
    await sessionChanged();
    toast.success(t('login.success'));
    // Decision 0192: a questionnaire left unfinished with this account (here before a sign-out, or on another device)
    // comes back when this browser holds none and no newer plan was saved; from the home page, the dashboard or the
    // wizard the person goes on at the step they were on.
    const restored = await restoreAccountDraft();
    if (restored) {
      const resume = next === '/' || next.startsWith('/dashboard') || next.startsWith('/onboarding/');
      toast.info(t(resume ? 'login.draftRestored' : 'login.draftRestoredHere'));
      if (resume) {
        void navigate(`/onboarding/${restored}`);
        return;
      }
    }
    // With no page to go back to, a returning person with a saved plan goes to it, not to the home page (walk
    // finding 34, decision 0142); without a plan (or if the check fails) home stays the place to start.
    // The saved answers' module (React Query, the onboarding contract) loads here, not with the page (decision 0195).
    const hasPlan =
      next === '/'
        ? await import('@/lib/profile')
            .then(({ fetchSavedAnswers }) => fetchSavedAnswers())
            .then(Boolean, () => false)
        : false;
    void navigate(hasPlan ? '/dashboard' : next);
  };

  const onSubmit = async (form: LoginValues) => {
    setError(null);
    setUnverified(false);
    verification.reset();
    try {
      const body = await apiPost(
        '/api/auth/sign-in/email',
        { email: form.email.trim(), password: form.password },
        SignInResponse,
      );
      if (body?.twoFactorRedirect) {
        setSecondStep(true);
        return;
      }
      await done();
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.code === 'EMAIL_NOT_VERIFIED') setUnverified(true);
      else setError(errorMessage(t, caught));
    }
  };

  if (secondStep) {
    return <SecondStep onDone={done} onBack={() => setSecondStep(false)} />;
  }

  const submitting = formState.isSubmitting;
  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        className="flex flex-col gap-4"
      >
        {(error ?? verification.error) && <Notice>{error ?? verification.error}</Notice>}
        {unverified && (
          <Notice tone="info">
            <p>{t('login.unverified')}</p>
            {verification.sent ? (
              <p className="mt-2 font-medium">{t('login.resent')}</p>
            ) : (
              <Button
                type="button"
                variant="link"
                className="h-auto px-0 py-1"
                onClick={() => void verification.send(getValues('email'))}
              >
                {t('login.resend')}
              </Button>
            )}
          </Notice>
        )}
        <TextField
          id="email"
          type="email"
          label={t('fields.email')}
          autoComplete="email"
          required
          {...register('email')}
        />
        <div className="flex flex-col gap-1.5">
          <TextField
            id="password"
            type="password"
            label={t('fields.password')}
            autoComplete="current-password"
            required
            maxLength={128}
            {...register('password')}
          />
          <Link to="/forgot-password" className="self-end text-sm font-medium text-brand-700 underline">
            {t('login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={!canSubmitLogin(values) || submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <OAuthButtons next={next} />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('login.noAccount')}{' '}
        <Link to={accountLink('/register', next)} className="font-medium text-brand-700 underline">
          {t('login.register')}
        </Link>
      </p>
    </AuthCard>
  );
}

function SecondStep({ onDone, onBack }: { onDone: () => Promise<void>; onBack: () => void }) {
  const { t } = useTranslation(NS);
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [trust, setTrust] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [smsSent, setSmsSent] = useState(false);

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      const path =
        method === 'totp'
          ? '/api/auth/two-factor/verify-totp'
          : method === 'otp'
            ? '/api/auth/two-factor/verify-otp'
            : '/api/auth/two-factor/verify-backup-code';
      await apiPost(path, { code: code.trim(), trustDevice: trust });
      await onDone();
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };

  const sendSms = async () => {
    setError(null);
    try {
      await apiPost('/api/auth/two-factor/send-otp', {});
      setMethod('otp');
      setSmsSent(true);
      setCode('');
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };

  const intro =
    method === 'totp'
      ? t('twoFactor.totpIntro')
      : method === 'otp'
        ? t('twoFactor.otpIntro')
        : t('twoFactor.backupIntro');
  const valid = method === 'backup' ? code.trim().length >= 6 : /^\d{6}$/.test(code.trim());
  return (
    <AuthCard title={t('twoFactor.title')} subtitle={intro}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid && !busy) void verify();
        }}
      >
        {error && <Notice>{error}</Notice>}
        {smsSent && method === 'otp' && <Notice tone="success">{t('twoFactor.smsSent')}</Notice>}
        <TextField
          id="code"
          label={method === 'backup' ? t('fields.backupCode') : t('fields.code')}
          inputMode={method === 'backup' ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoFocus
          maxLength={method === 'backup' ? 32 : 6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <label className="flex items-center gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={trust}
            onChange={(event) => setTrust(event.target.checked)}
          />
          {t('twoFactor.trustDevice')}
        </label>
        <Button type="submit" size="lg" disabled={!valid || busy}>
          {busy ? t('twoFactor.submitting') : t('twoFactor.submit')}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-start gap-1 text-sm">
        {method !== 'backup' ? (
          <Button variant="link" className="h-auto px-0" onClick={() => (setMethod('backup'), setCode(''))}>
            {t('twoFactor.useBackup')}
          </Button>
        ) : (
          <Button variant="link" className="h-auto px-0" onClick={() => (setMethod('totp'), setCode(''))}>
            {t('twoFactor.useTotp')}
          </Button>
        )}
        {method !== 'otp' && (
          <Button variant="link" className="h-auto px-0" onClick={() => void sendSms()}>
            {t('twoFactor.sendSms')}
          </Button>
        )}
        <Button variant="link" className="h-auto px-0 text-slate-600" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </AuthCard>
  );
}

export default LoginPage;
