import type { MailMessage } from '../adapters/mail';

type Locale = 'en' | 'nl';

interface FormMailFields {
  name: string;
  email: string;
  message: string;
  reference: string;
  company?: string;
  companySize?: string;
}

const COPY = {
  en: {
    demo: {
      subject: 'We received your demo request',
      intro:
        'Thank you for your interest in Thrive for Business. We received your demo request and will reply within two working days to find a time that suits you.',
    },
    contact: {
      subject: 'We received your message',
      intro:
        'Thank you for getting in touch with Thrive. We received your message and will reply within two working days.',
    },
    hello: (name: string) => `Hello ${name},`,
    summary: 'What you sent us:',
    company: 'Company',
    size: 'Company size',
    message: 'Message',
    reference: 'Reference',
    notYou:
      'If you did not send this, you can ignore this email; reply to it and we will delete the request.',
    signature: 'The Thrive team',
  },
  nl: {
    demo: {
      subject: 'We hebben je demoaanvraag ontvangen',
      intro:
        'Bedankt voor je interesse in Thrive voor bedrijven. We hebben je demoaanvraag ontvangen en reageren binnen twee werkdagen om een moment te vinden dat jou uitkomt.',
    },
    contact: {
      subject: 'We hebben je bericht ontvangen',
      intro: 'Bedankt voor je bericht aan Thrive. We hebben het ontvangen en reageren binnen twee werkdagen.',
    },
    hello: (name: string) => `Hallo ${name},`,
    summary: 'Wat je ons stuurde:',
    company: 'Bedrijf',
    size: 'Bedrijfsgrootte',
    message: 'Bericht',
    reference: 'Referentie',
    notYou:
      'Heb jij dit niet verstuurd? Dan kun je deze e-mail negeren; antwoord erop en we verwijderen de aanvraag.',
    signature: 'Het Thrive-team',
  },
} as const;

/** The confirmation mail for a demo request or a contact message, in the sender's language (plain text only). */
export function formMail(kind: 'demo' | 'contact', locale: Locale, fields: FormMailFields): MailMessage {
  const copy = COPY[locale] ?? COPY.en;
  const lines = [copy.hello(fields.name), '', copy[kind].intro, '', copy.summary];
  if (fields.company) lines.push(`${copy.company}: ${fields.company}`);
  if (fields.companySize) lines.push(`${copy.size}: ${fields.companySize}`);
  if (fields.message) lines.push(`${copy.message}:`, fields.message);
  lines.push('', `${copy.reference}: ${fields.reference}`, '', copy.notYou, '', copy.signature);
  return { to: fields.email, subject: copy[kind].subject, text: lines.join('\n') };
}
