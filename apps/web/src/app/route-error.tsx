import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { NotFoundPage } from '@/features/marketing/not-found-page';
import { usePageMeta } from '@/lib/page-meta';

/** A lazy route's chunk that no longer exists (a deploy replaced the hashed files): reloading fetches the new ones. */
export function isMissingChunk(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError/i.test(
    message,
  );
}

/**
 * The error element of every route: instead of the router's English developer screen, a message in the person's
 * language with a way back (reload, or the home page). A missing chunk after a deploy says a new version is there.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageMeta(t('routeError.metaTitle'));
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <section
      role="alert"
      data-testid="route-error"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="mt-3 text-slate-600">
        {isMissingChunk(error) ? t('routeError.newVersion') : t('routeError.body')}
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <Button asChild variant="outline">
          <a href="/">{t('routeError.home')}</a>
        </Button>
      </div>
    </section>
  );
}
