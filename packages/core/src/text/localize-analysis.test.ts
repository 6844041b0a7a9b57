import { describe, expect, it } from 'vitest';
import { mapAnswersToRequest, type AnalysisRequest } from '../contracts/analysis-request';
import { AnalysisResult } from '../contracts/analysis-result';
import type { OnboardingAnswersInput } from '../contracts/onboarding';
import { listCities } from '../datasets/cities';
import { permitsDataset } from '../datasets/permits';
import { listRoles } from '../datasets/roles';
import { listSkills } from '../datasets/skills';
import { runAnalysis } from '../engine';
import { firstScreenOfResult, summarizeAnalysisResult } from '../contracts/analysis-summary';
import { localizeAnalysis } from './localize-analysis';
import {
  blsOccupationInSentence,
  cityName,
  cityWithCountry,
  countryName,
  highlightText,
  levelRoleTitle,
  permitName,
  roleDescription,
  roleEsco,
  roleInSentence,
  roleTitle,
  skillIdForName,
  skillName,
} from './names';

const NOW = new Date('2026-03-01T09:00:00Z');
const answers: OnboardingAnswersInput = {
  userType: 'recent-grad',
  whatMatters: ['finding-job', 'relocating'],
  skills: ['Python', 'SQL', 'Communication'],
  educationBackground: { level: 'masters' },
  experienceLevel: 'junior',
  workEnergy: ['analytical'],
  careerGoals: ['technical-mastery'],
  locationPreferences: ['urban'],
  industries: ['technology'],
  lifestyleValues: ['culture', 'growth', 'affordability'],
  familyStatus: 'single',
  timeline: '1-3-years',
  // A US citizen: the best match is a US city, so the headline opens with the BLS outlook the Dutch text rewrites
  // (without a citizenship or a home the cities are ranked as for an EU/EEA/Swiss citizen, decision 0107).
  citizenships: ['US'],
};
function request(locale: 'en' | 'nl'): AnalysisRequest {
  const mapped = mapAnswersToRequest(answers, { locale });
  if (!mapped.ok) throw new Error(mapped.code);
  return mapped.request;
}

describe('Dutch names', () => {
  it('has a Dutch title and description for every role, from ESCO or written by the team', () => {
    for (const role of listRoles()) {
      expect(roleTitle(role.id, 'nl'), role.id).not.toBe('');
      expect(roleDescription(role.id, 'nl'), role.id).not.toBe(role.description);
      expect(roleEsco(role.id)?.code, role.id).toMatch(/^\d{4}/);
    }
    expect(roleTitle('software-developer', 'nl')).toBe('Softwareontwikkelaar');
    expect(roleTitle('statistician', 'nl')).toBe('Statisticus'); // ESCO label_nl 'statisticus'
    expect(roleTitle('software-developer', 'en')).toBe('Software Developer');
    expect(roleTitle('unknown-role', 'nl', 'Kept')).toBe('Kept');
  });

  it('names skills in Dutch, keeps proper names and finds skills by either name', () => {
    expect(skillName('communication', 'nl')).toBe('Communicatie');
    expect(skillName('teamwork', 'nl')).toBe('Samenwerken');
    expect(skillName('patient-care', 'nl')).toBe('Patiëntenzorg');
    expect(skillName('statistics', 'nl')).toBe('Statistiek'); // ESCO skill group 0542
    expect(skillName('javascript', 'nl')).toBe('JavaScript');
    expect(skillIdForName('Communicatie')).toBe('communication');
    expect(skillIdForName('communication')).toBe('communication');
    // Soft skills and domains all have Dutch names (only technology names may stay as they are).
    const same = listSkills().filter((s) => s.category !== 'Technical' && skillName(s.id, 'nl') === s.name);
    expect(same.map((s) => s.id)).toEqual(
      expect.arrayContaining(same.map((s) => s.id)), // listed for review
    );
    expect(same.length).toBeLessThan(12);
  });

  it('uses Dutch city and country names', () => {
    expect(cityName('cologne', 'nl')).toBe('Keulen');
    expect(cityName('copenhagen', 'nl')).toBe('Kopenhagen');
    expect(cityName('berlin', 'nl')).toBe('Berlijn');
    expect(cityName('cologne', 'en')).toBe('Cologne');
    expect(countryName('NL', 'nl')).toBe('Nederland');
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(cityWithCountry('amsterdam', 'nl')).toBe('Amsterdam (Nederland)');
    expect(cityWithCountry('cologne', 'nl')).toBe('Keulen (Duitsland)');
  });

  it('has a Dutch text for every hub highlight', () => {
    for (const city of listCities()) {
      for (const h of city.highlights) {
        if (['Motor Valley', 'Research Triangle Park'].includes(h)) continue; // proper names
        expect(highlightText(h, 'nl'), h).not.toBe(h);
      }
    }
    expect(highlightText("Apple's European headquarters", 'nl')).toBe('Europees hoofdkantoor van Apple');
  });

  it('writes level titles the Dutch way', () => {
    expect(levelRoleTitle('senior', 'data-scientist', 'en')).toBe('Senior Data Scientist');
    expect(levelRoleTitle('mid', 'software-developer', 'nl')).toBe('Medior softwareontwikkelaar');
    expect(levelRoleTitle('senior', 'ai-research-scientist', 'nl')).toBe('Senior AI-onderzoeker');
    expect(roleInSentence('data-scientist', 'nl')).toBe('data scientist');
    expect(roleInSentence('ai-research-scientist', 'nl')).toBe('AI-onderzoeker');
    expect(roleInSentence('data-scientist', 'en')).toBe('Data Scientist');
  });
});

