import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/**
 * A link to one of our own pages that opens in a new tab, so a form being filled in stays as it is (walk W7: the
 * register form's terms link replaced the form; decision 0151). Says so to screen readers and shows the usual icon.
 * `children` come from a `<Trans>` sentence.
 */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className={cn('font-medium text-brand-700 underline', className)}
    >
      {children}
      <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-2px]" />
      <span className="sr-only"> ({t('opensNewTab')})</span>
    </a>
  );
}
