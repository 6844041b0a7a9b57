/**
 * npm run bench:resume — the resume reader on (a) a generated corpus with full ground truth and (b) the labelled
 * OfflineCV PDFs in ../shared/data/resumes (or RESUME_DATA_DIR); then the time to refuse each hostile input.
 * Prints figures; never fails on them (issue 8 targets are printed next to the figures).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { findSkill } from '../packages/core/src/datasets/skills';
import { parseResume } from '../packages/core/src/resume/index';
import { prescanPdf } from '../apps/api/src/adapters/pdf-prescan';
import { createPdfTextExtractor, PdfTextError } from '../apps/api/src/adapters/pdf-text';
import { readResumeUpload } from '../apps/api/src/services/resume/read-upload';
import { skillTaxonomy } from '../apps/api/src/services/resume/skill-lookup';
import * as hostile from '../apps/api/test/resume-fixtures';
import { generateCorpus, NOW } from './resume/corpus';

type Facts = ReturnType<typeof parseResume>['facts'];

const root = resolve(import.meta.dirname, '..');
const dataDir = process.env.RESUME_DATA_DIR ?? resolve(root, '../shared/data/resumes');
const extractor = createPdfTextExtractor();
const taxonomy = skillTaxonomy();

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

const norm = (value: string | undefined | null) =>
  (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
const digits = (value: string | undefined) => (value ?? '').replace(/\D/g, '');
function partial(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  if (!x || !y) return false;
  if (x.includes(y) || y.includes(x)) return true;
  const ta = new Set(x.split(' '));
  const tb = new Set(y.split(' '));
  const common = [...ta].filter((token) => tb.has(token)).length;
  return common / Math.max(ta.size, tb.size) >= 0.5;
}

class FieldScore {
  exact = 0;
  partial = 0;
  total = 0;
  add(
    found: string | undefined,
    truth: string | undefined,
    same = (a: string, b: string) => norm(a) === norm(b),
  ) {
    if (!truth) return;
    this.total += 1;
    if (found && same(found, truth)) this.exact += 1;
    if (found && (same(found, truth) || partial(found, truth))) this.partial += 1;
  }
}

class SetScore {
  tp = 0;
  fp = 0;
  fn = 0;
  add(found: string[], truth: string[], same: (a: string, b: string) => boolean) {
    const left = [...truth];
    for (const item of found) {
      const at = left.findIndex((candidate) => same(item, candidate));
      if (at >= 0) {
        this.tp += 1;
        left.splice(at, 1);
      } else this.fp += 1;
    }
    this.fn += left.length;
  }
  get p() {
    return this.tp + this.fp ? this.tp / (this.tp + this.fp) : 1;
  }
  get r() {
    return this.tp + this.fn ? this.tp / (this.tp + this.fn) : 1;
  }
  get f1() {
    return this.p + this.r ? (2 * this.p * this.r) / (this.p + this.r) : 0;
  }
}

const sameSkill = (a: string, b: string) => {
  if (norm(a) === norm(b)) return true;
  const x = findSkill(a);
  const y = findSkill(b);
  return Boolean(x && y && x.id === y.id);
};
const sameText = (a: string, b: string) => norm(a) === norm(b);

async function analyze(bytes: Uint8Array): Promise<{ facts: Facts; ms: number; multi: number }> {
  const started = performance.now();
  const scan = prescanPdf(bytes);
  if (!scan.ok) throw new Error(`refused: ${scan.code}`);
  const text = await extractor.extract(bytes.slice());
  const { facts, layout } = parseResume(text, {
    now: NOW,
    findSkill: taxonomy.findSkill,
    skillNames: taxonomy.skillNames,
  });
  return { facts, ms: performance.now() - started, multi: layout.multiColumnPages };
}

const listedSkills = (facts: Facts) => [
  ...facts.skills.filter((skill) => skill.source !== 'inferred').map((skill) => skill.name),
  ...(facts.unmatchedSkills ?? []),
];
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

function printFields(title: string, fields: Record<string, FieldScore>) {
  console.log(`\n${title}`);
  console.log('| field | exact | partial | n |');
  console.log('|---|---|---|---|');
  for (const [name, score] of Object.entries(fields))
    console.log(
      `| ${name} | ${pct(score.exact, score.total)} | ${pct(score.partial, score.total)} | ${score.total} |`,
    );
}
function printSets(sets: Record<string, SetScore>) {
  console.log('| set | precision | recall | F1 |');
  console.log('|---|---|---|---|');
  for (const [name, score] of Object.entries(sets))
    console.log(`| ${name} | ${score.p.toFixed(2)} | ${score.r.toFixed(2)} | ${score.f1.toFixed(2)} |`);
}

async function main() {
  extractor.warm();
  // Warm-up (pdf.js load and JIT), not measured.
  for (const { pdf } of (await generateCorpus()).slice(0, 3)) await analyze(pdf);

  // (a) Generated corpus.
  const corpus = await generateCorpus();
  const times: number[] = [];
  const gen = {
    name: new FieldScore(),
    email: new FieldScore(),
    phone: new FieldScore(),
    location: new FieldScore(),
    institution: new FieldScore(),
    'education level': new FieldScore(),
    'field of study': new FieldScore(),
    'graduation year': new FieldScore(),
    gpa: new FieldScore(),
    'total years (±0.5)': new FieldScore(),
    'job start (YYYY-MM)': new FieldScore(),
  };
  const genSets = { 'job title': new SetScore(), company: new SetScore(), skills: new SetScore() };
  const perLayout = new Map<string, { n: number; ok: number }>();
  let twoColumnFound = 0;
  for (const { truth, pdf } of corpus) {
    const { facts, ms, multi } = await analyze(pdf);
    times.push(ms);
    if (truth.layout === 'two-column' && multi > 0) twoColumnFound += 1;
    gen.name.add(facts.name?.value, truth.name);
    gen.email.add(facts.email?.value, truth.email);
    gen.phone.add(facts.phone?.value, truth.phone, (a, b) => digits(a) === digits(b));
    gen.location.add(facts.location?.value, truth.location);
    const education = truth.education[0]!;
    const found = facts.education[0];
    gen.institution.add(found?.institution?.value, education.institution);
    gen['education level'].add(found?.level?.value, education.level);
    gen['field of study'].add(found?.fieldOfStudy?.value, education.field);
    gen['graduation year'].add(
      found?.graduationYear ? String(found.graduationYear.value) : undefined,
      String(education.year),
    );
    gen.gpa.add(found?.gpa?.value, education.gpa);
    gen['total years (±0.5)'].add(
      facts.totalYears ? String(facts.totalYears.value) : undefined,
      String(truth.totalYears),
      (a, b) => Math.abs(Number(a) - Number(b)) <= 0.5,
    );
    truth.jobs.forEach((job, at) =>
      gen['job start (YYYY-MM)'].add(facts.experience[at]?.start?.value, job.start),
    );
    genSets['job title'].add(
      facts.experience.map((e) => e.title.value),
      truth.jobs.map((j) => j.title),
      sameText,
    );
    genSets.company.add(
      facts.experience.flatMap((e) => (e.company ? [e.company.value] : [])),
      truth.jobs.map((j) => j.company),
      sameText,
    );
    genSets.skills.add(listedSkills(facts), truth.skills, sameSkill);
    const ok = norm(facts.name?.value) === norm(truth.name) && facts.experience.length === truth.jobs.length;
    const entry = perLayout.get(truth.layout) ?? { n: 0, ok: 0 };
    entry.n += 1;
    if (ok) entry.ok += 1;
    perLayout.set(truth.layout, entry);
  }
  console.log(
    `# Resume reader benchmark\n\n(a) generated corpus: ${corpus.length} PDFs (${PERSONAS_LAYOUTS(perLayout)})`,
  );
  printFields('Per field (targets: name, email, phone >= 95%; institution >= 85%)', gen);
  console.log('\nExperience and skills (target: job title and company F1 >= 0.8)');
  printSets(genSets);
  console.log(
    `\nTwo-column pages detected as two columns: ${twoColumnFound} of ${perLayout.get('two-column')?.n ?? 0}`,
  );

  // (b) OfflineCV.
  const offline = resolve(dataDir, 'offlinecv');
  const offTimes: number[] = [];
  if (existsSync(offline)) {
    const fields = {
      name: new FieldScore(),
      email: new FieldScore(),
      phone: new FieldScore(),
      location: new FieldScore(),
      institution: new FieldScore(),
    };
    const sets = { 'job title': new SetScore(), company: new SetScore(), skills: new SetScore() };
    const files = readdirSync(offline).filter((file) => file.endsWith('.pdf'));
    for (const file of files) {
      const truth = JSON.parse(readFileSync(resolve(offline, file.replace(/\.pdf$/, '.truth.json')), 'utf8'));
      const { facts, ms } = await analyze(new Uint8Array(readFileSync(resolve(offline, file))));
      offTimes.push(ms);
      fields.name.add(facts.name?.value, truth.contact.full_name);
      fields.email.add(facts.email?.value, truth.contact.email);
      fields.phone.add(facts.phone?.value, truth.contact.phone, (a, b) => digits(a) === digits(b));
      fields.location.add(facts.location?.value, truth.contact.location);
      const institutions = facts.education.flatMap((e) => (e.institution ? [e.institution.value] : []));
      for (const item of truth.education as { institution: string }[])
        fields.institution.add(
          institutions.find((found) => partial(found, item.institution)) ?? institutions[0],
          item.institution,
        );
      sets['job title'].add(
        facts.experience.map((e) => e.title.value),
        truth.experience.map((e: { title: string }) => e.title),
        sameText,
      );
      sets.company.add(
        facts.experience.flatMap((e) => (e.company ? [e.company.value] : [])),
        truth.experience.map((e: { company: string }) => e.company),
        sameText,
      );
      if (!(truth.unannotated ?? []).includes('skills'))
        sets.skills.add(listedSkills(facts), truth.skills, sameSkill);
    }
    console.log(`\n(b) OfflineCV labelled PDFs: ${files.length}`);
    printFields('Per field', fields);
    console.log('\nExperience and skills (exact match after case and punctuation folding)');
    printSets(sets);
    const unlabeled = resolve(dataDir, 'offlinecv-unlabeled-two-column');
    if (existsSync(unlabeled)) {
      let multi = 0;
      let crashes = 0;
      const names = readdirSync(unlabeled).filter((file) => file.endsWith('.pdf'));
      for (const file of names) {
        try {
          const result = await analyze(new Uint8Array(readFileSync(resolve(unlabeled, file))));
          if (result.multi > 0) multi += 1;
        } catch {
          crashes += 1;
        }
      }
      console.log(
        `\nOfflineCV unlabelled two-column PDFs: ${names.length}, read without error ${names.length - crashes}, second column found in ${multi}`,
      );
    }
  } else console.log(`\n(b) skipped: no OfflineCV data at ${offline}`);

  const all = [...times, ...offTimes];
  console.log('\nSpeed (pre-scan + isolated extraction + reading, warm workers; target p50 <= 150 ms)');
  console.log('| corpus | p50 ms | p95 ms |');
  console.log('|---|---|---|');
  console.log(`| generated | ${quantile(times, 0.5).toFixed(1)} | ${quantile(times, 0.95).toFixed(1)} |`);
  if (offTimes.length)
    console.log(
      `| OfflineCV | ${quantile(offTimes, 0.5).toFixed(1)} | ${quantile(offTimes, 0.95).toFixed(1)} |`,
    );
  console.log(`| all | ${quantile(all, 0.5).toFixed(1)} | ${quantile(all, 0.95).toFixed(1)} |`);
  console.log(
    `Peak RSS while reading (server process incl. worker threads): ${(peakRss / 1048576).toFixed(0)} MB`,
  );

  // Hostile inputs.
  console.log('\nHostile inputs (target: refused < 100 ms, memory bounded)');
  console.log('| input | size | refused as | ms | RSS growth MB |');
  console.log('|---|---|---|---|---|');
  const cases: [string, () => Promise<Uint8Array> | Uint8Array][] = [
    ['renamed PNG', hostile.renamedPng],
    ['truncated PDF', hostile.truncatedPdf],
    ['encrypted PDF', hostile.encryptedPdf],
    ['2,000 pages', () => hostile.manyPagesPdf(2000)],
    ['deflate bomb (300 MB inflated)', () => hostile.deflateBombPdf(300)],
    ['image only (scan)', hostile.imageOnlyPdf],
    ['> 10 MB', () => hostile.oversizedPdf()],
  ];
  // Warm the upload path (multipart parser) once.
  await readResumeUpload(
    new Request('http://local/', { method: 'POST', body: hostile.uploadForm(hostile.renamedPng()) }),
  );
  for (const [label, make] of cases) {
    const bytes = await make();
    // As a browser sends it: the multipart body with its Content-Length.
    const encoded = new Response(hostile.uploadForm(bytes));
    const payload = new Uint8Array(await encoded.arrayBuffer());
    const request = new Request('http://local/api/functions/analyze-resume', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': encoded.headers.get('content-type')!,
        'content-length': String(payload.byteLength),
      },
    });
    const before = process.memoryUsage().rss;
    peakRss = before;
    const started = performance.now();
    let outcome = 'ACCEPTED';
    try {
      const file = await readResumeUpload(request);
      const scan = prescanPdf(file);
      if (!scan.ok) outcome = scan.code;
      else {
        const text = await extractor.extract(file);
        const chars = text.pages.reduce(
          (n, p) => n + p.items.reduce((m, i) => m + i.str.trim().length, 0),
          0,
        );
        outcome = chars < 40 ? 'NO_TEXT' : 'ACCEPTED';
      }
    } catch (error) {
      outcome = error instanceof PdfTextError ? error.code : ((error as { code?: string }).code ?? 'ERROR');
    }
    const ms = performance.now() - started;
    console.log(
      `| ${label} | ${(bytes.byteLength / 1024).toFixed(0)} KB | ${outcome} | ${ms.toFixed(1)} | ${((Math.max(peakRss, process.memoryUsage().rss) - before) / 1048576).toFixed(1)} |`,
    );
  }
  clearInterval(sampler);
  await extractor.close();
}

function PERSONAS_LAYOUTS(perLayout: Map<string, { n: number; ok: number }>) {
  return [...perLayout]
    .map(([layout, { n, ok }]) => `${layout}: ${ok}/${n} with name and job count right`)
    .join('; ');
}

await main();
