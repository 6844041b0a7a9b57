import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { PageSpinner } from '@/components/page-spinner';
import { MARKETING_NS } from './marketing-i18n';

// The forms (react-hook-form, zod and the shared contract) load only when a dialog opens.
const DemoRequestForm = lazy(() => import('./forms/demo-request-form'));
const ContactForm = lazy(() => import('./forms/contact-form'));

/** A button that opens the demo request or contact form in a modal dialog. */
export function RequestDialog({ kind, trigger }: { kind: 'demo' | 'contact'; trigger: ReactNode }) {
  const { t } = useTranslation(MARKETING_NS);
  const [open, setOpen] = useState(false);
  const Form = kind === 'demo' ? DemoRequestForm : ContactForm;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-2 top-2 bottom-2 z-50 mx-auto flex max-w-lg flex-col overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:top-10 sm:bottom-auto sm:max-h-[calc(100dvh-5rem)] sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">
                {t(`forms.${kind}.title`)}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {t(`forms.${kind}.description`)}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('forms.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Suspense fallback={<PageSpinner label={t('forms.loading')} />}>
            <Form onDone={() => setOpen(false)} />
          </Suspense>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
