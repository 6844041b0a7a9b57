import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '@/lib/api/http';
import { accountLink } from '@/lib/auth/return-to';
import { errorMessage, NS } from './i18n';

/**
 * Sending the verification link again (the login page when the address is not verified yet, the verify-email page
 * when a link failed, and register's check-your-email card; decision 0073): the link signs the person in and returns
 * them to `next`. `sent` once the API took it, `error` in the person's language when it did not; `reset` forgets both.
 */
export function useResendVerification(next: string) {
  const { t } = useTranslation(NS);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useCallback(
    async (email: string) => {
      setError(null);
      try {
        await apiPost('/api/auth/send-verification-email', {
          email: email.trim(),
          callbackURL: accountLink('/verify-email', next),
        });
        setSent(true);
      } catch (caught) {
        setError(errorMessage(t, caught));
      }
    },
    [next, t],
  );
  const reset = useCallback(() => {
    setSent(false);
    setError(null);
  }, []);
  return { sent, error, send, reset };
}
