import { z } from 'zod';

/**
 * The enumerations of spec section 3 (and the option lists of section 2), one place for web, api and datasets.
 * Labels live in the web app's locales under the same ids.
 */

export const USER_TYPES = ['student', 'recent-grad', 'career-changer', 'professional'] as const;
export const UserType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserType>;

export const WHAT_MATTERS = [
  'finding-job',
  'relocating',
  'cost-of-living',
  'family-opportunities',
  'exploring',
] as const;
export const WhatMatters = z.enum(WHAT_MATTERS);
export type WhatMatters = z.infer<typeof WhatMatters>;

export const CAREER_STATUSES = ['exploring', 'decided', 'changing', 'advancing'] as const;
export const CareerStatus = z.enum(CAREER_STATUSES);
export type CareerStatus = z.infer<typeof CareerStatus>;

/** entry (0-2 years), junior (2-4), mid (4-7), senior (7-10), lead (10+ with leadership). */
export const EXPERIENCE_LEVELS = ['entry', 'junior', 'mid', 'senior', 'lead'] as const;
export const ExperienceLevel = z.enum(EXPERIENCE_LEVELS);
export type ExperienceLevel = z.infer<typeof ExperienceLevel>;

export const EDUCATION_LEVELS = [
  'high-school',
  'associates',
  'bachelors',
  'masters',
  'phd',
  'bootcamp',
  'other',
] as const;
export const EducationLevel = z.enum(EDUCATION_LEVELS);
export type EducationLevel = z.infer<typeof EducationLevel>;

export const AGE_RANGES = ['18-22', '23-27', '28-32', '33-37', '38+'] as const;
export const AgeRange = z.enum(AGE_RANGES);
export type AgeRange = z.infer<typeof AgeRange>;

/** 'family' is two adults with children; 'single-parent' one adult with children (issue 15). */
export const FAMILY_STATUSES = ['single', 'couple', 'family', 'single-parent', 'planning'] as const;
export const FamilyStatus = z.enum(FAMILY_STATUSES);
export type FamilyStatus = z.infer<typeof FamilyStatus>;

/** 0-1-years (high urgency), 1-3-years (medium), 3-5-years (low). */
export const TIMELINES = ['0-1-years', '1-3-years', '3-5-years'] as const;
export const Timeline = z.enum(TIMELINES);
export type Timeline = z.infer<typeof Timeline>;

export const AVAILABILITIES = [
  'immediately',
  '2weeks',
  '1month',
  '2months',
  '3months',
  'upon-graduation',
  'flexible',
] as const;
export const Availability = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof Availability>;

export const LIFESTYLE_VALUES = [
  'community',
  'nature',
  'culture',
  'family-friendly',
  'affordability',
  'growth',
] as const;
export const LifestyleValue = z.enum(LIFESTYLE_VALUES);
export type LifestyleValue = z.infer<typeof LifestyleValue>;

export const BENEFITS = [
  'health',
  'dental',
  'retirement',
  'pto',
  'flexible',
  'remote',
  'learning',
  'gym',
  'equity',
  'childcare',
  'transportation',
  'food',
] as const;
export const Benefit = z.enum(BENEFITS);
export type Benefit = z.infer<typeof Benefit>;

/**
 * The spec's five salary currencies (EUR, USD, GBP, CAD, AUD), then the currency of every other country Thrive has
 * cities and tax rules for (decision 0062): a person paid in zloty or kronor types their pay in it instead of having
 * it read as euros.
 */
