import { ONBOARDING_STORAGE_KEY } from './storage-keys';

export interface StoredContact {
  firstName: string;
  lastName: string;
  email: string;
}

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/**
 * The name and email the person already gave in the questionnaire (or that the CV reader found), so the register form
 * does not ask for them twice (walk 0087). Read straight from the wizard's stored draft without the answers' zod
 * contract, which the auth pages do not load; anything that is not a plain string reads as empty.
 */
export function readStoredContact(): StoredContact {
  try {
    const raw = localStorage.getItem(ONBOARDING_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const answers =
      parsed && typeof parsed === 'object' && 'state' in parsed
        ? (parsed.state as { answers?: Record<string, unknown> } | null)?.answers
        : undefined;
    if (!answers || typeof answers !== 'object') return { firstName: '', lastName: '', email: '' };
    const email = text(answers.email, 254);
    return {
      firstName: text(answers.firstName, 80),
      lastName: text(answers.lastName, 80),
      // Only an address that looks like one; the form checks it again.
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '',
    };
  } catch {
    return { firstName: '', lastName: '', email: '' };
  }
}
