import { z } from 'zod';
import { EducationLevel } from './enums';

/**
 * What the resume reader extracted from a CV (issue 8), each fact with how sure the reader is (0..1).
 * Facts the reader did not find are absent (or empty lists), never guessed: the wizard pre-fills only
 * what is here and the person confirms it.
 */

export const Confidence = z.number().min(0).max(1);
export type Confidence = z.infer<typeof Confidence>;

/** One extracted value with its confidence. */
export const withConfidence = <T extends z.ZodType>(value: T) => z.object({ value, confidence: Confidence });

const text = (max: number) => withConfidence(z.string().trim().min(1).max(max));

/** 'YYYY' or 'YYYY-MM' as written on the CV. */
const YearMonth = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/);

export const LINK_KINDS = ['linkedin', 'github', 'portfolio', 'website', 'other'] as const;
export const LinkKind = z.enum(LINK_KINDS);
export type LinkKind = z.infer<typeof LinkKind>;

export const ResumeLink = z.object({
  url: z.url().max(500),
  kind: LinkKind,
  confidence: Confidence,
});
export type ResumeLink = z.infer<typeof ResumeLink>;

export const ResumeEducation = z.object({
  level: withConfidence(EducationLevel).optional(),
  /** The degree as written ('B.S. in Computer Science'); added for the confirm screen (issue 8). */
  degree: text(200).optional(),
  institution: text(200).optional(),
  fieldOfStudy: text(200).optional(),
  graduationYear: withConfidence(z.number().int().min(1950).max(2100)).optional(),
  gpa: text(20).optional(),
});
export type ResumeEducation = z.infer<typeof ResumeEducation>;

export const ResumeExperience = z.object({
  title: text(200),
  company: text(200).optional(),
  start: withConfidence(YearMonth).optional(),
  end: withConfidence(YearMonth).optional(),
  current: withConfidence(z.boolean()),
  /**
   * Share of a full-time week (0 < share < 1) when the CV marks the job part-time ('0.5 FTE', '20 hrs/week',
   * 'deeltijd'); absent for a full-time job or one the CV says nothing about (decision 0085).
   */
  fte: withConfidence(z.number().gt(0).lt(1)).optional(),
  /**
   * A student or side job ('Werkstudent', 'Bijbaan'), or a job during full-time study on the CV: the years count it at
   * most a quarter of a full-time week (decision 0161).
   */
  whileStudying: z.boolean().optional(),
});
export type ResumeExperience = z.infer<typeof ResumeExperience>;

export const ResumeSkill = z.object({
  /** Id in the skills taxonomy (datasets). */
  id: z.string().min(1).max(80),
  name: z.string().min(1).max(80),
  confidence: Confidence,
  /** 'listed' in a skills section, or 'inferred' from running text (a suggestion the person confirms). */
  source: z.enum(['listed', 'inferred']).optional(),
});
export type ResumeSkill = z.infer<typeof ResumeSkill>;

export const ResumeLanguage = z.object({
  /** ISO 639-1 code, e.g. 'nl'. */
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1).max(60),
  /** CEFR level when the CV states one (or 'native'). */
  level: z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native']).optional(),
  confidence: Confidence,
});
export type ResumeLanguage = z.infer<typeof ResumeLanguage>;

export const ResumeFacts = z.object({
  name: text(200).optional(),
  email: withConfidence(z.email().max(254)).optional(),
  phone: text(40).optional(),
  location: text(200).optional(),
  links: z.array(ResumeLink).max(20).default([]),
  education: z.array(ResumeEducation).max(20).default([]),
  experience: z.array(ResumeExperience).max(50).default([]),
  /**
   * Years of experience: dated jobs, overlaps once, a part-time job counted by its share (decision 0085), a job while
   * studying at most a quarter (decision 0161).
   */
  totalYears: withConfidence(z.number().min(0).max(70)).optional(),
  skills: z.array(ResumeSkill).max(200).default([]),
  /** Listed in a skills section but not in the taxonomy; the wizard offers them as custom skills. */
  unmatchedSkills: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
  languages: z.array(ResumeLanguage).max(30).default([]),
});
export type ResumeFacts = z.infer<typeof ResumeFacts>;
export type ResumeFactsInput = z.input<typeof ResumeFacts>;
