import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormReceipt } from '@thrive/core/contracts/forms';
import { FormSubmitError, submitForm, type SubmitError } from './submit';

/**
 * The state both public forms share: send the values (with the person's language) to `path`, keep the receipt on
 * success or the failure reason the form translates.
 */
export function useSubmission(path: string) {
  const { i18n } = useTranslation();
  const [receipt, setReceipt] = useState<(FormReceipt & { email: string }) | null>(null);
  const [failure, setFailure] = useState<SubmitError | null>(null);
  const submit = async (values: { email: string } & Record<string, unknown>) => {
    setFailure(null);
    try {
      const result = await submitForm(path, {
        ...values,
        locale: i18n.resolvedLanguage === 'nl' ? 'nl' : 'en',
      });
      setReceipt({ ...result, email: values.email });
    } catch (error) {
      setFailure(error instanceof FormSubmitError ? error.reason : 'server');
    }
  };
  return { receipt, failure, submit };
}
