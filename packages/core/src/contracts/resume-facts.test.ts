import { describe, expect, it } from 'vitest';
import { ResumeFacts } from './resume-facts';

describe('ResumeFacts', () => {
  it('accepts facts with confidences and fills empty lists', () => {
    const facts = ResumeFacts.parse({
      name: { value: 'Sanne de Vries', confidence: 0.95 },
      email: { value: 'sanne@example.org', confidence: 1 },
      education: [
        {
          level: { value: 'masters', confidence: 0.7 },
          institution: { value: 'Utrecht University', confidence: 0.9 },
          graduationYear: { value: 2024, confidence: 0.8 },
        },
      ],
      experience: [
        {
          title: { value: 'Data Intern', confidence: 0.9 },
          start: { value: '2023-02', confidence: 0.6 },
          current: { value: false, confidence: 0.5 },
        },
      ],
      totalYears: { value: 1.5, confidence: 0.4 },
      skills: [{ id: 'python', name: 'Python', confidence: 0.85 }],
      languages: [{ code: 'nl', name: 'Dutch', level: 'native', confidence: 0.9 }],
    });
    expect(facts.links).toEqual([]);
    expect(facts.education[0]?.level?.value).toBe('masters');
  });

  it('rejects confidences outside 0..1 and malformed values', () => {
    expect(ResumeFacts.safeParse({ name: { value: 'A', confidence: 1.01 } }).success).toBe(false);
    expect(ResumeFacts.safeParse({ name: { value: 'A', confidence: -0.01 } }).success).toBe(false);
    expect(ResumeFacts.safeParse({ email: { value: 'not-an-email', confidence: 0.5 } }).success).toBe(false);
    expect(
      ResumeFacts.safeParse({
        experience: [
          {
            title: { value: 'X', confidence: 1 },
            start: { value: '2023-13', confidence: 1 },
            current: { value: true, confidence: 1 },
          },
        ],
      }).success,
    ).toBe(false);
    expect(
      ResumeFacts.safeParse({ links: [{ url: 'https://github.com/x', kind: 'github', confidence: 0.9 }] })
        .success,
    ).toBe(true);
  });
});
