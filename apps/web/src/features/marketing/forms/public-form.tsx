import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FormReceipt } from '@thrive/core/contracts/forms';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { MARKETING_NS } from '../marketing-i18n';
import { FormSuccess } from './form-success';
import type { SubmitError } from './submit';

/**
 * The frame both public forms share (contact and demo request): the success screen once a receipt is in, else the
 * form with the failure notice, the form's own fields, the consent box with the privacy link and the submit button.
 * `kind` picks the texts (forms.contact.* or forms.demo.*, forms.contactConsent or forms.demoConsent).
 */
export function PublicForm({
  kind,
  receipt,
  failure,
  isSubmitting,
  onSubmit,
  onDone,
  consent,
  consentError,
  children,
}: {
  kind: 'contact' | 'demo';
  receipt: (FormReceipt & { email: string }) | null;
  failure: SubmitError | null;
  isSubmitting: boolean;
  onSubmit: () => void;
  onDone: () => void;
  consent: UseFormRegisterReturn;
  consentError: string | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation(MARKETING_NS);

  if (receipt) {
    return (
      <FormSuccess
        title={t(`forms.${kind}.successTitle`)}
        body={t(
          receipt.confirmation === 'not-sent'
            ? `forms.${kind}.successBodyNoMail`
            : `forms.${kind}.successBody`,
          { email: receipt.email },
        )}
        reference={receipt.id}
        onDone={onDone}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4" aria-busy={isSubmitting}>
      {failure && <Notice>{t(`forms.errors.${failure}`)}</Notice>}
      {children}
      <CheckboxField
        label={
          <>
            {t(`forms.${kind}Consent`)}{' '}
            <Link to="/privacy" target="_blank" className="font-medium text-brand-800 underline">
              {t('forms.privacyLink')}
            </Link>
          </>
        }
        error={consentError}
        {...consent}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t('forms.sending') : t(`forms.${kind}.submit`)}
      </Button>
    </form>
  );
}
