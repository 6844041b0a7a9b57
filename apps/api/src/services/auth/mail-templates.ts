import type { MailMessage } from '../../adapters/mail';

import { requestLanguage, type RequestLanguage } from '../../lib/request-language';

export type MailLanguage = RequestLanguage;

/** The person's language for a mail: the web app's header, else Accept-Language, else English. */
export const mailLanguage = requestLanguage;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function compose(to: string, subject: string, lines: string[], link: { label: string; url: string }) {
  const text = `${lines.join('\n\n')}\n\n${link.label}: ${link.url}\n`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">${lines
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join(
      '',
    )}<p><a href="${escapeHtml(link.url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(
    link.label,
  )}</a></p><p style="font-size:12px;color:#475569">${escapeHtml(link.url)}</p></body></html>`;
  return { to, subject, text, html } satisfies MailMessage;
}

const greeting = (lang: MailLanguage, name?: string | null) =>
  lang === 'nl' ? `Hallo${name ? ` ${name}` : ''},` : `Hello${name ? ` ${name}` : ''},`;

export function verificationMail(
  lang: MailLanguage,
  to: string,
  name: string | null | undefined,
  url: string,
) {
  return lang === 'nl'
    ? compose(
        to,
        'Bevestig je e-mailadres voor Thrive',
        [
          greeting(lang, name),
          'Bevestig je e-mailadres om je Thrive-account te gebruiken. De link is 24 uur geldig.',
          'Heb je geen account aangemaakt? Dan kun je deze e-mail negeren.',
        ],
        { label: 'E-mailadres bevestigen', url },
      )
    : compose(
        to,
        'Verify your email for Thrive',
        [
          greeting(lang, name),
          'Please confirm your email address to start using your Thrive account. The link is valid for 24 hours.',
          'If you did not create an account, you can ignore this email.',
        ],
        { label: 'Verify email address', url },
      );
}

export function resetPasswordMail(
  lang: MailLanguage,
  to: string,
  name: string | null | undefined,
  url: string,
) {
  return lang === 'nl'
    ? compose(
        to,
        'Stel een nieuw wachtwoord in voor Thrive',
        [
          greeting(lang, name),
          'Iemand (hopelijk jij) heeft gevraagd om je Thrive-wachtwoord opnieuw in te stellen. De link is 1 uur geldig.',
          'Heb je dit niet gevraagd? Negeer deze e-mail dan; je wachtwoord blijft hetzelfde.',
        ],
        { label: 'Nieuw wachtwoord instellen', url },
      )
    : compose(
        to,
        'Reset your Thrive password',
        [
          greeting(lang, name),
          'Someone (hopefully you) asked to reset your Thrive password. The link is valid for 1 hour.',
          'If you did not ask for this, ignore this email; your password stays the same.',
        ],
        { label: 'Choose a new password', url },
      );
}

/** Sent instead of an error when someone signs up with an address that already has an account (no enumeration). */
export function existingAccountMail(
  lang: MailLanguage,
  to: string,
  name: string | null | undefined,
  url: string,
) {
  return lang === 'nl'
    ? compose(
        to,
        'Je hebt al een Thrive-account',
        [
          greeting(lang, name),
          'Er is geprobeerd een nieuw account aan te maken met dit e-mailadres, maar je hebt al een account. Log in, of stel een nieuw wachtwoord in als je het vergeten bent.',
          'Was jij dit niet? Dan hoef je niets te doen.',
        ],
        { label: 'Inloggen', url },
      )
    : compose(
        to,
        'You already have a Thrive account',
        [
          greeting(lang, name),
          'Someone tried to create a new account with this email address, but you already have one. Sign in, or reset your password if you have forgotten it.',
          'If this was not you, there is nothing you need to do.',
        ],
        { label: 'Sign in', url },
      );
}

export function smsCodeText(lang: MailLanguage, code: string) {
  return lang === 'nl'
    ? `Je Thrive-code is ${code}. Deel hem met niemand.`
    : `Your Thrive code is ${code}. Do not share it.`;
}
