import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAnswers, type OnboardingAnswers } from '@thrive/core/contracts/onboarding';
import i18n from '@/lib/i18n';
import '../i18n';
import { mockApi } from '../../../../test/mock-server';
import { stepFieldHarness } from '../../../../test/step-field';
import { useStepUi } from '../step-ui';
import { ReviewSubmitStep } from './review-submit';

const { Harness } = stepFieldHarness(ReviewSubmitStep);

/** The Rotterdam marketing graduate of walk 0087: every optional answer she gave. */
const sanne: OnboardingAnswers = {
  ...emptyAnswers(),
  userType: 'recent-grad',
  personalInfo: {
    ...emptyAnswers().personalInfo,
    firstName: 'Sanne',
    lastName: 'de Vries',
    email: 'sanne@example.nl',
    phone: '06 12345678',
    age: '23-27',
    location: 'Rotterdam, Nederland',
  },
  educationBackground: {
    level: 'bachelors',
    institution: 'Hogeschool Rotterdam',
    fieldOfStudy: 'Commerciële Economie',
    graduationYear: '2025',
    gpa: '7,4',
    achievements: 'Stage bij Coolblue',
  },
  workEnergy: ['creative'],
  industrySwitch: 'thrive-exploring',
  impactSize: 'millions',
  influenceStyle: 'relationships',
  isFlexible: true,
  prioritizeOther: true,
  salaryLifestyleBalance: 80,
};

afterEach(async () => {
  useStepUi.getState().clear();
  await i18n.changeLanguage('en');
});

const show = () =>
  render(
    <MemoryRouter>
      <Harness initial={sanne} />
    </MemoryRouter>,
  );

describe('the review shows every answer given (walk 0087)', () => {
  it('in English: age, phone, year, grade, achievements, the three work questions, the salary switches, the balance', () => {
    show();
    const text = document.body.textContent ?? '';
    for (const part of [
      'Age 23-27',
      '06 12345678',
      'Graduated in 2025',
      'Grade average: 7,4',
      'Achievements: Stage bij Coolblue',
      'How far would you go beyond your field?',
      'The impact you want to have: Reach millions of people',
      'How you like to influence decisions: Through relationships',
      "I'm flexible on salary",
      "I'd trade salary for other things (growth, balance, mission)",
      'Salary or lifestyle? Lifestyle Priority',
    ])
      expect(text).toContain(part);
  });

  it('in Dutch, with no English left', async () => {
    await i18n.changeLanguage('nl');
    show();
    const text = document.body.textContent ?? '';
    for (const part of [
      'Leeftijd 23-27',
      'Afgestudeerd in 2025',
      'Gemiddeld cijfer: 7,4',
      'Prestaties: Stage bij Coolblue',
      'Hoe ver wil je buiten je vakgebied gaan? Ik bloei op door nieuwe sectoren te verkennen',
      'De impact die je wilt maken: Miljoenen mensen bereiken',
      'Hoe je beslissingen graag beïnvloedt: Via relaties',
      'Ik ben flexibel wat salaris betreft',
      'Salaris of levensstijl? Levensstijl voorop',
    ])
      expect(text).toContain(part);
    expect(screen.queryByText(/Graduated|Grade average|flexible on salary/)).toBeNull();
  });
});

describe('a year still ahead and goals under their own names (walk 0103)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a student who graduates next year reads "Studeert af in", and goals not given are not set over goals given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 27));
    await i18n.changeLanguage('nl');
    render(
      <MemoryRouter>
        <Harness
          initial={{
            ...sanne,
            userType: 'student',
            educationBackground: { ...sanne.educationBackground, graduationYear: '2027' },
            careerGoals: [],
            lifeGoals: ['worklife'],
          }}
        />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Studeert af in 2027');
    expect(text).not.toContain('Afgestudeerd in 2027');
    expect(screen.getByTestId('review-career-goals').textContent).toBe('Loopbaandoelen: Niet beantwoord');
    expect(screen.getByTestId('review-life-goals').textContent).toBe(
      'Levensdoelen: Balans tussen werk en privé',
    );
  });
});

