import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFormatLocale } from '@thrive/core/format';
import { skillNameFromText } from '@thrive/core/text/skill-names';
import { toast } from 'sonner';
import { FileText, Loader2, Upload } from 'lucide-react';
import { EDUCATION_LEVELS, type EducationLevel, type LanguageLevel } from '@thrive/core/contracts/enums';
import type { ResumeFacts } from '@thrive/core/contracts/resume-facts';
import { cvExperienceLevel, titleShowsLeadership, yearsShown } from '@thrive/core/resume/levels';
import { skillKey } from '@thrive/core/text/skill-names';
import { splitName } from '@thrive/core/text/person-name';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import {
  analyzeResume,
  checkResumeFile,
  type LocalFileProblem,
  type ResumeAnalysis,
  type ResumeErrorCode,
} from '../resume-api';
import { useStepUi } from '../step-ui';
import { useDisplayNames } from './profile-fields';
import { useOnboardingStore } from '../store';
import type { StepProps } from './types';

type Phase = 'empty' | 'selected' | 'analyzing' | 'analyzed';

/** What the person can correct before it prefills the wizard; `use` is their confirmation per field. */
interface Draft {
  firstName: Field;
  lastName: Field;
  email: Field;
  phone: Field;
  location: Field;
  level: Field;
  institution: Field;
  fieldOfStudy: Field;
  graduationYear: Field;
  gpa: Field;
  years: Field;
  /** A job title on the CV shows leadership (10+ years then ticks lead; without it nothing is ticked, decision 0181). */
  leadership: boolean;
  skills: { name: string; confidence: number; inferred: boolean; use: boolean }[];
  /** Languages read from the CV (decision 0085), each with the wizard's level for the CEFR level written. */
  languages: { code: string; level: LanguageLevel; use: boolean; levelOnCv?: boolean }[];
  /** A job on the CV is part-time: the years count it by its share of a full-time week (decision 0085). */
  partTime: boolean;
  /** A job on the CV is a student or side job, or during full-time study: the years count it partly (decision 0161). */
  studyJobs: boolean;
}

interface Field {
  value: string;
  confidence: number | null;
  use: boolean;
}

const CONFIDENT = 0.6;

const field = (value: string | undefined, confidence: number | undefined): Field => ({
  value: value ?? '',
  confidence: value ? (confidence ?? null) : null,
  use: Boolean(value) && (confidence ?? 0) >= CONFIDENT,
});

export { splitName };

/**
 * A CV's level in the wizard's words: native; C1-C2 fluent; B2 good; B1 conversational; A1-A2 basic. A language
 * listed with no level is 'good' (B2), the level the engine reads for it (engine/languages.ts: no level 0.8).
 */
export function languageLevelFrom(level: string | undefined): LanguageLevel {
  if (level === 'native') return 'native';
  if (level === 'C1' || level === 'C2') return 'fluent';
  if (level === 'B1') return 'conversational';
  if (level === 'A1' || level === 'A2') return 'basic';
  return 'good';
}

