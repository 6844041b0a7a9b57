import { ProvidersResponse, SocialSignInResponse } from '@thrive/core/contracts/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiGet, apiPost } from '@/lib/api/http';
import { NS } from './i18n';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

type Provider = ProvidersResponse['providers'][number];

/** Sign-in buttons for the OAuth providers this server has configured (none: nothing shown). */
export function OAuthButtons({ next = '/' }: { next?: string }) {
  const { t } = useTranslation(NS);
  const [providers, setProviders] = useState<Provider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    apiGet('/api/auth/providers', ProvidersResponse)
      .then((body) => live && setProviders(body.providers))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (providers.length === 0) return null;

  const start = async (provider: Provider) => {
    setBusy(provider.id);
    try {
      const callbackURL = new URL(next, window.location.origin).toString();
      const errorCallbackURL = new URL('/login?error=oauth', window.location.origin).toString();
      // Every provider, the generic OIDC one included, goes through better-auth's social sign-in (PKCE, state).
      const body = await apiPost(
        '/api/auth/sign-in/social',
        { provider: provider.id, callbackURL, errorCallbackURL },
        SocialSignInResponse,
      );
      window.location.assign(body.url);
    } catch {
      setBusy(null);
    }
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 flex flex-col gap-2">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            type="button"
            variant="outline"
            disabled={busy !== null}
            onClick={() => void start(provider)}
          >
            {t('login.continueWith', { provider: provider.name })}
          </Button>
        ))}
      </div>
    </div>
  );
}
