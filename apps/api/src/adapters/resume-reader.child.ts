// The resume reader's child process (issue 13, decision 0015): everything that touches a CV's bytes runs here, never
// in the server: the pre-scan, pdf.js (through unpdf), the cleaning of the text layer and the reading of text into
// facts. The parent caps this process's whole memory (resident set, not only the V8 heap) and its time, and kills
// it when either is exceeded; memory given to a killed or recycled process goes back to the system.
// Nothing is written to disk and nothing is logged: stdout and stderr are not even connected.
import { parseResume } from '@thrive/core/resume/index';
import { cleanText, MIN_TEXT_CHARS } from '@thrive/core/resume/clean';
import type { ResumeText } from '@thrive/core/resume/index';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { skillTaxonomy } from '../services/resume/skill-lookup';
import { prescanPdf } from './pdf-prescan';
import type { ReaderJob, ReaderReply } from './resume-reader';

const ERROR_CODES: Record<string, 'ENCRYPTED' | 'DAMAGED'> = {
  PasswordException: 'ENCRYPTED',
  InvalidPDFException: 'DAMAGED',
  MissingPDFException: 'DAMAGED',
  FormatError: 'DAMAGED',
  UnknownErrorException: 'DAMAGED',
};

async function extract(bytes: Uint8Array, maxPages: number, maxItems: number): Promise<ResumeText | 'PAGES'> {
  const document = await getDocumentProxy(bytes, {
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    if (document.numPages > maxPages) return 'PAGES';
    const pages: ResumeText['pages'] = [];
    let itemCount = 0;
    for (let number = 1; number <= document.numPages && itemCount < maxItems; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
      const items: ResumeText['pages'][number]['items'] = [];
      for (const item of content.items) {
        if (!('str' in item) || typeof item.str !== 'string' || item.str.length === 0) continue;
        if (itemCount >= maxItems) break;
        const [a, b, , , e, f] = item.transform as number[];
        const str = cleanText(item.str.slice(0, 2000));
        if (!str) continue;
        items.push({
          str,
          x: e! - viewport.viewBox[0]!,
          y: f! - viewport.viewBox[1]!,
          width: item.width,
          fontSize: Math.hypot(a!, b!),
          fontName: cleanText(item.fontName),
        });
        itemCount += 1;
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return { pages };
  } finally {
    await document.cleanup().catch(() => undefined);
    await document.loadingTask.destroy().catch(() => undefined);
  }
}

async function read(job: ReaderJob): Promise<ReaderReply> {
  const scan = prescanPdf(job.bytes, { ...job.prescan, maxPages: job.maxPages });
  if (!scan.ok) return { id: job.id, error: scan.code, detail: scan.reason };
  let text: ResumeText | 'PAGES';
  try {
    text = await extract(job.bytes, job.maxPages, job.maxItems);
  } catch (error) {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    return { id: job.id, error: ERROR_CODES[name] ?? 'DAMAGED', detail: name.slice(0, 80) };
  }
  if (text === 'PAGES') return { id: job.id, error: 'TOO_COMPLEX', detail: 'pages' };
  let chars = 0;
  for (const page of text.pages) for (const item of page.items) chars += item.str.replace(/\s/g, '').length;
  if (chars < MIN_TEXT_CHARS) return { id: job.id, error: 'NO_TEXT', detail: 'no text layer' };
  const taxonomy = skillTaxonomy();
  const { facts, layout } = parseResume(text, {
    now: job.now,
    findSkill: taxonomy.findSkill,
    skillNames: taxonomy.skillNames,
  });
  return { id: job.id, facts, layout, ...(job.withText ? { text } : {}) };
}

const send = (message: ReaderReply | { ready: true }) => process.send?.(message);

process.on('message', (job: ReaderJob) => {
  read(job).then(send, (error: unknown) => {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    send({ id: job.id, error: 'DAMAGED', detail: name.slice(0, 80) });
  });
});
// The parent is gone: nothing left to do.
process.on('disconnect', () => process.exit(0));

// Load pdf.js (and the taxonomy) before saying ready, so no job's time limit pays for the start.
await getResolvedPDFJS().catch(() => undefined);
skillTaxonomy();
send({ ready: true });
