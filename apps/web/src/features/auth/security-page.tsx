import { BackupCodesResponse, FactorList, PhoneEnrolment, TotpEnrolment } from '@thrive/core/contracts/api';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { KeyRound, Smartphone, Trash2 } from 'lucide-react';
import { isSignedIn } from '@thrive/core/rules/names';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/page-spinner';
import { apiPost, apiRequest } from '@/lib/api/http';
import { accountDeleted, useSession } from '@/lib/auth/session';
import { usePageMeta } from '@/lib/page-meta';
import { errorMessage, NS } from './i18n';
import { TextField } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';

type Factor = FactorList['factors'][number];
type Pending = { kind: 'totp'; enrolment: TotpEnrolment } | { kind: 'phone'; id: string; phone: string };

export function SecurityPage() {
  const { t } = useTranslation(NS);
  usePageMeta(t('security.metaTitle'));
  const { status, user } = useSession();
  const [list, setList] = useState<FactorList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  const signedIn = isSignedIn(user);

  const load = useCallback(async () => {
    try {
      setList(await apiRequest('GET', '/api/account/factors', undefined, FactorList));
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  }, [t]);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    apiRequest('GET', '/api/account/factors', undefined, FactorList)
      .then((body) => live && setList(body))
      .catch((caught: unknown) => live && setError(errorMessage(t, caught)));
    return () => {
      live = false;
    };
  }, [signedIn, t]);

  if (status === 'loading') return <PageSpinner />;
  if (!signedIn) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{t('security.title')}</h1>
        <p className="mt-4 text-slate-700">{t('security.signInFirst')}</p>
        <Button asChild className="mt-6">
          <Link to="/login?next=/account/security">{t('register.signIn')}</Link>
        </Button>
      </section>
    );
  }

  const verified = list?.factors.filter((factor) => factor.status === 'verified') ?? [];
  const hasTotp = verified.some((factor) => factor.factorType === 'totp');

  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold text-slate-900">{t('security.title')}</h1>
      <p className="mt-2 text-slate-600">{t('security.subtitle')}</p>
      {error && (
        <div className="mt-4">
          <Notice>{error}</Notice>
        </div>
      )}

      <div className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('security.factors')}</h2>
          {list && (
            <span className="text-sm text-slate-600">
              {t('security.assurance', { level: list.assurance.current.toUpperCase() })}
            </span>
          )}
        </div>
        {!list ? (
          <PageSpinner />
        ) : verified.length === 0 ? (
          <p className="mt-3 text-slate-600">{t('security.none')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200">
            {verified.map((factor) => (
              <FactorRow key={factor.id} factor={factor} onRemoved={load} />
            ))}
          </ul>
        )}
        {hasTotp && (
          <div className="mt-4">
            <NewBackupCodes onCodes={setBackupCodes} />
          </div>
        )}
      </div>

      {backupCodes && (
        <div className="mt-6">
          <BackupCodes codes={backupCodes} />
        </div>
      )}

      {pending ? (
        <div className="mt-6 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
          <VerifyPending
            pending={pending}
            onDone={async () => {
              setPending(null);
              toast.success(t('security.verified'));
              await load();
            }}
          />
        </div>
      ) : (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {!hasTotp && (
            <AddFactor
              kind="totp"
              onStarted={(next) => {
                setPending(next);
                setBackupCodes(null);
              }}
            />
          )}
          <AddFactor kind="phone" onStarted={setPending} />
        </div>
      )}

      <DeleteAccount />
    </section>
  );
}

