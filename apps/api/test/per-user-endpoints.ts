import { randomUUID } from 'node:crypto';
import { listCourses } from '@thrive/core/datasets/index';
import { expect } from 'vitest';
import { resumeAnalyses } from '../src/db/schema/index';
import type { PerUserCase } from './isolation';

const course = listCourses()[0]!;

/**
 * Every endpoint family that reads or writes one person's data. Add a case when you add a per-user table or
 * endpoint; user-data-isolation.int.test.ts runs them all (on both databases).
 */
export const PER_USER_CASES: PerUserCase[] = [
  {
    name: 'onboarding answers',
    tables: ['onboarding_answers'],
    async create(owner) {
      const marker = `owner-goal-${randomUUID()}`;
      const res = await owner.put('/api/me/onboarding', { answers: { careerGoalsText: marker } });
      expect(res.status).toBe(200);
      return { ref: 'me', marker };
    },
    reads: () => [
      { method: 'GET', path: '/api/me/onboarding' },
      { method: 'GET', path: '/api/me' },
    ],
    writes: () => [
      { method: 'PUT', path: '/api/me/onboarding', body: { answers: { careerGoalsText: 'hijacked' } } },
    ],
    readOwn: async (owner) => (await owner.get('/api/me/onboarding')).text,
  },
  {
    name: 'onboarding draft',
    tables: ['onboarding_drafts'],
    async create(owner) {
      const marker = `owner-draft-${randomUUID()}`;
      const res = await owner.put('/api/me/onboarding/draft', {
        answers: { careerGoalsText: marker },
        step: 'career-goals',
      });
      expect(res.status).toBe(200);
      return { ref: 'me', marker };
    },
    reads: () => [{ method: 'GET', path: '/api/me/onboarding/draft' }],
    writes: () => [
      {
        method: 'PUT',
        path: '/api/me/onboarding/draft',
        body: { answers: { careerGoalsText: 'hijacked' }, step: 'survey' },
      },
      { method: 'DELETE', path: '/api/me/onboarding/draft' },
    ],
    readOwn: async (owner) => (await owner.get('/api/me/onboarding/draft')).text,
  },
  {
    name: 'learning progress',
    tables: ['learning_progress'],
    async create(owner) {
      expect(
        (await owner.put(`/api/learning-progress/${course.id}`, { skillId: course.skills[0] })).status,
      ).toBe(200);
      const logged = await owner.request('PATCH', `/api/learning-progress/${course.id}`, { addHours: 3.25 });
      expect(logged.status).toBe(200);
      return { ref: course.id, marker: '"hoursSpent":3.25' };
    },
    reads: () => [{ method: 'GET', path: '/api/learning-progress' }],
    writes: (id) => [
      { method: 'PATCH', path: `/api/learning-progress/${id}`, body: { addHours: 1 } },
      {
        method: 'PATCH',
        path: `/api/learning-progress/${id}`,
        body: { status: 'completed', certified: true },
      },
      { method: 'DELETE', path: `/api/learning-progress/${id}` },
    ],
    readOwn: async (owner) => (await owner.get('/api/learning-progress')).text,
  },
  {
    name: 'resume analyses',
    tables: ['resume_analyses'],
    // Made in the database: the upload path needs a PDF and the analysis engine; the read path is what is tested.
    async create(owner, ctx) {
      const me = await owner.get('/api/me');
      const marker = `resume-${randomUUID()}`;
      await ctx.database.db.insert(resumeAnalyses).values({
        userId: me.json.user.id,
        analysisResult: { summary: marker },
      } as typeof resumeAnalyses.$inferInsert);
      return { ref: 'latest', marker };
    },
    reads: () => [{ method: 'GET', path: '/api/resume-analyses/latest' }],
    writes: () => [],
    readOwn: async (owner) => (await owner.get('/api/resume-analyses/latest')).text,
  },
  {
    name: 'second factors',
    tables: [],
    accountOnly: true,
    async create(owner) {
      const marker = `Phone ${randomUUID().slice(0, 6)}`;
      const res = await owner.post('/api/account/factors', {
        factorType: 'phone',
        friendlyName: marker,
        phone: '+31612345678',
      });
      expect(res.status).toBe(201);
      return { ref: res.json.id as string, marker };
    },
    reads: () => [{ method: 'GET', path: '/api/account/factors' }],
    writes: (id) => [
      { method: 'DELETE', path: `/api/account/factors/${id}`, body: { password: 'correct horse battery' } },
      { method: 'POST', path: `/api/account/factors/${id}/verify`, body: { code: '123456' } },
      { method: 'POST', path: `/api/account/factors/${id}/challenge`, body: { channel: 'sms' } },
    ],
    readOwn: async (owner) => (await owner.get('/api/account/factors')).text,
  },
  {
    name: 'career analyses',
    tables: ['career_analyses'],
    async create(owner) {
      const { sampleRequest } = await import('./analysis-helpers');
      const res = await owner.post('/api/functions/generate-career-analysis', {
        onboardingData: sampleRequest(),
      });
      expect(res.status).toBeLessThan(300);
      const id = res.json.analysis.id as string;
      return { ref: id, marker: id };
    },
    reads: (id) => [
      { method: 'GET', path: '/api/analyses/latest' },
      { method: 'GET', path: `/api/analyses/${id}` },
    ],
    writes: () => [],
    readOwn: async (owner) => (await owner.get('/api/analyses/latest')).text,
  },
  {
    name: 'compared cities',
    tables: ['compared_cities'],
    async create(owner) {
      const { sampleRequest } = await import('./analysis-helpers');
      const res = await owner.post('/api/functions/generate-career-analysis', {
        onboardingData: sampleRequest(),
      });
      expect(res.status).toBeLessThan(300);
      const id = res.json.analysis.id as string;
      const saved = await owner.put(`/api/analyses/${id}/compared-cities`, { cities: ['lisbon', 'munich'] });
      expect(saved.status).toBe(200);
      return { ref: id, marker: '"cities":["lisbon","munich"]' };
    },
    reads: (id) => [{ method: 'GET', path: `/api/analyses/${id}/compared-cities` }],
    writes: (id) => [
      { method: 'PUT', path: `/api/analyses/${id}/compared-cities`, body: { cities: ['berlin', 'zurich'] } },
    ],
    readOwn: async (owner, id) => (await owner.get(`/api/analyses/${id}/compared-cities`)).text,
  },
];