describe('the review says when the target salary is only where the slider started (walk 4)', () => {
  it('untouched: the typical pay, not a target the person chose; moved: no such line', async () => {
    const { unmount } = show();
    expect(screen.getByTestId('review-salary-untouched')).toHaveTextContent(
      'You did not move the slider: this is the typical pay for your predicted role it started at, not a target you set.',
    );
    unmount();
    await i18n.changeLanguage('nl');
    const nl = show();
    expect(screen.getByTestId('review-salary-untouched')).toHaveTextContent(
      /^Je hebt de schuif niet verschoven/,
    );
    nl.unmount();
    render(
      <MemoryRouter>
        <Harness initial={{ ...sanne, salaryChosen: true }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('review-salary-untouched')).toBeNull();
  });
});

describe('a couple whose partner has no pay given, and the Dutch study levels (walk W121, decision 0164)', () => {
  it('says the partner does not work, as the plan computes it, and names hbo or wo beside Bachelor', async () => {
    await i18n.changeLanguage('nl');
    render(
      <MemoryRouter>
        <Harness initial={{ ...sanne, familyStatus: 'couple', partnerWorks: undefined }} />
      </MemoryRouter>,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('Partner werkt niet');
    expect(text).toContain('Bachelor (hbo of wo)');
  });
});

describe('the review lists the cities the person picked (walk W409)', () => {
  it('names them in the screen language, in English and Dutch', async () => {
    mockApi({
      'GET /api/onboarding/city-names': {
        status: 200,
        body: {
          cities: [
            { id: 'groningen', name: 'Groningen', countryCode: 'NL' },
            { id: 'the-hague', name: 'The Hague', countryCode: 'NL' },
          ],
        },
      },
    });
    const { unmount } = render(
      <MemoryRouter>
        <Harness initial={{ ...sanne, preferredCities: ['groningen', 'the-hague'] }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Cities: Groningen, The Hague')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    mockApi({
      'GET /api/onboarding/city-names': {
        status: 200,
        body: { cities: [{ id: 'the-hague', name: 'Den Haag', countryCode: 'NL' }] },
      },
    });
    render(
      <MemoryRouter>
        <Harness initial={{ ...sanne, preferredCities: ['the-hague'] }} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Steden: Den Haag')).toBeInTheDocument();
  });
});

describe('the review shows only what was asked (walk W420)', () => {
  it('no "Additional preferences" section for the screen the person never saw, only an offer to add them (en, nl)', async () => {
    const { unmount } = show();
    expect(screen.queryByRole('heading', { name: 'Additional preferences' })).not.toBeInTheDocument();
    expect(screen.getByTestId('review-add-preferences')).toHaveTextContent(
      'Anything else that matters, such as benefits or when you can start? Add more preferences (optional).',
    );
    expect(screen.getByRole('link', { name: 'Add more preferences' })).toHaveAttribute(
      'href',
      '/onboarding/additional-preferences?from=review',
    );
    unmount();
    await i18n.changeLanguage('nl');
    show();
    expect(screen.queryByRole('heading', { name: 'Aanvullende voorkeuren' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voeg meer voorkeuren toe' })).toBeInTheDocument();
  });

  it('once answered there, each question with its answer, a skipped one "Not answered"', async () => {
    const answered = { ...sanne, availability: 'immediately' as const, learningHoursPerWeek: 8 };
    const { unmount } = render(
      <MemoryRouter>
        <Harness initial={answered} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Additional preferences' })).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Benefits: Not answered');
    expect(text).toContain('When you can start: Immediately');
    expect(text).toContain('Hours a week for learning: 8');
    expect(screen.queryByTestId('review-add-preferences')).not.toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <MemoryRouter>
        <Harness initial={answered} />
      </MemoryRouter>,
    );
    const nl = document.body.textContent ?? '';
    expect(nl).toContain('Arbeidsvoorwaarden: Niet beantwoord');
    expect(nl).toContain('Uren per week om te leren: 8');
  });
});

describe('an hourly pay keeps its cents (walk W416)', () => {
  it('EUR 14.35 an hour reads €14.35/hour, in Dutch € 14,35/uur', async () => {
    const hourly = {
      ...sanne,
      currentPay: { amount: 14.35, timeframe: 'hourly' as const, currency: 'EUR' as const },
    };
    const { unmount } = render(
      <MemoryRouter>
        <Harness initial={hourly} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain('€14.35/hour');
    unmount();
    await i18n.changeLanguage('nl');
    render(
      <MemoryRouter>
        <Harness initial={hourly} />
      </MemoryRouter>,
    );
    expect(document.body.textContent).toContain('€\u00a014,35/uur');
  });
});

describe('the consent boxes (walk W518)', () => {
  it('a click on the label text ticks the box; the documents open from links of their own (en, nl)', async () => {
    for (const [language, box, link] of [
      ['en', 'I agree to the Terms of Service', 'Read the Terms of Service (opens in a new tab)'],
      [
        'nl',
        'Ik ga akkoord met de Servicevoorwaarden',
        'Lees de Servicevoorwaarden (opent in een nieuw tabblad)',
      ],
    ] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = show();
      const checkbox = screen.getByRole('checkbox', { name: box });
      // The whole label is text, no link inside it: a click anywhere on it ticks the box.
      const label = document.querySelector('label[for="consent-terms"]')!;
      expect(label.querySelector('a')).toBeNull();
      expect(checkbox).not.toBeChecked();
      (label as HTMLElement).click();
      expect(checkbox).toBeChecked();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/terms');
      expect(document.querySelector('label[for="consent-privacy"] a')).toBeNull();
      unmount();
    }
  });
});

describe("the review names the young children's ages as a list (walk 0801, W816)", () => {
  for (const [language, expected] of [
    ['en', '2 children (2 younger than 7, aged 2 and 5)'],
    ['nl', '2 kinderen (2 jonger dan 7, van 2 en 5 jaar)'],
  ] as const)
    it(language, async () => {
      await i18n.changeLanguage(language);
      render(
        <MemoryRouter>
          <Harness
            initial={{
              ...sanne,
              familyStatus: 'family',
              childrenCount: 2,
              youngChildren: 2,
              youngChildAges: [2, 5],
            }}
          />
        </MemoryRouter>,
      );
      expect(document.body.textContent ?? '').toContain(expected);
    });
});
