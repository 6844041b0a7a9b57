// The resume reader's child process (issue 13, decision 0015): everything that touches a CV's bytes runs here, never
// in the server: the pre-scan, pdf.js (through unpdf), the cleaning of the text layer and the reading of text into
// facts. The parent caps this process's whole memory (resident set, not only the V8 heap) and its time, and kills
// it when either is exceeded; memory given to a killed or recycled process goes back to the system.
// Nothing is written to disk and nothing is logged: stdout and stderr are not even connected.
// Started with the argument `ocr`, the process reads scans instead (issue 18 row 5, decision 0031): it loads
// Tesseract and its language models once, then recognises the page images of image-only PDFs (adapters/pdf-ocr.ts).
import { parseResume } from '@thrive/core/resume/index';
import { cleanText, MIN_TEXT_CHARS } from '@thrive/core/resume/clean';
import type { ResumeText } from '@thrive/core/resume/index';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { placeLookup } from '../services/resume/place-lookup';
import { skillTaxonomy } from '../services/resume/skill-lookup';
import { loadOcrEngine, ocrDocument, type OcrEngine } from './pdf-ocr';
import { prescanPdf } from './pdf-prescan';
import type { ReaderJob, ReaderReply } from './resume-reader';

const OCR_MODE = process.argv.includes('ocr');
let engine: OcrEngine | null = null;

const ERROR_CODES: Record<string, 'ENCRYPTED' | 'DAMAGED'> = {
  PasswordException: 'ENCRYPTED',
  InvalidPDFException: 'DAMAGED',
  MissingPDFException: 'DAMAGED',
  FormatError: 'DAMAGED',
  UnknownErrorException: 'DAMAGED',
};

async function extract(bytes: Uint8Array, maxPages: number, maxItems: number): Promise<ResumeText | 'PAGES'> {
  const document = await openDocument(bytes);
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

const openDocument = (bytes: Uint8Array) =>
  getDocumentProxy(bytes, {
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
  });

/** A scan's text by OCR: the images' sizes are checked from their dictionaries before pdf.js decodes any. */
async function recognise(job: ReaderJob): Promise<ResumeText | ReaderReply> {
  const limits = job.ocr!;
  const scan = prescanPdf(job.bytes, { ...job.prescan, maxPages: job.maxPages });
  if (!scan.ok && scan.code !== 'NO_TEXT') return { id: job.id, error: scan.code, detail: scan.reason };
  const images = scan.images;
  const pages = scan.pages ?? 0;
  if (!images || images.count === 0) return { id: job.id, error: 'NO_TEXT', detail: 'no images' };
  if (pages > limits.maxPages) return { id: job.id, error: 'SCAN_TOO_LARGE', detail: 'pages' };
  if (images.maxPixels > limits.maxImagePixels || images.totalPixels > limits.maxTotalPixels)
    return { id: job.id, error: 'SCAN_TOO_LARGE', detail: 'image size' };
  engine ??= await loadOcrEngine();
  const document = await openDocument(job.bytes);
  try {
    const { OPS } = await getResolvedPDFJS();
    const text = await ocrDocument(document, OPS, engine, limits, {
      page: (page) => send({ id: job.id, page }),
    });
    if (text === 'PAGES') return { id: job.id, error: 'SCAN_TOO_LARGE', detail: 'pages' };
    return text;
  } finally {
    await document.cleanup().catch(() => undefined);
    await document.loadingTask.destroy().catch(() => undefined);
  }
}

async function read(job: ReaderJob): Promise<ReaderReply> {
  let text: ResumeText | 'PAGES';
  try {
    if (OCR_MODE) {
      const result = await recognise(job);
      if ('id' in result) return result;
      text = result;
    } else {
      const scan = prescanPdf(job.bytes, { ...job.prescan, maxPages: job.maxPages });
      if (!scan.ok) return { id: job.id, error: scan.code, detail: scan.reason };
      text = await extract(job.bytes, job.maxPages, job.maxItems);
    }
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
    findPlace: placeLookup(),
  });
  return {
    id: job.id,
    facts: OCR_MODE ? discounted(facts, OCR_CONFIDENCE) : facts,
    layout,
    source: OCR_MODE ? 'ocr' : 'text',
    ...(job.withText ? { text } : {}),
  };
}

/**
 * Values read by OCR are less certain than the same values from a text layer (a misread letter or digit): every
 * confidence is scaled, so the screen shows them as less sure.
 */
const OCR_CONFIDENCE = 0.85;
function discounted<T>(value: T, factor: number): T {
  if (Array.isArray(value)) return value.map((item: unknown) => discounted(item, factor)) as T;
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    out[key] =
      key === 'confidence' && typeof item === 'number'
        ? Math.round(item * factor * 100) / 100
        : discounted(item, factor);
  return out as T;
}

const send = (message: ReaderReply | { ready: true } | { id: number; page: number }) =>
  process.send?.(message);

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
if (OCR_MODE) engine = await loadOcrEngine().catch(() => null);
send({ ready: true });
