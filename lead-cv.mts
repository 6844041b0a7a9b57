import { readFileSync } from 'node:fs';
import { createResumeReader } from './apps/api/src/adapters/resume-reader';
const reader = createResumeReader();
const bytes = readFileSync(process.argv[2]!);
const { facts } = await reader.read(new Uint8Array(bytes), { now: new Date('2026-11-26') } as never);
console.log(JSON.stringify({ name: (facts as any).name ?? (facts as any).personal, skills: (facts as any).skills }, null, 1).slice(0, 3000));
for (const s of (facts as any).skills ?? []) console.log(JSON.stringify(s.name ?? s), [...(s.name ?? s)].map((c: string) => c.charCodeAt(0).toString(16)).join(' ').slice(0,80));
await reader.close();