/** `language` writes the years of experience with the reader's decimal mark (9,9 in Dutch, walk finding). */
export function draftFrom(facts: ResumeFacts, language: 'en' | 'nl' = 'en'): Draft {
  const [first, last] = facts.name ? splitName(facts.name.value) : ['', ''];
  const education = facts.education[0];
  const listed = facts.skills.filter((skill) => skill.source !== 'inferred');
  const inferred = facts.skills.filter((skill) => skill.source === 'inferred');
  return {
    firstName: field(first, facts.name?.confidence),
    lastName: field(last, facts.name?.confidence),
    email: field(facts.email?.value, facts.email?.confidence),
    phone: field(facts.phone?.value, facts.phone?.confidence),
    location: field(facts.location?.value, facts.location?.confidence),
    level: field(education?.level?.value, education?.level?.confidence),
    institution: field(education?.institution?.value, education?.institution?.confidence),
    fieldOfStudy: field(education?.fieldOfStudy?.value, education?.fieldOfStudy?.confidence),
    graduationYear: field(
      education?.graduationYear ? String(education.graduationYear.value) : undefined,
      education?.graduationYear?.confidence,
    ),
    gpa: field(education?.gpa?.value, education?.gpa?.confidence),
    years: field(
      // Whole years from two up, as a person writes them and as the bands read (decision 0181, walk W202: 13.3).
      facts.totalYears
        ? yearsShown(facts.totalYears.value).toLocaleString(language === 'nl' ? 'nl-NL' : 'en-GB', {
            maximumFractionDigits: 1,
          })
        : undefined,
      facts.totalYears?.confidence,
    ),
    leadership: (facts.experience ?? []).some((job) => titleShowsLeadership(job.title.value)),
    skills: [
      ...listed.map((skill) => ({
        name: skill.name,
        confidence: skill.confidence,
        inferred: false,
        use: true,
      })),
      ...(facts.unmatchedSkills ?? []).map((name) => ({ name, confidence: 0.6, inferred: false, use: true })),
      // Found in running text only: suggestions the person ticks.
      ...inferred.map((skill) => ({
        name: skill.name,
        confidence: skill.confidence,
        inferred: true,
        use: false,
      })),
    ],
    languages: (facts.languages ?? []).map((language) => ({
      code: language.code,
      level: languageLevelFrom(language.level),
      // A level the reader did not find is said as such (decision 0095), not shown as if the CV gave it.
      levelOnCv: language.level !== undefined,
      use: language.confidence >= CONFIDENT,
    })),
    partTime: (facts.experience ?? []).some((job) => job.fte !== undefined),
    studyJobs: (facts.experience ?? []).some((job) => job.whileStudying === true),
  };
}

const MESSAGE: Record<ResumeErrorCode | LocalFileProblem | 'failed' | 'exception', string> = {
  NO_FILE: 'resume.errors.noFile',
  BAD_UPLOAD: 'resume.errors.failed',
  NOT_PDF: 'resume.errors.notPdf',
  EMPTY_FILE: 'resume.errors.emptyFile',
  NOT_PDF_INSIDE: 'resume.errors.notPdfInside',
  FILE_TOO_LARGE: 'resume.errors.tooLarge',
  PDF_ENCRYPTED: 'resume.errors.encrypted',
  PDF_DAMAGED: 'resume.errors.damaged',
  PDF_NO_TEXT: 'resume.errors.noText',
  PDF_TOO_COMPLEX: 'resume.errors.tooComplex',
  PDF_SCAN_TOO_LARGE: 'resume.errors.scanTooLarge',
  RESUME_BUSY: 'resume.errors.busy',
  failed: 'resume.errors.failed',
  exception: 'resume.errors.exception',
};

/** After this long without an answer, the hint says a scan is being read (text PDFs answer well within it). */
export const SCAN_HINT_AFTER_MS = 4000;