export const SPEC_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD'] as const;
export const CURRENCIES = [...SPEC_CURRENCIES, 'CHF', 'DKK', 'SEK', 'NOK', 'PLN', 'CZK', 'SGD'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const SALARY_TIMEFRAMES = ['annual', 'monthly', 'hourly'] as const;
export const SalaryTimeframe = z.enum(SALARY_TIMEFRAMES);
export type SalaryTimeframe = z.infer<typeof SalaryTimeframe>;

/** The analysis' prediction horizons. */
export const PREDICTION_TIMEFRAMES = ['0-3', '3-5', '5-10'] as const;
export const PredictionTimeframe = z.enum(PREDICTION_TIMEFRAMES);
export type PredictionTimeframe = z.infer<typeof PredictionTimeframe>;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const CourseLevel = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof CourseLevel>;

export const WORK_ENERGIES = [
  'creative',
  'analytical',
  'people',
  'problem-solving',
  'leadership',
  'technical',
  'strategic',
  'hands-on',
  'mentoring',
  'research',
  'optimization',
  'customer',
  'deep-work',
] as const;
export const WorkEnergy = z.enum(WORK_ENERGIES);
export type WorkEnergy = z.infer<typeof WorkEnergy>;

export const INDUSTRY_BOUNDARIES = ['thrive-exploring', 'adjacent', 'deeper', 'role-matters'] as const;
export const IndustryBoundary = z.enum(INDUSTRY_BOUNDARIES);
export type IndustryBoundary = z.infer<typeof IndustryBoundary>;

export const WORK_ENVIRONMENTS = ['collaborative', 'quiet', 'mixed', 'remote', 'hybrid', 'onsite'] as const;
export const WorkEnvironment = z.enum(WORK_ENVIRONMENTS);
export type WorkEnvironment = z.infer<typeof WorkEnvironment>;

export const IMPACT_SIZES = ['millions', 'communities', 'breakthrough', 'individual'] as const;
export const ImpactSize = z.enum(IMPACT_SIZES);
export type ImpactSize = z.infer<typeof ImpactSize>;

export const INFLUENCE_STYLES = ['data', 'relationships', 'systems', 'execution'] as const;
export const InfluenceStyle = z.enum(INFLUENCE_STYLES);
export type InfluenceStyle = z.infer<typeof InfluenceStyle>;

export const LIFE_GOALS = [
  'worklife',
  'family-time',
  'health',
  'travel',
  'hobbies',
  'community',
  'learning-life',
  'financial-freedom',
  'stability',
  'adventure',
  'creativity',
  'spiritual',
  'legacy',
] as const;
export const LifeGoal = z.enum(LIFE_GOALS);
export type LifeGoal = z.infer<typeof LifeGoal>;

export const CAREER_GOALS = [
  'leadership',
  'technical-mastery',
  'entrepreneurship',
  'global-impact',
  'innovation',
  'mentorship',
  'expertise',
  'work-flexibility',
  'salary-growth',
] as const;
export const CareerGoal = z.enum(CAREER_GOALS);
export type CareerGoal = z.infer<typeof CareerGoal>;

export const LOCATION_PREFERENCES = [
  'anywhere',
  'current',
  'urban',
  'suburban',
  'coastal',
  'mountains',
  'tech-hubs',
  'affordable',
  'international',
  'climate-warm',
  'climate-seasons',
  'small-town',
] as const;
export const LocationPreference = z.enum(LOCATION_PREFERENCES);
export type LocationPreference = z.infer<typeof LocationPreference>;

/**
 * The 20 industries of the industry-interests step (the spec names the count, not the list; see
 * docs/decisions/0004-industries.md). Ids are stable; datasets tag hubs, employers and roles with them.
 */
export const INDUSTRIES = [
  'technology',
  'finance',
  'healthcare',
  'education',
  'manufacturing',
  'retail',
  'consulting',
  'media',
  'energy',
  'government',
  'nonprofit',
  'real-estate',
  'transportation',
  'hospitality',
  'agriculture',
  'legal',
  'telecommunications',
  'biotech',
  'automotive',
  'aerospace',
] as const;
export const Industry = z.enum(INDUSTRIES);
export type Industry = z.infer<typeof Industry>;

export const SKILL_CATEGORIES = ['Technical', 'Soft Skills', 'Domain Knowledge'] as const;
export const SkillCategory = z.enum(SKILL_CATEGORIES);
export type SkillCategory = z.infer<typeof SkillCategory>;

export const SKILL_PRIORITIES = ['High', 'Medium', 'Low'] as const;
export const SkillPriority = z.enum(SKILL_PRIORITIES);
export type SkillPriority = z.infer<typeof SkillPriority>;

export const MILESTONE_TYPES = ['foundation', 'skill', 'career', 'achievement'] as const;
export const MilestoneType = z.enum(MILESTONE_TYPES);
export type MilestoneType = z.infer<typeof MilestoneType>;

/**
 * How a figure was obtained: typed from an official table, computed from official figures, estimated, or reported by
 * the person (their own current pay, decision 0089). A figure computed from a reported one is 'derived' (`weakest`).
 */
export const FIGURE_BASES = ['official', 'derived', 'estimate', 'reported'] as const;
export const FigureBasis = z.enum(FIGURE_BASES);
export type FigureBasis = z.infer<typeof FigureBasis>;

/**
 * How well a person speaks a language (the wizard's languages question; issue 16): native; fluent (CEFR C1-C2);
 * good (B2); conversational (B1); basic (A1-A2).
 */
export const LANGUAGE_LEVELS = ['native', 'fluent', 'good', 'conversational', 'basic'] as const;
export const LanguageLevel = z.enum(LANGUAGE_LEVELS);
export type LanguageLevel = z.infer<typeof LanguageLevel>;

/**
 * The kind of health cover a household pays out of net pay in a city (decision 0106): the Swiss compulsory basic
 * insurance bought per person (KVG), the Dutch basic insurance's nominal premium per adult less the zorgtoeslag, the
 * employee's share of a US employer plan.
 */
export const HealthCoverKind = z.enum(['swiss-kvg', 'dutch-basic', 'us-employer-share']);
export type HealthCoverKind = z.infer<typeof HealthCoverKind>;
