import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { http, HttpResponse } from 'msw';
import { mockApi, server, type Reply } from '../../../../test/mock-server';
import { useStepUi } from '../step-ui';
import { useOnboardingStore } from '../store';
import { draftFrom, ResumeUploadStep, SCAN_HINT_AFTER_MS, splitName } from './resume-upload';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));
vi.mock('@/lib/auth/session', () => ({ ensureSession: vi.fn(async () => ({ id: 'u1' })) }));

const FACTS = {
  name: { value: 'Sanne de Vries', confidence: 0.95 },
  email: { value: 'sanne@example.org', confidence: 0.98 },
  phone: { value: '+31 6 1234 5678', confidence: 0.9 },
  location: { value: 'Utrecht, Nederland', confidence: 0.5 },
  links: [],
  education: [
    {
      level: { value: 'masters', confidence: 0.85 },
      degree: { value: 'MSc Data Science', confidence: 0.85 },
      institution: { value: 'Universiteit Utrecht', confidence: 0.85 },
      fieldOfStudy: { value: 'Data Science', confidence: 0.75 },
      graduationYear: { value: 2019, confidence: 0.8 },
    },
  ],
  experience: [],
  totalYears: { value: 6.2, confidence: 0.85 },
  skills: [
    { id: 'python', name: 'Python Programming', confidence: 0.9, source: 'listed' },
    { id: 'sql', name: 'SQL', confidence: 0.9, source: 'listed' },
    { id: 'tableau', name: 'Tableau', confidence: 0.5, source: 'inferred' },
  ],
  unmatchedSkills: ['Stakeholdermanagement'],
  languages: [],
};

const seen: { answers: OnboardingAnswers } = { answers: emptyAnswers() };
function Harness() {
  const [answers, setAnswers] = useState(emptyAnswers());
  useEffect(() => {
    seen.answers = answers;
  });
  const label = useStepUi((state) => state.nextLabel);
  const blocked = useStepUi((state) => state.blocked);
  return (
    <>
      <output data-testid="next">{`${label}|${blocked ? 'blocked' : 'open'}`}</output>
      <ResumeUploadStep
        answers={answers}
        update={(patch) => setAnswers((value) => ({ ...value, ...patch }))}
      />
    </>
  );
}