export function ResumeUploadStep({ answers, update }: StepProps) {
  const { t, i18n } = useTranslation('onboarding');
  const setUi = useStepUi((state) => state.set);
  const setResume = useOnboardingStore((state) => state.setResume);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('empty');
  // Still reading after a few seconds: most likely a scan, which the server reads by OCR (issue 18 row 5).
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (phase !== 'analyzing') return;
    const timer = setTimeout(() => setSlow(true), SCAN_HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<ResumeAnalysis | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [applied, setApplied] = useState(false);

  const analyzed = phase === 'analyzed';
  useEffect(() => {
    setUi({
      nextLabel: analyzed ? t('resume.continueSmart') : t('resume.skip'),
      // After an analysis, Next waits until the person has confirmed (or dismissed) what was found.
      blocked: analyzed && !applied,
    });
  }, [analyzed, applied, setUi, t]);

  const choose = async (chosen: File | null) => {
    setResult(null);
    setDraft(null);
    setApplied(false);
    const problem = chosen ? await checkResumeFile(chosen) : null;
    if (problem) {
      setError(t(MESSAGE[problem]));
      setFile(null);
      setPhase('empty');
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setError(null);
    setFile(chosen);
    setPhase(chosen ? 'selected' : 'empty');
  };

  const change = () => {
    setFile(null);
    setPhase('empty');
    setError(null);
    setResult(null);
    setDraft(null);
    setApplied(false);
    setResume({ analyzed: false, nameFound: false });
    if (inputRef.current) inputRef.current.value = '';
  };

  const analyze = async () => {
    const problem = await checkResumeFile(file);
    if (problem || !file) {
      // A file that was just refused keeps its own message (what is wrong with it), not "select a file first".
      setError((shown) => (problem === 'NO_FILE' && shown ? shown : t(MESSAGE[problem ?? 'NO_FILE'])));
      return;
    }
    setError(null);
    setSlow(false);
    setPhase('analyzing');
    try {
      const outcome = await analyzeResume(file);
      if (!outcome.ok) {
        const message = t(MESSAGE[outcome.code]);
        setError(message);
        toast.error(message);
        setPhase('selected');
        return;
      }
      setResult(outcome.result);
      setDraft(draftFrom(outcome.result.analysis, i18n.resolvedLanguage === 'nl' ? 'nl' : 'en'));
      setPhase('analyzed');
      // One toast for one upload (walk finding 7): it says the analysis worked and what happens next.
      toast.success(t('resume.successSkip'));
    } catch {
      const message = t(MESSAGE.exception);
      setError(message);
      toast.error(message);
      setPhase('selected');
    }
  };

  const apply = () => {
    if (!draft || !result) return;
    const pick = (item: Field, current: string) =>
      item.use && item.value.trim() ? item.value.trim() : current;
    const info = answers.personalInfo;
    const personalInfo = {
      ...info,
      firstName: pick(draft.firstName, info.firstName),
      lastName: pick(draft.lastName, info.lastName),
      email: pick(draft.email, info.email),
      phone: pick(draft.phone, info.phone).slice(0, 40),
      location: pick(draft.location, info.location),
    };
    const education = answers.educationBackground;
    const level = pick(draft.level, education.level);
    const year = pick(draft.graduationYear, education.graduationYear);
    const educationBackground = {
      ...education,
      level: (EDUCATION_LEVELS as readonly string[]).includes(level)
        ? (level as EducationLevel)
        : education.level,
      institution: pick(draft.institution, education.institution),
      fieldOfStudy: pick(draft.fieldOfStudy, education.fieldOfStudy),
      graduationYear: /^\d{4}$/.test(year) ? year : education.graduationYear,
      gpa: pick(draft.gpa, education.gpa).slice(0, 20),
    };
    // Either decimal mark: the field is written in the reader's language and may be edited.
    const years = Number(draft.years.value.trim().replace(',', '.'));
    const yearsUsed = draft.years.use && Number.isFinite(years) && years >= 0 && draft.years.value !== '';
    // The band that holds the years shown (decision 0181); none for 10+ years without a leadership title.
    const experienceLevel = yearsUsed ? cvExperienceLevel(years, draft.leadership) : undefined;
    const confirmed = draft.skills.filter((skill) => skill.use).map((skill) => skill.name.slice(0, 80));
    const skills = [...answers.skills];
    for (const name of confirmed)
      if (!skills.some((existing) => skillKey(existing) === skillKey(name))) skills.push(name);
    // Languages: the ticked ones join those already answered; an answered language keeps the person's level.
    const languages = [...answers.languages];
    for (const language of draft.languages)
      if (language.use && !languages.some((known) => known.code === language.code))
        languages.push({ code: language.code, level: language.level });
    update({
      personalInfo,
      educationBackground,
      languages: languages.slice(0, 12),
      ...(experienceLevel && { experienceLevel }),
      skills: skills.slice(0, 100),
      resumeUploaded: true,
      resumeAnalysisId: result.id,
    });
    setResume({
      analyzed: true,
      nameFound: Boolean(personalInfo.firstName.trim() && personalInfo.lastName.trim()),
      // The experience step says where its tick came from, or why none (decision 0181).
      ...(yearsUsed && { years: yearsShown(years), leadership: draft.leadership }),
    });
    setApplied(true);
  };

  const dismiss = () => {
    setResult(null);
    setDraft(null);
    setApplied(false);
    setResume({ analyzed: false, nameFound: false });
    setPhase(file ? 'selected' : 'empty');
  };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('resume.intro')}</p>
      <div className="rounded-lg border-2 border-dashed border-slate-300 bg-white p-6 text-center">
        <FileText aria-hidden="true" className="mx-auto mb-3 size-10 text-slate-400" />
        {file ? (
          <div className="space-y-3">
            <p className="font-medium text-slate-900" data-testid="resume-file">
              {t('resume.selected', { name: file.name })}
            </p>
            <div className="flex flex-wrap justify-center gap-3">
              <Button type="button" variant="outline" onClick={change} disabled={phase === 'analyzing'}>
                {t('resume.change')}
              </Button>
              {phase !== 'analyzed' && (
                <Button type="button" onClick={analyze} disabled={phase === 'analyzing'}>
                  {phase === 'analyzing' ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Upload aria-hidden="true" />
                  )}
                  {phase === 'analyzing' ? t('resume.analyzing') : t('resume.analyze')}
                </Button>
              )}
            </div>
          </div>
        ) : (
          <div className="space-y-3">
            <label htmlFor={inputId} className="block font-medium text-slate-900">
              {t('resume.choose')}
            </label>
            {/* The browser's own file button speaks the browser's language ("Choose File", "No file chosen") in a
                Dutch page (walk 0087): it is hidden, and a button and a line of our own say it in the page's. */}
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => void choose(event.target.files?.[0] ?? null)}
            />
            <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
              <Button
                type="button"
                variant="outline"
                aria-describedby={`${inputId}-none`}
                onClick={() => inputRef.current?.click()}
              >
                {t('resume.pickFile')}
              </Button>
              <span id={`${inputId}-none`} className="text-sm text-slate-700">
                {t('resume.noFileChosen')}
              </span>
            </div>
            <p className="text-sm text-slate-600">{t('resume.rules')}</p>
            <Button type="button" onClick={analyze}>
              <Upload aria-hidden="true" />
              {t('resume.analyze')}
            </Button>
          </div>
        )}
        <p className="mt-3 text-sm text-slate-600" aria-live="polite">
          {phase === 'analyzing' && t(slow ? 'resume.analyzingScan' : 'resume.analyzingHint')}
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <p className="text-xs text-slate-500">{t('resume.privacy')}</p>
      {analyzed && result?.read === 'ocr' && <Notice tone="warning">{t('resume.readByOcr')}</Notice>}
      {analyzed && draft && (
        <ReviewFound
          draft={draft}
          onChange={setDraft}
          applied={applied}
          onApply={apply}
          onDismiss={dismiss}
        />
      )}
    </div>
  );
}

