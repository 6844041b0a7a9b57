import { SessionResponse } from '@thrive/core/contracts/session';
import { useEffect, useSyncExternalStore } from 'react';
import { clearPersonalData } from '../personal-data';
import { AUTH_EVENT_STORAGE_KEY } from '../storage-keys';
import { apiGet, apiPost } from '../api/http';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  twoFactorEnabled: boolean;
}

/** better-auth's user as the app reads it (absent flags are false, absent names null). */
function sessionUser(user: NonNullable<SessionResponse>['user']): SessionUser {
  return {
    id: user.id,
    email: user.email ?? '',
    name: user.name ?? '',
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    emailVerified: user.emailVerified === true,
    isAnonymous: user.isAnonymous === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

export interface SessionState {
  status: 'loading' | 'ready';
  user: SessionUser | null;
}

// A small store shared by every component (no react-query here: the header is on every marketing page).
const UNKNOWN: SessionState = { status: 'loading', user: null };
let state: SessionState = UNKNOWN;
const listeners = new Set<() => void>();
let inflight: Promise<SessionUser | null> | null = null;

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server who this browser is (cookie session), and tells every subscriber. */
export function refreshSession(): Promise<SessionUser | null> {
  inflight ??= apiGet('/api/auth/get-session', SessionResponse)
    .then((body) => (body ? sessionUser(body.user) : null))
    .catch(() => state.user)
    .then((user) => {
      set({ status: 'ready', user });
      return user;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

export function getSession(): SessionState {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current session; the first use loads it. A render that hydrates pre-rendered HTML (a public page, an app page's
 * shell; decisions 0032, 0056, 0110) sees the session as unknown, as the build-time render did, and React renders
 * again with the session right after, so the HTML and the first render agree.
 */
export function useSession(): SessionState {
  const snapshot = useSyncExternalStore(subscribe, getSession, () => UNKNOWN);
  useEffect(() => {
    if (state.status === 'loading') void refreshSession();
  }, []);
  return snapshot;
}

// Other tabs: a sign-in or sign-out here is announced, and they reload the session.
const CHANNEL = 'thrive-auth';
const STORAGE_KEY = AUTH_EVENT_STORAGE_KEY;
let channel: BroadcastChannel | null = null;

export function announceAuthChange(kind: 'signed-in' | 'signed-out') {
  try {
    channel?.postMessage({ kind, at: Date.now() });
  } catch {
    // A closed channel: the storage event below still reaches other tabs.
  }
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ kind, at: Date.now() }));
  } catch {
    // Storage may be unavailable (private mode).
  }
}

if (typeof window !== 'undefined') {
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ kind?: string }>) => {
      if (event.data?.kind === 'signed-out') clearPersonalData();
      void refreshSession();
    };
  }
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    if (signedOutEvent(event.newValue)) clearPersonalData();
    void refreshSession();
  });
  // The spec's session recovery when a hidden tab becomes visible again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.status === 'ready') void refreshSession();
  });
}

/**
 * True when this browser has signed in to an account or out of one (the record other tabs listen to, which holds no
 * personal data and stays after sign-out). Without a session now, such a person is signed out (or their session
 * ended), not a visitor who never had an account here (decision 0144).
 */
export function accountUsedHere(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function signedOutEvent(value: string | null): boolean {
  try {
    return (JSON.parse(value ?? 'null') as { kind?: string } | null)?.kind === 'signed-out';
  } catch {
    return false;
  }
}

/**
 * Signs out here and in every other tab of this browser, and forgets everything personal the browser holds
 * (wizard draft, retry record, cached answers and analyses), so the next person at this computer sees none of it.
 */
export async function signOut() {
  await apiPost('/api/auth/sign-out');
  signedOutHere();
}

/** After the account was deleted (its sessions went with it): the same clean-up as signing out, in every tab. */
export function accountDeleted() {
  signedOutHere();
}

function signedOutHere() {
  clearPersonalData();
  // Recorded before the pages hear of it, so the dashboard renders its signed-out page at once.
  announceAuthChange('signed-out');
  set({ status: 'ready', user: null });
}

/** Call after a sign-in or sign-up that made a session. */
export async function sessionChanged() {
  const user = await refreshSession();
  announceAuthChange(user ? 'signed-in' : 'signed-out');
  return user;
}

/**
 * A session for saving things: the current one, or a new anonymous one the first time a visitor needs it
 * (onboarding answers, an analysis). Its data moves to the account when they register or sign in.
 */
export async function ensureSession(): Promise<SessionUser> {
  const current = state.status === 'ready' ? state.user : await refreshSession();
  if (current) return current;
  await apiPost('/api/auth/sign-in/anonymous');
  const user = await refreshSession();
  if (!user) throw new Error('No session after anonymous sign-in');
  return user;
}