const pdf = (name = 'cv.pdf', size?: number) => {
  const file = new File(['%PDF-1.7\n...'], name, { type: 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The mock server (built from the shared contract) answers the upload with this reply; returns the calls made. */
function answer(status: number, body: unknown) {
  return mockApi({ 'POST /api/functions/analyze-resume': { status, body } });
}

beforeEach(() => {
  useOnboardingStore.getState().reset();
  useStepUi.getState().clear();
  toast.mockClear();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ResumeUploadStep', () => {
  it('checks in the browser: no file, not a PDF, too large', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = answer(200, {});
    render(<Harness />);
    expect(screen.getByTestId('next')).toHaveTextContent('Skip for Now|open');
    await user.click(screen.getByRole('button', { name: 'Analyze Resume with AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a file first');

    await user.upload(
      screen.getByLabelText('Choose your CV (PDF)'),
      new File(['\x89PNG'], 'photo.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload a PDF file only');

    await user.upload(
      screen.getByLabelText('Choose your CV (PDF)'),
      new File(['\x89PNG....'], 'renamed.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('is named .pdf but is not a PDF inside');

    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf('big.pdf', 11 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 10MB');
    expect(calls).toHaveLength(0);
  });

  it('selected -> Change clears the file', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf());
    expect(await screen.findByTestId('resume-file')).toHaveTextContent('cv.pdf');
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.queryByTestId('resume-file')).toBeNull();
    expect(screen.getByLabelText('Choose your CV (PDF)')).toBeInTheDocument();
  });

  it('analyzes, shows what was found with confidence, and prefills only what the person confirms', async () => {
    const user = userEvent.setup();
    const calls = answer(200, {
      analysis: { id: 'a1', analysis: FACTS, createdAt: '2026-11-22T10:00:00.000Z' },
    });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Analyze Resume with AI' }));

    expect(await screen.findByRole('heading', { name: 'What we found' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/functions/analyze-resume', method: 'POST' });
    expect(calls[0]!.body).toMatch(/name="file"; filename="cv\.pdf"/);
    // One toast for one upload (walk finding 7), not two stacked ones.
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith(
      "Resume analyzed! We'll skip steps where we found information.",
    );
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByTestId('next')).toHaveTextContent('Continue with Smart Analysis|blocked');

    // Confidence is shown; a low-confidence field is not ticked; a suggestion is not ticked.
    expect(screen.getAllByText('Sure (95%)').length).toBeGreaterThan(0);
    expect(screen.getByText('Not sure (50%)')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Location' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Tableau/ })).not.toBeChecked();

    // The person corrects the first name and confirms the suggestion.
    const first = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Sanna');
    await user.click(screen.getByRole('checkbox', { name: /Tableau/ }));
    await user.click(screen.getByRole('button', { name: 'Use these details' }));

    expect(seen.answers.personalInfo).toMatchObject({
      firstName: 'Sanna',
      lastName: 'de Vries',
      email: 'sanne@example.org',
      phone: '+31 6 1234 5678',
      location: '',
    });
    expect(seen.answers.educationBackground).toMatchObject({
      level: 'masters',
      institution: 'Universiteit Utrecht',
      fieldOfStudy: 'Data Science',
      graduationYear: '2019',
    });
    expect(seen.answers.experienceLevel).toBe('mid');
    expect(seen.answers.skills).toEqual(['Python Programming', 'SQL', 'Stakeholdermanagement', 'Tableau']);
    expect(seen.answers.resumeUploaded).toBe(true);
    expect(seen.answers.resumeAnalysisId).toBe('a1');
    // The years used (6.2 shown as 6, in Mid level 4-7), for the experience step's note (decision 0181).
    expect(useOnboardingStore.getState().resume).toEqual({
      analyzed: true,
      nameFound: true,
      years: 6,
      leadership: false,
    });
    expect(screen.getByTestId('next')).toHaveTextContent('Continue with Smart Analysis|open');
  });

  it('shows the typed message of a refused file (scanned PDF)', async () => {
    const user = userEvent.setup();
    answer(422, { error: { code: 'PDF_NO_TEXT', message: 'x' } });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Analyze Resume with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not even by reading it as a scan');
    expect(toast.error).toHaveBeenCalled();
    expect(screen.getByTestId('next')).toHaveTextContent('Skip for Now|open');
  });

  it.each([
    [
      'en',
      'Choose your CV (PDF)',
      'Analyze Resume with AI',
      'A scanned CV is read letter by letter (OCR)',
      'We read this CV from a scan (OCR).',
    ],
    [
      'nl',
      'Kies je cv (pdf)',
      'Cv analyseren met AI',
      'Een gescand cv lezen we letter voor letter (OCR)',
      'We hebben dit cv van een scan gelezen (OCR).',
    ],
  ])(
    'shows the reading-a-scan state and then asks to check a CV read by OCR (%s)',
    async (language, choose, go, reading, readByOcr) => {
      await act(() => i18n.changeLanguage(language));
      const user = userEvent.setup();
      let reply: (response: Reply) => void = () => undefined;
      mockApi({
        'POST /api/functions/analyze-resume': () => new Promise<Reply>((resolve) => (reply = resolve)),
      });
      render(<Harness />);
      await user.upload(screen.getByLabelText(choose), pdf());
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await user.click(await screen.findByRole('button', { name: go }));
        expect(screen.queryByText(reading, { exact: false })).toBeNull();
        await act(async () => {
          vi.advanceTimersByTime(SCAN_HINT_AFTER_MS + 100);
        });
        expect(screen.getByText(reading, { exact: false })).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
      reply({
        status: 200,
        body: { analysis: { id: 'a2', analysis: FACTS, createdAt: '2025-01-01T00:00:00.000Z', read: 'ocr' } },
      });
      expect(await screen.findByText(readByOcr, { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(reading, { exact: false })).toBeNull();
    },
  );

  it('says the analysis failed on an unknown answer, and that an error occurred on an exception', async () => {
    const user = userEvent.setup();
    answer(500, { error: { code: 'INTERNAL', message: 'x' } });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Analyze Resume with AI' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to analyze resume. Please try again.');

    // The network fails (no answer at all).
    server.use(http.post('/api/functions/analyze-resume', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Analyze Resume with AI' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('An error occurred while analyzing your resume.'),
    );
  });

  it('names the skills it found in Dutch on the Dutch review screen (walk F3)', async () => {
    await act(() => i18n.changeLanguage('nl'));
    const user = userEvent.setup();
    answer(200, {
      analysis: {
        id: 'a2',
        analysis: {
          ...FACTS,
          skills: [{ id: 'patient-care', name: 'Patient Care', confidence: 0.9, source: 'listed' }],
          unmatchedSkills: [],
        },
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Kies je cv (pdf)'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Cv analyseren met AI' }));
    expect(await screen.findByRole('checkbox', { name: 'Patiëntenzorg' })).toBeChecked();
    expect(screen.queryByText('Patient Care')).toBeNull();
  });

  it('speaks Dutch', async () => {
    await act(() => i18n.changeLanguage('nl'));
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Cv analyseren met AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Kies eerst een bestand');
    expect(screen.getByTestId('next')).toHaveTextContent('Nu overslaan');
  });
});

describe("new users' CVs (decision 0085)", () => {
  const NEW_USER = {
    ...FACTS,
    name: { value: 'Ana M. Costa', confidence: 0.9 },
    experience: [
      {
        title: { value: 'English Teacher', confidence: 0.9 },
        start: { value: '2018-09', confidence: 0.9 },
        current: { value: true, confidence: 0.9 },
        fte: { value: 0.5, confidence: 0.8 },
      },
    ],
    totalYears: { value: 7.8, confidence: 0.85 },
    languages: [
      { code: 'pt', name: 'Portuguese', level: 'native', confidence: 0.85 },
      { code: 'es', name: 'Spanish', level: 'C1', confidence: 0.85 },
      { code: 'en', name: 'English', confidence: 0.75 },
    ],
  };

  it.each([
    [
      'en',
      'Analyze Resume with AI',
      'Use these details',
      'Spanish · Fluent (C1-C2)',
      'Part-time jobs count',
      /^English · no level on your CV, counted as /,
    ],
    [
      'nl',
      'Cv analyseren met AI',
      'Deze gegevens gebruiken',
      'Spaans · Vloeiend (C1-C2)',
      'Deeltijdbanen tellen',
      /^Engels · geen niveau op je cv, geteld als /,
    ],
  ])(
    'offers the languages read from the CV, keeps the initial in the first name, says how part-time counts (%s)',
    async (language, analyze, use, spanish, partTime, noLevel) => {
      await act(() => i18n.changeLanguage(language));
      const user = userEvent.setup();
      answer(200, { analysis: { id: 'a2', analysis: NEW_USER, createdAt: '2026-11-22T10:00:00.000Z' } });
      render(<Harness />);
      await user.upload(screen.getByLabelText(/\(pdf\)|\(PDF\)/), pdf());
      await user.click(await screen.findByRole('button', { name: analyze }));
      expect(await screen.findByRole('checkbox', { name: spanish })).toBeChecked();
      // A language without a level on the CV says so (decision 0095) rather than showing an assumed level as read.
      expect(screen.getByRole('checkbox', { name: noLevel })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(partTime))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: use }));
      expect(seen.answers.personalInfo).toMatchObject({ firstName: 'Ana M.', lastName: 'Costa' });
      expect(seen.answers.languages).toEqual([
        { code: 'pt', level: 'native' },
        { code: 'es', level: 'fluent' },
        { code: 'en', level: 'good' },
      ]);
    },
  );
});

describe('ResumeUploadStep: walk W202 (decision 0181)', () => {
  it('13.3 years show as 13 and tick no band without a leadership title (was Senior, 7-10 years)', async () => {
    const user = userEvent.setup();
    const facts = {
      ...FACTS,
      location: { value: 'Manchester, United Kingdom', confidence: 0.8 },
      experience: [
        {
          title: { value: 'Senior Management Accountant', confidence: 0.9 },
          start: { value: '2013-09', confidence: 0.9 },
          current: { value: true, confidence: 0.9 },
        },
      ],
      totalYears: { value: 13.3, confidence: 0.85 },
    };
    answer(200, { analysis: { id: 'a3', analysis: facts, createdAt: '2026-11-28T10:00:00.000Z' } });
    render(<Harness />);
    await user.upload(screen.getByLabelText('Choose your CV (PDF)'), pdf());
    await user.click(await screen.findByRole('button', { name: 'Analyze Resume with AI' }));
    expect(await screen.findByRole('textbox', { name: 'Years of work experience' })).toHaveValue('13');
    await user.click(screen.getByRole('button', { name: 'Use these details' }));
    expect(seen.answers.experienceLevel).toBeUndefined();
    expect(seen.answers.personalInfo.location).toBe('Manchester, United Kingdom');
    expect(useOnboardingStore.getState().resume).toMatchObject({ years: 13, leadership: false });
  });
});

describe('helpers', () => {
  it('splits names with particles and capitals', () => {
    expect(splitName('Sanne de Vries')).toEqual(['Sanne', 'de Vries']);
    expect(splitName('DANA WHITFIELD')).toEqual(['Dana', 'Whitfield']);
    expect(splitName('Etta')).toEqual(['Etta', '']);
  });

  it('ticks listed skills and leaves suggestions for the person', () => {
    const draft = draftFrom(FACTS as never);
    expect(draft.skills.map((skill) => [skill.name, skill.use])).toEqual([
      ['Python Programming', true],
      ['SQL', true],
      ['Stakeholdermanagement', true],
      ['Tableau', false],
    ]);
  });

  it("writes the years of experience with the reader's decimal mark (1,4 in Dutch, walk finding)", () => {
    const facts = { ...(FACTS as object), totalYears: { value: 1.4, confidence: 0.8 } };
    expect(draftFrom(facts as never, 'nl').years.value).toBe('1,4');
    expect(draftFrom(facts as never, 'en').years.value).toBe('1.4');
  });

  it('writes whole years from two up, as the bands read (walk W202: 13.3 -> 13, 9.9 -> 10)', () => {
    const years = (value: number) =>
      draftFrom({ ...(FACTS as object), totalYears: { value, confidence: 0.8 } } as never, 'en').years.value;
    expect(years(13.3)).toBe('13');
    expect(years(9.9)).toBe('10');
  });
});

describe('ResumeUploadStep: odd files named .pdf (walk F27)', () => {
  it('says a text file named .pdf is not a PDF inside and a 0-byte one is empty; Analyze keeps saying so (en)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const calls = answer(200, {});
    render(<Harness />);
    const input = screen.getByLabelText('Choose your CV (PDF)');
    await user.upload(input, new File(['Jane Doe, teacher'], 'fake.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is named .pdf but is not a PDF inside (perhaps a renamed text or image file).',
    );
    expect(screen.queryByTestId('resume-file')).toBeNull();
    expect(input).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Analyze Resume with AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('is not a PDF inside');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Please select a file first');

    await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is empty (0 bytes)');
    await user.click(screen.getByRole('button', { name: 'Analyze Resume with AI' }));
    expect(screen.getByRole('alert')).toHaveTextContent('This file is empty (0 bytes)');
    expect(screen.queryByTestId('resume-file')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says so in Dutch', async () => {
    await i18n.changeLanguage('nl');
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const input = screen.getByLabelText(/pdf/i, { selector: 'input' });
    await user.upload(input, new File(['tekst'], 'nep.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dit bestand heet .pdf, maar is vanbinnen geen pdf',
    );
    await user.upload(input, new File([], 'leeg.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dit bestand is leeg (0 bytes)');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Kies eerst een bestand');
  });
});

describe("the file picker speaks the page's language (walk 0087)", () => {
  it("in Dutch: our own 'Bestand kiezen' button and 'Geen bestand gekozen', the browser's English button hidden", async () => {
    await i18n.changeLanguage('nl');
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Kies je cv (pdf)');
    expect(input).toHaveClass('sr-only');
    expect(input).toHaveAttribute('tabindex', '-1');
    const pickFile = screen.getByRole('button', { name: 'Bestand kiezen' });
    expect(pickFile).toHaveAccessibleDescription('Geen bestand gekozen');
    const opened = vi.spyOn(input as HTMLInputElement, 'click');
    await user.click(pickFile);
    expect(opened).toHaveBeenCalledOnce();
    await user.upload(input, pdf());
    expect(await screen.findByTestId('resume-file')).toHaveTextContent('cv.pdf');
    await i18n.changeLanguage('en');
  });
});
