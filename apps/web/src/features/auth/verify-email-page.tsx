import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { safeNext } from '@/lib/auth/return-to';
import { sessionChanged } from '@/lib/auth/session';
import { usePageMeta } from '@/lib/page-meta';
import { NS } from './i18n';
import { useResendVerification } from './resend-verification';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { AuthCard } from './ui';

/** Where the verification link lands (the API verified the token, signed the person in, and redirected here). */
export function VerifyEmailPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('verify.metaTitle'));
  const [params] = useSearchParams();
  const failed = Boolean(params.get('error'));
  // The page the person registered from (F34).
  const next = safeNext(params.get('next'));
  const [email, setEmail] = useState('');
  const { sent, error, send } = useResendVerification(next);

  useEffect(() => {
    if (!failed) void sessionChanged();
  }, [failed]);

  if (!failed) {
    return (
      <AuthCard title={t('verify.title')}>
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
          <p className="text-slate-700">{t('verify.body')}</p>
        </div>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={next}>{t('verify.continue')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.failedTitle')} subtitle={t('verify.failedBody')}>
      {sent ? (
        <Notice tone="success">{t('verify.resent')}</Notice>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim()) void send(email);
          }}
        >
          {error && <Notice>{error}</Notice>}
          <TextField
            id="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={!email.trim()}>
            {t('verify.resend')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

export default VerifyEmailPage;