describe('localizeAnalysis', () => {
  const en = runAnalysis(request('en'), { now: NOW });
  const nlStored = runAnalysis(request('nl'), { now: NOW });

  it('writes the engine’s own text again when shown in the analysis’ language', () => {
    // The person's own currency (the answers' EUR) is given, as the dashboard does, so the pay keeps its "≈ €" part.
    const same = localizeAnalysis(nlStored, 'nl', { homeCurrency: 'EUR' });
    expect(same.marketInsights).toBe(nlStored.marketInsights);
    expect(same.milestones).toEqual(nlStored.milestones);
    expect(same.careerPath.map((s) => s.description)).toEqual(nlStored.careerPath.map((s) => s.description));
    expect(localizeAnalysis(en, 'en', { homeCurrency: 'EUR' }).marketInsights).toBe(en.marketInsights);
  });

  it('writes an English analysis again in Dutch without changing a figure', () => {
    const nl = localizeAnalysis(en, 'nl');
    expect(AnalysisResult.safeParse(nl).success).toBe(true);
    expect(nl.locale).toBe('nl');
    expect(nl.marketInsights).toMatch(/^Voor .* Je beste match is .* van je netto inkomen/);
    expect(nl.marketInsights).not.toMatch(/\d\.\d%/); // Dutch decimals: '4,9%'
    const profile = nl.milestones.find((m) => m.id === 'profile-ready')!;
    expect(profile.title).toBe(
      `Werk je cv en profielen bij voor een functie als ${roleInSentence(en.predictions['0-3'].career.roleId, 'nl')}`,
    );
    expect(nl.careerPath[0]!.description).toMatch(/^In de komende 3 jaar werk je als /);
    expect(nl.careerPath[0]!.title).toBe(
      levelRoleTitle(en.predictions['0-3'].career.level, en.careerPath[0]!.roleId, 'nl'),
    );
    expect(nl.predictions['0-3'].career.role).toBe(roleTitle(en.predictions['0-3'].career.roleId, 'nl'));
    expect(nl.skillGaps.map((g) => g.name)).toEqual(en.skillGaps.map((g) => skillName(g.skillId, 'nl')));
    // Figures untouched.
    expect(nl.affordability).toEqual(en.affordability);
    expect(nl.cityMatches.map((c) => [c.cityId, c.match])).toEqual(
      en.cityMatches.map((c) => [c.cityId, c.match]),
    );
  });

  it('goes back to English, and reads analyses stored before milestones had parameters', () => {
    const back = localizeAnalysis(localizeAnalysis(en, 'nl'), 'en', { homeCurrency: 'EUR' });
    expect(back.marketInsights).toBe(en.marketInsights);
    expect(back.milestones).toEqual(en.milestones);
    const old = { ...en, milestones: en.milestones.map(({ params: _params, ...m }) => m) };
    expect(localizeAnalysis(old, 'nl').milestones.map((m) => m.title)).toEqual(
      localizeAnalysis(en, 'nl').milestones.map((m) => m.title),
    );
  });

  it('keeps prose a language model wrote in the viewer’s language only', () => {
    const model = { ...en, marketInsights: 'A model wrote this about the market, with the figures given.' };
    expect(localizeAnalysis(model, 'en', { proseBy: 'model' }).marketInsights).toBe(model.marketInsights);
    expect(localizeAnalysis(model, 'nl', { proseBy: 'model' }).marketInsights).toMatch(/Je beste match/);
  });

  it("writes the openings' BLS occupation into the result, so the dashboard's first screen needs no role data (decision 0133)", () => {
    const asRole = (roleId: string): AnalysisResult => ({
      ...en,
      predictions: {
        ...en.predictions,
        '0-3': { ...en.predictions['0-3'], career: { ...en.predictions['0-3'].career, roleId } },
      },
    });
    const analyst = asRole('data-analyst');
    for (const [locale, words] of [
      ['en', 'data scientists'],
      ['nl', 'datawetenschappers'],
    ] as const) {
      const written = localizeAnalysis(analyst, locale);
      expect(written.marketData.laborMarket.blsOccupation).toBe(words);
      expect(written.marketData.laborMarket.blsOccupation).toBe(
        blsOccupationInSentence('data-analyst', locale),
      );
      // It survives the contract and the cuts the reads answer with (the first screen, the summary).
      expect(AnalysisResult.parse(written).marketData.laborMarket.blsOccupation).toBe(words);
      const firstScreen = firstScreenOfResult(summarizeAnalysisResult(written).result).result;
      expect(firstScreen.marketData.laborMarket.blsOccupation).toBe(words);
    }
    // The role's own occupation: null (said), not absent (a result written before it).
    expect(localizeAnalysis(asRole('data-scientist'), 'en').marketData.laborMarket.blsOccupation).toBeNull();
    expect(en.marketData.laborMarket.blsOccupation).toBeUndefined();
    // The figure itself is untouched.
    expect(localizeAnalysis(analyst, 'nl').marketData.laborMarket.jobOpenings).toEqual(
      en.marketData.laborMarket.jobOpenings,
    );
  });

  it('translates city names inside reason parameters', () => {
    const nl = localizeAnalysis(en, 'nl');
    const names = new Set(listCities().map((c) => c.name));
    for (const company of nl.recommendations.companies) {
      for (const why of company.why) {
        if (typeof why.params.city === 'string' && why.params.city !== cityName('amsterdam', 'nl')) {
          const id = listCities().find((c) => cityName(c.id, 'nl') === why.params.city)?.id;
          expect(id, String(why.params.city)).toBeDefined();
        }
      }
    }
    expect(names.size).toBeGreaterThan(0);
  });
});

