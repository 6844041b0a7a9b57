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
    // The answers keep them under `personalInfo` (the wizard's personal-info step and the CV reader write there; walk
    // W213/W214 found the form empty because this read the top level, which the answers never had).
    const info =
      answers && typeof answers === 'object' && 'personalInfo' in answers
        ? (answers.personalInfo as Record<string, unknown> | null)
        : null;
    if (!info || typeof info !== 'object') return { firstName: '', lastName: '', email: '' };
    const email = text(info.email, 254);
    return {
      firstName: text(info.firstName, 80),
      lastName: text(info.lastName, 80),
      // Only an address that looks like one; the form checks it again.
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : '',
    };
  } catch {
    return { firstName: '', lastName: '', email: '' };
  }
}
