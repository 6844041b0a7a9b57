import type { SkillCategory } from '@thrive/core/contracts/enums';

/**
 * The chips offered on the skills step, grouped by the taxonomy's categories. Every name resolves in the skills
 * taxonomy (a test checks), so chosen skills match roles, gaps and courses; anything else can be added by hand.
 */
export const SKILL_SUGGESTIONS: readonly { category: SkillCategory; skills: readonly string[] }[] = [
  {
    category: 'Technical',
    skills: [
      'Python Programming',
      'JavaScript',
      'TypeScript',
      'Java',
      'SQL',
      'Machine Learning',
      'Data Analysis',
      'Data Visualization',
      'Cloud Computing',
      'Cybersecurity',
      'Web Development',
      'Excel',
      'UX Design',
      'DevOps',
    ],
  },
  {
    category: 'Soft Skills',
    skills: [
      'Communication',
      'Leadership',
      'Teamwork',
      'Problem Solving',
      'Critical Thinking',
      'Time Management',
      'Adaptability',
      'Creativity',
      'Negotiation',
      'Public Speaking',
    ],
  },
  {
    category: 'Domain Knowledge',
    skills: [
      'Project Management',
      'Product Management',
      'Marketing',
      'Financial Analysis',
      'Accounting',
      'Sales',
      'Patient Care',
      'Teaching',
      'Sustainability and ESG',
      'Supply Chain Management',
      'Human Resources',
      'Contract Law',
    ],
  },
];
