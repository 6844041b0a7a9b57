import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { shellMatchesFirstRender, watchShellInput } from './shell';

// React's act() in this file's own renders (the testing library sets this only for its render).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

/** The app's own form: a controlled field and a checkbox whose state React keeps. */
function Form() {
  const [email, setEmail] = useState('');
  const [agree, setAgree] = useState(false);
  return (
    <form>
      <output id="state">{JSON.stringify({ email, agree })}</output>
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <input
        id="agree"
        type="checkbox"
        checked={agree}
        onChange={(event) => setAgree(event.target.checked)}
      />
      <button id="go" type="button">
        Go
      </button>
    </form>
  );
}

function shell() {
  const container = document.createElement('div');
  container.innerHTML =
    '<form><input id="email" value=""><input id="agree" type="checkbox"><button id="go" type="button">Go</button></form>';
  document.body.append(container);
  return container;
}

/** What React holds for the form (the fields' state, as the component rendered it). */
const reactState = (container: HTMLElement) =>
  JSON.parse(container.querySelector('#state')!.textContent ?? '') as unknown;

function typeInto(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('an app shell replaced by the app (decision 0056)', () => {
  it('carries what was typed into the shell, and the focus, over to the app’s fields', async () => {
    const container = shell();
    // Typed before the app's script ran: no listener heard it.
    const email = container.querySelector<HTMLInputElement>('#email')!;
    email.focus();
    typeInto(email, 'ada@');
    const carryOver = watchShellInput(container);
    typeInto(email, 'ada@example.org');
    const agree = container.querySelector<HTMLInputElement>('#agree')!;
    agree.checked = true;
    agree.dispatchEvent(new Event('change', { bubbles: true }));
    email.focus();

    // Typed before the watcher: carried over too.
    const early = shell();
    early.querySelector<HTMLInputElement>('#email')!.value = 'grace@example.org';
    early.querySelector<HTMLInputElement>('#email')!.focus();
    const carryEarly = watchShellInput(early);
    await act(async () => createRoot(early).render(<Form />));
    await act(async () => carryEarly());
    expect(reactState(early)).toEqual({ email: 'grace@example.org', agree: false });
    expect(document.activeElement).toBe(early.querySelector('#email'));
    early.remove();
    email.focus();

    await act(async () => createRoot(container).render(<Form />));
    // createRoot replaced the shell's nodes with its own.
    expect(container.querySelector('#email')).not.toBe(email);
    await act(async () => carryOver());

    expect(reactState(container)).toEqual({ email: 'ada@example.org', agree: true });
    expect(container.querySelector<HTMLInputElement>('#email')!.value).toBe('ada@example.org');
    expect(document.activeElement).toBe(container.querySelector('#email'));
  });

  it('leaves the app’s fields alone when nothing was typed', async () => {
    const container = shell();
    const carryOver = watchShellInput(container);
    await act(async () => createRoot(container).render(<Form />));
    await act(async () => carryOver());
    expect(reactState(container)).toEqual({ email: '', agree: false });
    expect(document.activeElement).toBe(document.body);
  });
});

/** A choice card group as the wizard renders it: radios without ids, keyed by name and value. */
function Cards() {
  const [kind, setKind] = useState('');
  return (
    <form>
      <output id="state">{JSON.stringify({ kind })}</output>
      {['student', 'graduate'].map((value) => (
        <input
          key={value}
          type="radio"
          name="userType"
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
    </form>
  );
}

describe('a choice card picked in the shell (the first wizard step, CI run of decision 0056)', () => {
  it('is carried over to the app although its radio has no id', async () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<form><input type="radio" name="userType" value="student"><input type="radio" name="userType" value="graduate"></form>';
    document.body.append(container);
    const carryOver = watchShellInput(container);
    const graduate = container.querySelector<HTMLInputElement>('input[value="graduate"]')!;
    graduate.click();
    const root = createRoot(container);
    await act(async () => root.render(<Cards />));
    carryOver();
    await act(async () => {});
    expect(reactState(container)).toEqual({ kind: 'graduate' });
    await act(async () => root.unmount());
  });
});

describe('an app shell hydrated by the app (decision 0110)', () => {
  it('keeps the shell’s fields, and React hears what was typed into them before it hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <>
        <Form />
        <Cards />
      </>,
    );
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('#email')!;
    email.value = 'ada@example.org';
    email.focus();
    const carryOver = watchShellInput(container);
    container.querySelector<HTMLInputElement>('#agree')!.click();
    container.querySelector<HTMLInputElement>('input[value="graduate"]')!.click();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <>
          <Form />
          <Cards />
        </>,
      ),
    );
    expect(container.querySelector('#email')).toBe(email);
    await act(async () => carryOver());
    const states = [...container.querySelectorAll('output')].map((output) => JSON.parse(output.textContent!));
    expect(states).toEqual([{ email: 'ada@example.org', agree: true }, { kind: 'graduate' }]);
    expect(document.activeElement).toBe(email);
    await act(async () => root.unmount());
  });
});

describe('whether the app hydrates a shell (decision 0110)', () => {
  const shellOf = (lang: string, attributes: Record<string, string> = {}) => {
    const container = document.createElement('div');
    container.dataset.shell = lang;
    Object.assign(container.dataset, attributes);
    return container;
  };
  const base = {
    pathname: '/login',
    search: '',
    language: 'en',
    signedIn: false,
    stored: () => null,
    onboardingKey: 'thrive.onboarding-data',
  };
  it('hydrates /login and the first wizard step of a new visitor in the shell’s language', () => {
    expect(shellMatchesFirstRender({ ...base, container: shellOf('en') })).toBe(true);
    expect(
      shellMatchesFirstRender({ ...base, container: shellOf('en'), pathname: '/onboarding/survey' }),
    ).toBe(true);
  });
  it('replaces it when the first render differs from the shell', () => {
    const cases = [
      { container: shellOf('nl') },
      { container: shellOf('en'), search: '?next=%2Fdashboard' },
      { container: shellOf('en', { shellMenu: 'open' }) },
      { container: shellOf('en'), pathname: '/dashboard' },
      { container: shellOf('en'), pathname: '/onboarding/survey', signedIn: true },
      { container: shellOf('en'), pathname: '/onboarding/survey', stored: () => '{"state":{}}' },
    ];
    for (const c of cases) expect(shellMatchesFirstRender({ ...base, ...c })).toBe(false);
  });
});
