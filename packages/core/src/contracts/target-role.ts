import { z } from 'zod';

/**
 * The roles of the catalogue (datasets roles.json), the choices of the wizard's "Which role do you want to move to?"
 * (decision 0202). Typed in, so the answers' contract does not load the datasets; `target-role.test.ts` checks it is
 * exactly the set of the catalogue's roles.
 */
export const CATALOGUE_ROLE_IDS = [
  'software-developer',
  'backend-developer',
  'frontend-developer',
  'mobile-developer',
  'devops-engineer',
  'cloud-architect',
  'qa-engineer',
  'security-analyst',
  'security-engineer',
  'penetration-tester',
  'blockchain-engineer',
  'game-developer',
  'systems-administrator',
  'it-support-specialist',
  'engineering-manager',
  'hardware-engineer',
  'data-scientist',
  'data-analyst',
  'machine-learning-engineer',
  'ai-research-scientist',
  'data-engineer',
  'database-administrator',
  'statistician',
  'operations-research-analyst',
  'actuary',
  'product-manager',
  'it-project-manager',
  'project-manager',
  'business-analyst',
  'ux-designer',
  'graphic-designer',
  'industrial-designer',
  'animator',
  'marketing-manager',
  'marketing-specialist',
  'seo-specialist',
  'social-worker',
  'pr-specialist',
  'technical-writer',
  'accountant',
  'financial-analyst',
  'financial-manager',
  'risk-specialist',
  'quantitative-analyst',
  'management-consultant',
  'registered-nurse',
  'nurse-practitioner',
  'pharmacist',
  'physical-therapist',
  'psychologist',
  'physician',
  'health-services-manager',
  'medical-scientist',
  'primary-teacher',
  'secondary-teacher',
  'instructional-designer',
  'training-specialist',
  'mechanical-engineer',
  'electrical-engineer',
  'civil-engineer',
  'industrial-engineer',
  'aerospace-engineer',
  'environmental-engineer',
  'biomedical-engineer',
  'renewable-energy-engineer',
  'operations-manager',
  'logistician',
  'supply-chain-manager',
  'hr-manager',
  'hr-specialist',
  'sales-manager',
  'technical-sales',
  'account-manager',
  'lawyer',
  'paralegal',
  'compliance-officer',
  'economist',
  'retail-salesperson',
  'customer-service-representative',
  'nursing-assistant',
  'medical-assistant',
  'pharmacy-technician',
  'electrician',
  'truck-driver',
  'warehouse-worker',
  'administrative-assistant',
  'bookkeeping-clerk',
  'food-service-manager',
  'preschool-teacher',
] as const;
export type CatalogueRoleId = (typeof CATALOGUE_ROLE_IDS)[number];

/** The error code of a role id the catalogue does not hold (the API's 400). */
export const UNKNOWN_ROLE = 'UNKNOWN_ROLE';

export function isCatalogueRole(id: string): id is CatalogueRoleId {
  return (CATALOGUE_ROLE_IDS as readonly string[]).includes(id);
}

/**
 * The role a career changer wants to move to (optional, decision 0202). An id the catalogue does not hold is refused
 * with `params.code` UNKNOWN_ROLE, which the API turns into its error code (apps/api `parseWith`).
 */
export const TargetRole = z
  .string()
  .max(64)
  .refine(isCatalogueRole, {
    message: 'Unknown role: the catalogue has no role with this id.',
    params: { code: UNKNOWN_ROLE },
  });

/** The answers that make someone a career changer: the first step's "Career Changer" or the status "Changing careers". */
export function isCareerChanger(a: {
  userType?: string | undefined;
  careerStatus?: string | undefined;
}): boolean {
  return a.userType === 'career-changer' || a.careerStatus === 'changing';
}

/**
 * Who is asked "Which role do you want to move to? (optional)" on the goals step: a career changer (decision 0202),
 * a working professional and a recent graduate (decision 0237, walk W609: an accountant who wants to become a
 * financial analyst could not name the role). A student is not asked: she names where she wants to go in her own
 * words (decision 0230).
 */
export function asksTargetRole(a: {
  userType?: string | undefined;
  careerStatus?: string | undefined;
}): boolean {
  return isCareerChanger(a) || a.userType === 'professional' || a.userType === 'recent-grad';
}

/**
 * The target role the answers hold for someone who is asked it (`asksTargetRole`); undefined for anyone else (a target
 * chosen earlier is not used once the person's answers no longer ask it; the answer is kept, should they ask it again).
 */
export function targetRoleOf(a: {
  userType?: string | undefined;
  careerStatus?: string | undefined;
  targetRole?: string | undefined;
}): string | undefined {
  return asksTargetRole(a) && a.targetRole && isCatalogueRole(a.targetRole) ? a.targetRole : undefined;
}
