import { z } from 'zod';

/**
 * The public site's two request forms (business demo request, contact message), shared by the web form
 * (react-hook-form + zod) and the API. Messages are codes; the web app shows them in the person's language
 * under `marketing:forms.errors.<code>`.
 */

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export const CompanySize = z.enum(COMPANY_SIZES, { error: 'companySize' });
export type CompanySize = z.infer<typeof CompanySize>;

export const FORM_LOCALES = ['en', 'nl'] as const;

export const FORM_LIMITS = { name: 120, email: 254, company: 160, message: 4000 } as const;

/** Control characters other than tab, line feed and carriage return (they have no place in a form field). */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
}

const text = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine((value) => ![...value].some(isControlCharacter), 'invalidCharacters');

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(FORM_LIMITS.email, 'tooLong')
  .pipe(z.email({ error: 'email' }));

const consent = z.literal(true, { error: 'consent' });
const locale = z.enum(FORM_LOCALES).default('en');

export const DemoRequestInput = z.object({
  name: text(FORM_LIMITS.name),
  email,
  company: text(FORM_LIMITS.company),
  companySize: CompanySize,
  message: z.string().trim().max(FORM_LIMITS.message, 'tooLong').default(''),
  consent,
  locale,
});
export type DemoRequestInput = z.input<typeof DemoRequestInput>;
export type DemoRequest = z.output<typeof DemoRequestInput>;

export const ContactMessageInput = z.object({
  name: text(FORM_LIMITS.name),
  email,
  message: text(FORM_LIMITS.message),
  consent,
  locale,
});
export type ContactMessageInput = z.input<typeof ContactMessageInput>;
export type ContactMessage = z.output<typeof ContactMessageInput>;

/** What the API answers after storing a request. */
/**
 * What the server stored, and whether the confirmation mail went out (walk W619): 'sent' by SMTP, 'not-sent' when
 * this installation has no mail server (the message waits in the development outbox) or the transport failed. Absent
 * from older servers, read as sent.
 */
export const FormReceipt = z.object({
  id: z.string(),
  receivedAt: z.string(),
  confirmation: z.enum(['sent', 'not-sent']).optional(),
});
export type FormReceipt = z.infer<typeof FormReceipt>;
