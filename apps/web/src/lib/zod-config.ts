import { config } from 'zod';

/**
 * zod compiles a fast parser for each object schema with `new Function` unless told not to, and it finds out whether
 * it may by trying one when the first object schema is made. Our Content-Security-Policy allows no eval (the API's
 * `security-headers.ts`), so that try is a CSP violation the browser reports as an issue (Lighthouse's best-practices
 * audit `inspector-issues`, decision 0115) even though zod catches it. The browser parses only small answers, so
 * the compiled parsers bought nothing: the app asks for none. Imported before any schema is made (first in
 * `main.tsx` and `app/start.tsx`).
 */
config({ jitless: true });
