/** The caller's language for a message the server writes: the web app's header, else Accept-Language, else English. */
export type RequestLanguage = 'en' | 'nl';

export function requestLanguage(request?: Request | null): RequestLanguage {
  const explicit = request?.headers.get('x-thrive-language');
  if (explicit === 'nl' || explicit === 'en') return explicit;
  const accept = request?.headers.get('accept-language') ?? '';
  return accept.trim().toLowerCase().startsWith('nl') ? 'nl' : 'en';
}
