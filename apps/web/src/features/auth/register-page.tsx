import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { MailCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiPost } from '@/lib/api/http';
import { accountLink, safeNext } from '@/lib/auth/return-to';
import { usePageMeta } from '@/lib/page-meta';
import { readStoredContact } from '@/lib/stored-contact';
import { clearRegisterDraft, readRegisterDraft, writeRegisterDraft } from '@/lib/register-draft';
import { NewTabLink } from '@/components/new-tab-link';
import { errorMessage, NS } from './i18n';
import { useResendVerification } from './resend-verification';
import { PASSWORD_MAX, registerProblems, type RegisterProblem, type RegisterValues } from './rules';
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

/** The field each problem is shown at. */
const FIELD_OF: Record<RegisterProblem, keyof RegisterValues> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  emailInvalid: 'email',
  password: 'password',
  passwordShort: 'password',
  confirmPassword: 'confirmPassword',
  mismatch: 'confirmPassword',
  terms: 'terms',
};

export function RegisterPage() {
  const { t, i18n } = useTranslation(NS);
  usePageMeta(t('register.metaTitle'));
  // Back to where the person was (their dashboard, the wizard step with its answers) once the account is made, and
  // from the verification link too (F34).
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // The name and email given in the questionnaire fill the form; the person can change them (walk 0087). What they
  // typed here before (Back from another page, a reload) comes first (walk W7, decision 0151); never the passwords.
  const [initial] = useState<RegisterValues>(() => ({
    ...EMPTY,
    ...readStoredContact(),
    ...readRegisterDraft(),
  }));
  const { register, handleSubmit, control, formState } = useForm<RegisterValues>({ defaultValues: initial });
  const values = useWatch({ control }) as RegisterValues;
  // Kept once the person typed something here (not the questionnaire's copy, which is read afresh each time).
  const { firstName, lastName, email } = values;
  const typed = formState.isDirty;
  useEffect(() => {
    if (typed) writeRegisterDraft({ firstName, lastName, email });
  }, [typed, firstName, lastName, email]);
  const [error, setError] = useState<string | null>(null);
  // The address the verification link went to: the page then says so until the person leaves (a toast alone was
  // missed in the walk, and the person is not signed in before they open the link; decision 0073).
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Create Account can always be pressed (walk W8: a disabled button said nothing): while something is missing it is
  // marked aria-disabled, says what is still needed, and pressing it shows each problem at its field instead of
  // sending (decision 0069).
  const problems = registerProblems(values);
  const [tried, setTried] = useState(false);
  const touched = formState.touchedFields;
  const problemOf = (field: keyof RegisterValues): RegisterProblem | undefined =>
    problems.find((p) => FIELD_OF[p] === field);
  /** A field's message: after a try, or once the person left the field having typed something that breaks a rule. */
  const errorOf = (field: keyof RegisterValues): string | null => {
    const problem = problemOf(field);
    if (!problem) return null;
    const shown = tried || (touched[field] && (problem === 'passwordShort' || problem === 'emailInvalid'));
    // 'Passwords do not match' shows as soon as both are typed (spec section 9).
    if (problem === 'mismatch' || shown) return t(`register.errors.${problem}`);
    return null;
  };
  const needed = [...new Set(problems.map((p) => t(`register.need.${p}`)))];
  const neededText =
    needed.length > 0
      ? t('register.needed', {
          list: new Intl.ListFormat(i18n.resolvedLanguage === 'nl' ? 'nl' : 'en', {
            type: 'conjunction',
          }).format(needed),
        })
      : null;

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
      clearRegisterDraft();
      setSentTo(form.email.trim());
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };

  if (sentTo) return <CheckYourEmail email={sentTo} next={next} />;

  const submitting = formState.isSubmitting;
  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          if (problems.length > 0) {
            event.preventDefault();
            setTried(true);
            document.getElementById(FIELD_OF[problems[0]!])?.focus();
            return;
          }
          void handleSubmit(onSubmit)(event);
        }}
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
            error={errorOf('firstName')}
            {...register('firstName')}
          />
          <TextField
            id="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            maxLength={80}
            error={errorOf('lastName')}
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
          error={errorOf('email')}
          {...register('email')}
        />
        <TextField
          id="password"
          type="password"
          label={t('fields.password')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          required
          maxLength={PASSWORD_MAX}
          error={errorOf('password')}
          {...register('password')}
        />
        <TextField
          id="confirmPassword"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          error={errorOf('confirmPassword')}
          {...register('confirmPassword')}
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              id="terms"
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              required
              aria-invalid={errorOf('terms') ? true : undefined}
              aria-describedby={errorOf('terms') ? 'terms-error' : undefined}
              {...register('terms')}
            />
            <span>
              <Trans
                t={t}
                i18nKey="register.terms"
                components={{
                  // In a new tab: the form stays as typed (walk W7, decision 0151).
                  terms: <NewTabLink href="/terms" />,
                  privacy: <NewTabLink href="/privacy" />,
                }}
              />
            </span>
          </label>
          {errorOf('terms') && (
            <p id="terms-error" className="mt-1 text-sm text-red-700">
              {errorOf('terms')}
            </p>
          )}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={submitting}
          aria-disabled={problems.length > 0 ? true : undefined}
          aria-describedby={neededText ? 'register-needed' : undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {submitting ? t('register.submitting') : t('register.submit')}
        </Button>
        {neededText && (
          <p id="register-needed" className="-mt-2 text-sm text-slate-700">
            {neededText}
          </p>
        )}
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

/** After registering: where the link went, a way to have it sent again, and the way back without signing in. */
function CheckYourEmail({ email, next }: { email: string; next: string }) {
  const { t } = useTranslation(NS);
  const heading = useRef<HTMLDivElement>(null);
  const { sent: resent, error, send } = useResendVerification(next);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div ref={heading} tabIndex={-1} className="outline-none" data-testid="register-sent">
      <AuthCard title={t('register.sent.title')}>
        <div className="flex items-start gap-3">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
          <div className="space-y-2 text-slate-700">
            <p>{t('register.sent.body', { email })}</p>
            <p>{t('register.sent.notYet')}</p>
          </div>
        </div>
        {error && (
          <div className="mt-4">
            <Notice>{error}</Notice>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3" aria-live="polite">
          {resent ? (
            <Notice tone="success">{t('login.resent')}</Notice>
          ) : (
            <Button type="button" variant="outline" size="lg" onClick={() => void send(email)}>
              {t('login.resend')}
            </Button>
          )}
          <Button asChild size="lg">
            <Link to={next}>{t('register.sent.continue')}</Link>
          </Button>
        </div>
      </AuthCard>
    </div>
  );
}

export default RegisterPage;