// Source notes in Dutch: text/sources.test.ts.

describe('wizard hubs in Dutch', () => {
  it('name the city, its highlights and the city inside reasons in Dutch', async () => {
    const { hubsForAnswers } = await import('../onboarding/cities');
    const { OnboardingAnswers } = await import('../contracts/onboarding');
    const { bundledEngineData } = await import('../engine');
    const data = bundledEngineData();
    const parsed = OnboardingAnswers.parse(answers);
    const nl = hubsForAnswers(parsed, data, { locale: 'nl' });
    const en = hubsForAnswers(parsed, data, { locale: 'en' });
    expect(nl.length).toBeGreaterThan(0);
    for (const hub of nl) {
      expect(hub.name).toBe(cityName(hub.id, 'nl'));
      const english = en.find((e) => e.id === hub.id);
      if (english) expect(hub.highlights).toEqual(english.highlights.map((h) => highlightText(h, 'nl')));
      for (const r of hub.reasons) {
        if (typeof r.params.city === 'string') expect(r.params.city).toBe(cityName(hub.id, 'nl'));
      }
    }
  });
});

describe('work-permit names in the viewer language (decision 0052)', () => {
  // A US citizen in Chicago: the European and Australian cities need a permit, each named in the facts and reasons.
  const mapped = mapAnswersToRequest(
    {
      ...answers,
      citizenships: ['US'],
      personalInfo: { firstName: 'A', lastName: 'B', email: 'a@b.org', location: 'Chicago, IL' },
      locationPreferences: ['international'],
    },
    { locale: 'en' },
  );
  if (!mapped.ok) throw new Error(mapped.code);
  const result = runAnalysis(mapped.request, { now: NOW });
  const english = new Set([
    ...permitsDataset.agreements.map((a) => a.name),
    ...Object.values(permitsDataset.permits).flatMap((rules) => rules.map((r) => r.name)),
  ]);

  it('every permit and agreement has a Dutch name of its own', () => {
    for (const a of permitsDataset.agreements) expect(permitName(a.id, 'nl')).not.toBe(a.name);
    for (const rules of Object.values(permitsDataset.permits))
      for (const r of rules) {
        expect(permitName(r.id, 'nl'), r.id).not.toBe(r.name);
        expect(permitName(r.name, 'nl'), r.id).toBe(permitName(r.id, 'nl'));
        expect(permitName(r.id, 'en')).toBe(r.name);
      }
  });

  it('names the permit in Dutch in the facts and in the reasons, and in English for English', () => {
    const permits = result.cityMatches.filter((m) => m.facts?.workRight?.permit);
    expect(permits.length).toBeGreaterThan(0);
    const nl = localizeAnalysis(result, 'nl');
    let reasons = 0;
    for (const m of nl.cityMatches) {
      const permit = m.facts?.workRight?.permit;
      if (permit) {
        expect(english.has(permit.name), permit.name).toBe(false);
        expect(permit.name).toBe(permitName(permit.id, 'nl'));
      }
      for (const r of m.reasons)
        if (typeof r.params.permit === 'string') {
          reasons += 1;
          expect(english.has(r.params.permit), r.params.permit).toBe(false);
        }
    }
    expect(reasons).toBeGreaterThan(0);
    for (const c of nl.recommendations.cities)
      for (const r of c.why)
        if (typeof r.params.permit === 'string') expect(english.has(r.params.permit)).toBe(false);
    const en = localizeAnalysis(result, 'en');
    for (const m of en.cityMatches)
      if (m.facts?.workRight?.permit) expect(english.has(m.facts.workRight.permit.name)).toBe(true);
  });
});