/** Deleting the account, confirmed with the password; everything personal in this browser goes too. */
function DeleteAccount() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setError(null);
    if (!password) {
      setError(t('errors.PASSWORD_REQUIRED'));
      return;
    }
    setBusy(true);
    try {
      await apiPost('/api/auth/delete-user', { password });
      accountDeleted();
      toast.success(t('security.deleted'));
      void navigate('/');
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="delete-account-title"
      className="mt-10 rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="delete-account-title" className="text-lg font-semibold text-slate-900">
        {t('security.deleteTitle')}
      </h2>
      <p className="mt-2 text-slate-700">{t('security.deleteBody')}</p>
      {!confirming ? (
        <Button variant="outline" className="mt-4" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('security.deleteStart')}
        </Button>
      ) : (
        <form
          noValidate
          className="mt-4 flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          {error && <Notice>{error}</Notice>}
          <TextField
            id="delete-account-password"
            type="password"
            label={t('security.passwordConfirm')}
            autoComplete="current-password"
            required
            maxLength={128}
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="destructive" disabled={busy}>
              {t('security.deleteConfirm')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                setPassword('');
                setError(null);
              }}
            >
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

function FactorRow({ factor, onRemoved }: { factor: Factor; onRemoved: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const Icon = factor.factorType === 'totp' ? KeyRound : Smartphone;

  const remove = async () => {
    setError(null);
    try {
      await apiRequest('DELETE', `/api/account/factors/${encodeURIComponent(factor.id)}`, {
        password: password || undefined,
      });
      toast.success(t('security.removed'));
      await onRemoved();
    } catch (caught) {
      setError(errorMessage(t, caught));
    }
  };

  return (
    <li className="py-3">
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{factor.friendlyName}</p>
          <p className="text-sm text-slate-600">
            {t(`security.type_${factor.factorType}`)}
            {factor.phone ? ` · ${factor.phone}` : ''} · {t(`security.status_${factor.status}`)}
          </p>
        </div>
        {!confirming && (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('security.remove')}
          </Button>
        )}
      </div>
      {confirming && (
        <form
          className="mt-3 flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            void remove();
          }}
        >
          <p className="text-sm font-medium text-slate-900">
            {t('security.removeTitle', { name: factor.friendlyName })}
          </p>
          {error && <Notice>{error}</Notice>}
          <TextField
            id={`password-${factor.id}`}
            type="password"
            label={t('security.passwordConfirm')}
            hint={t('security.removeBody')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex gap-2">
            <Button type="submit" variant="destructive" size="sm">
              {t('security.remove')}
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              {t('security.cancel')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

function AddFactor({ kind, onStarted }: { kind: 'totp' | 'phone'; onStarted: (pending: Pending) => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(
    kind === 'totp' ? t('security.defaultTotpName') : t('security.defaultPhoneName'),
  );
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Icon = kind === 'totp' ? KeyRound : Smartphone;
  const title = kind === 'totp' ? t('security.addTotp') : t('security.addPhone');

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      if (kind === 'totp') {
        const enrolment = await apiRequest(
          'POST',
          '/api/account/factors',
          { factorType: 'totp', friendlyName: name.trim(), password: password || undefined },
          TotpEnrolment,
        );
        onStarted({ kind: 'totp', enrolment });
      } else {
        const body = await apiRequest(
          'POST',
          '/api/account/factors',
          { factorType: 'phone', friendlyName: name.trim(), phone },
          PhoneEnrolment,
        );
        onStarted({ kind: 'phone', id: body.id, phone: body.phone });
      }
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button variant="outline" size="lg" className="h-auto justify-start py-4" onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" />
        {title}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:col-span-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void start();
      }}
    >
      <h2 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      {error && <Notice>{error}</Notice>}
      <TextField
        id={`name-${kind}`}
        label={t('fields.friendlyName')}
        maxLength={60}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      {kind === 'phone' ? (
        <TextField
          id="phone"
          type="tel"
          label={t('fields.phone')}
          placeholder="+31 6 12345678"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      ) : (
        <TextField
          id="totp-password"
          type="password"
          label={t('security.passwordConfirm')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={busy || !name.trim() || (kind === 'phone' && !phone.trim())}>
          {t('security.start')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

function VerifyPending({ pending, onDone }: { pending: Pending; onDone: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = pending.kind === 'totp' ? pending.enrolment.id : pending.id;

  const verify = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiRequest('POST', `/api/account/factors/${encodeURIComponent(id)}/verify`, {
        code: code.trim(),
      });
      await onDone();
    } catch (caught) {
      setError(errorMessage(t, caught));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      {pending.kind === 'totp' ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t('security.addTotp')}</h2>
          <p className="text-slate-700">{t('security.scan')}</p>
          <img
            src={pending.enrolment.totp.qrCode}
            alt={t('security.qrAlt')}
            width={220}
            height={220}
            className="self-center rounded-lg border border-slate-200"
          />
          <div>
            <p className="text-sm text-slate-600">{t('security.manual')}</p>
            <code
              className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900"
              data-testid="totp-secret"
            >
              {pending.enrolment.totp.secret}
            </code>
          </div>
          <BackupCodes codes={pending.enrolment.backupCodes} />
        </>
      ) : (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{t('security.addPhone')}</h2>
          <p className="text-slate-700">{t('security.phoneSent', { phone: pending.phone })}</p>
        </>
      )}
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (/^\d{6}$/.test(code.trim()) && !busy) void verify();
        }}
      >
        {error && <Notice>{error}</Notice>}
        <TextField
          id="verify-code"
          label={t('fields.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy || !/^\d{6}$/.test(code.trim())}>
            {t('security.verify')}
          </Button>
          {pending.kind === 'phone' && (
            <Button
              type="button"
              variant="ghost"
              onClick={() =>
                void apiRequest('POST', `/api/account/factors/${encodeURIComponent(id)}/challenge`, {
                  channel: 'sms',
                })
              }
            >
              {t('security.resendCode')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation(NS);
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h3 className="font-semibold text-amber-950">{t('security.backupTitle')}</h3>
      <p className="mt-1 text-sm text-amber-900">{t('security.backupBody')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900" data-testid="backup-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function NewBackupCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open) {
    return (
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {t('security.newBackupCodes')}
      </Button>
    );
  }
  return (
    <form
      className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3"
      onSubmit={async (event) => {
        event.preventDefault();
        setError(null);
        try {
          const body = await apiRequest(
            'POST',
            '/api/account/backup-codes',
            { password: password || undefined },
            BackupCodesResponse,
          );
          onCodes(body.backupCodes);
          toast.success(t('security.backupReplaced'));
          setOpen(false);
        } catch (caught) {
          setError(errorMessage(t, caught));
        }
      }}
    >
      {error && <Notice>{error}</Notice>}
      <TextField
        id="backup-password"
        type="password"
        label={t('security.passwordConfirm')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          {t('security.newBackupCodes')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('security.cancel')}
        </Button>
      </div>
    </form>
  );
}

export default SecurityPage;
