import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiPost } from '@/lib/api/http';
import { usePageMeta } from '@/lib/page-meta';
import { errorMessage, NS } from './i18n';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { AuthCard } from './ui';

export function ForgotPasswordPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('forgot.metaTitle'));
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiPost('/api/auth/request-password-reset', {
        email: email.trim(),
        redirectTo: '/reset-password',
      });
      setSent(true);
    } catch (caught) {
      setError(errorMessage(t, caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <Notice tone="success">{t('forgot.sent')}</Notice>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (email.trim() && !busy) void submit();
          }}
        >
          {error && <Notice>{error}</Notice>}
          <TextField
            id="email"
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" disabled={!email.trim() || busy}>
            {busy ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-brand-700 underline">
          {t('forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
