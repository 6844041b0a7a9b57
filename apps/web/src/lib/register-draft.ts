import { REGISTER_DRAFT_SESSION_KEY } from './storage-keys';
import type { StoredContact } from './stored-contact';

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * The register form's typed name and email in this tab (walk W7, decision 0151): read back when the form opens again
 * (Back from the terms, a reload), so the person does not type them twice. Passwords and the consent box are never
 * kept. Anything that is not a plain string reads as empty.
 */
export function readRegisterDraft(): Partial<StoredContact> {
  try {
    const raw = sessionStorage.getItem(REGISTER_DRAFT_SESSION_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object') return {};
    const draft = parsed as Record<string, unknown>;
    const out: Partial<StoredContact> = {};
    const firstName = text(draft.firstName, 80);
    const lastName = text(draft.lastName, 80);
    const email = text(draft.email, 254);
    if (firstName) out.firstName = firstName;
    if (lastName) out.lastName = lastName;
    if (email) out.email = email;
    return out;
  } catch {
    return {};
  }
}

/** Keeps what is typed (only the name and email); an empty form removes the copy. */
export function writeRegisterDraft(values: Partial<StoredContact>) {
  try {
    const draft = {
      firstName: text(values.firstName, 80),
      lastName: text(values.lastName, 80),
      email: text(values.email, 254),
    };
    if (!draft.firstName && !draft.lastName && !draft.email)
      sessionStorage.removeItem(REGISTER_DRAFT_SESSION_KEY);
    else sessionStorage.setItem(REGISTER_DRAFT_SESSION_KEY, JSON.stringify(draft));
  } catch {
    // storage unavailable: the form works without the copy
  }
}

export function clearRegisterDraft() {
  try {
    sessionStorage.removeItem(REGISTER_DRAFT_SESSION_KEY);
  } catch {
    // storage unavailable: nothing stored
  }
}
