import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { MARKETING_NS } from '../marketing-i18n';

/** The on-screen confirmation after a form was stored; focus moves to its heading so it is announced. */
export function FormSuccess({
  title,
  body,
  reference,
  onDone,
}: {
  title: string;
  body: string;
  reference: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(MARKETING_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
      <CheckCircle2 aria-hidden="true" className="size-8 text-brand-700" />
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-3 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {title}
      </h3>
      <p className="mt-2 text-slate-700">{body}</p>
      <p className="mt-2 text-xs break-all text-slate-600">{t('forms.reference', { id: reference })}</p>
      <Button className="mt-5" onClick={onDone}>
        {t('forms.done')}
      </Button>
    </div>
  );
}
