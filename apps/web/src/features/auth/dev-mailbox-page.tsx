import { DevMailbox } from '@thrive/core/contracts/api';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { apiGet } from '@/lib/api/http';
import { usePageMeta } from '@/lib/page-meta';
import { NS } from './i18n';

interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}
interface Sms {
  id: string;
  to: string;
  text: string;
  createdAt: string;
}

/** Development only: the outbox of mail and text messages (the API route does not exist in production). */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation(NS);
  usePageMeta(t('mailbox.metaTitle'));
  const [data, setData] = useState<{ messages: Mail[]; sms: Sms[] } | null | 'unavailable'>(null);
  const load = useCallback(() => {
    apiGet('/api/dev/mailbox', DevMailbox)
      .then(setData)
      .catch(() => setData('unavailable'));
  }, []);
  useEffect(() => {
    let live = true;
    apiGet('/api/dev/mailbox', DevMailbox)
      .then((body) => live && setData(body))
      .catch(() => live && setData('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(iso));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('mailbox.title')}</h1>
        <Button variant="outline" onClick={load}>
          {t('mailbox.refresh')}
        </Button>
      </div>
      <p className="mt-2 text-slate-600">{t('mailbox.subtitle')}</p>
      {data === null ? (
        <PageSpinner />
      ) : data === 'unavailable' ? (
        <p className="mt-6 text-slate-700">{t('mailbox.unavailable')}</p>
      ) : (
        <>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('mailbox.mail')}</h2>
          {data.messages.length === 0 && <p className="mt-2 text-slate-600">{t('mailbox.empty')}</p>}
          <ul className="mt-3 flex flex-col gap-3">
            {data.messages.map((mail) => (
              <li
                key={mail.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                data-testid="mail"
              >
                <p className="font-semibold text-slate-900">{mail.subject}</p>
                <p className="text-sm text-slate-600">
                  {t('mailbox.to', { to: mail.to })} · {time(mail.createdAt)}
                </p>
                <MailText text={mail.text} />
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('mailbox.sms')}</h2>
          {data.sms.length === 0 && <p className="mt-2 text-slate-600">{t('mailbox.empty')}</p>}
          <ul className="mt-3 flex flex-col gap-3">
            {data.sms.map((sms) => (
              <li
                key={sms.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
                data-testid="sms"
              >
                <p className="text-sm text-slate-600">
                  {t('mailbox.to', { to: sms.to })} · {time(sms.createdAt)}
                </p>
                <p className="mt-1 text-slate-900">{sms.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The plain-text body with its links made clickable (only http(s) links). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="font-medium text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default DevMailboxPage;
