import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { apiPost } from '@/lib/api/http';
import { usePageMeta } from '@/lib/page-meta';
import { errorMessage, NS } from './i18n';
import { passwordsMismatch } from './rules';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { AuthCard } from './ui';

export function ResetPasswordPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('reset.metaTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mismatch = passwordsMismatch({ password, confirmPassword });

  if (!token || params.get('error')) {
    return (
      <AuthCard title={t('reset.title')}>
        <Notice>{t('reset.invalidLink')}</Notice>
        <Button asChild className="mt-4 w-full">
          <Link to="/forgot-password">{t('reset.requestNew')}</Link>
        </Button>
      </AuthCard>
    );
  }

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiPost('/api/auth/reset-password', { token, newPassword: password });
      toast.success(t('reset.success'));
      void navigate('/login');
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };

  const ready = password.length > 0 && confirmPassword.length > 0 && !mismatch;
  return (
    <AuthCard title={t('reset.title')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !busy) void submit();
        }}
      >
        {error && <Notice>{error}</Notice>}
        <TextField
          id="password"
          type="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          maxLength={128}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          id="confirmPassword"
          type="password"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          maxLength={128}
          error={mismatch ? t('register.mismatch') : null}
          value={confirmPassword}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" disabled={!ready || busy}>
          {busy ? t('reset.submitting') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

export default ResetPasswordPage;
