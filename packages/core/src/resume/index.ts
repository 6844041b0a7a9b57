export type {
  Line,
  PageText,
  ParseOptions,
  ResumeText,
  Section,
  SectionKind,
  PlaceLookup,
  SkillLookup,
  TextItem,
  YearMonth,
} from './types';
export { parseResume, readingOrder, totalYears, type ResumeLayout } from './analyze';
export { experienceLevelFor } from './levels';
export { pageLines, capText, MAX_ITEMS, MAX_CHARS } from './lines';
export { detectColumns } from './columns';
export { splitSections, headingKind } from './sections';
export { findDateRange, findDateRanges, parseDate } from './dates';
export { findEmail, findPhone, findName, findLocation, findLinks } from './contact';
export { parseExperience } from './experience';
export { parseEducation, fieldOfStudy } from './education';
export { matchListedSkills, inferSkills, skillTokens } from './skills';
export { parseLanguages } from './languages';