type FieldKey = Exclude<keyof Draft, 'skills' | 'leadership' | 'languages' | 'partTime' | 'studyJobs'>;

function ReviewFound({
  draft,
  onChange,
  applied,
  onApply,
  onDismiss,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  applied: boolean;
  onApply: () => void;
  onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  // Skill names in the screen's language ('Patient Care' -> 'Patiëntenzorg'); what is saved stays as found (walk F3).
  const locale = toFormatLocale(i18n.language);
  const languageName = useDisplayNames('language');
  const set = (key: FieldKey, patch: Partial<Field>) =>
    onChange({ ...draft, [key]: { ...draft[key], ...patch } });
  const rows: [FieldKey, string][] = [
    ['firstName', 'resume.fields.firstName'],
    ['lastName', 'resume.fields.lastName'],
    ['email', 'resume.fields.email'],
    ['phone', 'resume.fields.phone'],
    ['location', 'resume.fields.location'],
    ['institution', 'resume.fields.institution'],
    ['fieldOfStudy', 'resume.fields.fieldOfStudy'],
    ['graduationYear', 'resume.fields.graduationYear'],
    ['gpa', 'resume.fields.gpa'],
    ['years', 'resume.fields.years'],
  ];
  const found = rows.filter(([key]) => draft[key].confidence !== null);
  return (
    <section
      aria-labelledby="resume-found"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="resume-found" className="text-lg font-semibold text-slate-900">
          {t('resume.found.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('resume.found.hint')}</p>
      </div>
      {found.length === 0 && draft.level.confidence === null && (
        <p className="text-sm text-slate-700">{t('resume.found.nothing')}</p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {found.map(([key, label]) => (
          <FoundField
            key={key}
            label={t(label)}
            item={draft[key]}
            disabled={applied}
            onChange={(patch) => set(key, patch)}
            note={key === 'years' ? yearsNote(draft, t) : undefined}
          />
        ))}
        {draft.level.confidence !== null && (
          <div className="rounded-md border border-slate-200 p-3">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                checked={draft.level.use}
                disabled={applied}
                onChange={(event) => set('level', { use: event.target.checked })}
              />
              {t('resume.fields.level')}
              <Confidence value={draft.level.confidence} />
            </label>
            <select
              aria-label={t('resume.fields.level')}
              value={draft.level.value}
              disabled={applied}
              onChange={(event) => set('level', { value: event.target.value, use: true })}
              className="mt-2 h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm"
            >
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`resume.levels.${level}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {draft.skills.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('resume.found.skills')}</legend>
          <p className="text-xs text-slate-600">{t('resume.found.skillsHint')}</p>
          <ul className="flex flex-wrap gap-2">
            {draft.skills.map((skill, index) => (
              <li key={`${skill.name}-${index}`}>
                <label className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={skill.use}
                    disabled={applied}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        skills: draft.skills.map((item, at) =>
                          at === index ? { ...item, use: event.target.checked } : item,
                        ),
                      })
                    }
                  />
                  {skillNameFromText(skill.name, locale)}
                  {skill.inferred && (
                    <span className="text-xs text-slate-500">({t('resume.found.suggested')})</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {draft.languages.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('resume.found.languages')}</legend>
          <p className="text-xs text-slate-600">{t('resume.found.languagesHint')}</p>
          <ul className="flex flex-wrap gap-2">
            {draft.languages.map((language, index) => (
              <li key={language.code}>
                <label className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm">
                  <input
                    type="checkbox"
                    checked={language.use}
                    disabled={applied}
                    onChange={(event) =>
                      onChange({
                        ...draft,
                        languages: draft.languages.map((item, at) =>
                          at === index ? { ...item, use: event.target.checked } : item,
                        ),
                      })
                    }
                  />
                  {t(
                    language.levelOnCv === false ? 'resume.found.languageNoLevel' : 'resume.found.language',
                    {
                      language: languageName(language.code),
                      level: t(`languages.levels.${language.level}`),
                    },
                  )}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {applied ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {t('resume.found.applied')}
        </p>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={onApply}>
            {t('resume.found.apply')}
          </Button>
          <Button type="button" variant="ghost" onClick={onDismiss}>
            {t('resume.found.dismiss')}
          </Button>
        </div>
      )}
    </section>
  );
}

function FoundField({
  label,
  item,
  disabled,
  onChange,
  note,
}: {
  label: string;
  item: Field;
  disabled: boolean;
  onChange: (patch: Partial<Field>) => void;
  /** A line under the field saying how the value was made. */
  note?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="rounded-md border border-slate-200 p-3">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          aria-label={label}
          checked={item.use}
          disabled={disabled}
          onChange={(event) => onChange({ use: event.target.checked })}
        />
        <label htmlFor={id}>{label}</label>
        <Confidence value={item.confidence} />
      </div>
      <input
        id={id}
        value={item.value}
        disabled={disabled}
        onChange={(event) => onChange({ value: event.target.value, use: true })}
        aria-describedby={note ? `${id}-note` : undefined}
        className="mt-2 h-9 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900"
      />
      {note && (
        <p id={`${id}-note`} className="mt-1.5 text-xs text-slate-600">
          {note}
        </p>
      )}
    </div>
  );
}

function Confidence({ value }: { value: number | null }) {
  const { t } = useTranslation('onboarding');
  if (value === null) return null;
  const band = value >= 0.85 ? 'high' : value >= CONFIDENT ? 'medium' : 'low';
  const color =
    band === 'high'
      ? 'bg-green-100 text-green-900'
      : band === 'medium'
        ? 'bg-amber-100 text-amber-900'
        : 'bg-red-100 text-red-900';
  return (
    <span className={`ml-auto rounded-full px-2 py-0.5 text-xs font-normal ${color}`}>
      {t(`resume.confidence.${band}`, { percent: Math.round(value * 100) })}
    </span>
  );
}

/** What the years field says about how jobs were counted: part-time by share, jobs while studying partly. */
function yearsNote(draft: Draft, t: (key: string) => string): string | undefined {
  const notes = [
    draft.studyJobs ? t('resume.found.studyYears') : '',
    draft.partTime ? t('resume.found.partTimeYears') : '',
  ].filter(Boolean);
  return notes.length > 0 ? notes.join(' ') : undefined;
}
