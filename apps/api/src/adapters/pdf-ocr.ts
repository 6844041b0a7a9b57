import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cleanText } from '@thrive/core/resume/clean';
import type { PageText, ResumeText, TextItem } from '@thrive/core/resume/index';
import type { getDocumentProxy } from 'unpdf';

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * OCR for scanned CVs (issue 18 row 5, decision 0031), used only inside the resume reader's OCR child process
 * (resume-reader.child.ts in `ocr` mode): the page images a scan embeds are taken from pdf.js as pixels (nothing is
 * rendered), turned grey, scaled to about 300 dpi and recognised by Tesseract (tesseract.js-core, WebAssembly) with
 * the English, Dutch and German LSTM models that the @tesseract.js-data npm packages ship. Nothing is downloaded and
 * nothing is written to disk: the models are read from node_modules into Tesseract's in-memory file system. The
 * recognised words come back with their boxes as positioned text items, so the same reader as for text PDFs
 * (packages/core/src/resume) reads them.
 */

export const OCR_LANGUAGES = ['eng', 'nld', 'deu'] as const;

export interface OcrLimits {
  /** Pages of a scan that are read; a longer scan is refused. */
  maxPages: number;
  /** The largest image (width x height from its dictionary) a scan may hold. */
  maxImagePixels: number;
  /** All images of the file together. */
  maxTotalPixels: number;
  /** Images are scaled down (box filter) to at most this resolution before recognition. */
  targetDpi: number;
  /** Words Tesseract is less sure of than this (0..100) are dropped (icons read as letters). */
  minConfidence: number;
}

export const DEFAULT_OCR_LIMITS: OcrLimits = {
  maxPages: 4,
  maxImagePixels: 40_000_000,
  maxTotalPixels: 80_000_000,
  targetDpi: 300,
  minConfidence: 45,
};

/** The part of tesseract.js-core's Emscripten module used here. */
interface TessModule {
  FS: { writeFile(path: string, data: Uint8Array): void; unlink(path: string): void };
  TessBaseAPI: new () => TessApi;
}
interface TessApi {
  Init(dataPath: string | null, languages: string, oem: number): number;
  SetVariable(name: string, value: string): boolean;
  SetImageFile(exifOrientation: number, angle: number): number;
  Recognize(monitor: null): number;
  GetTSVText(): string;
  Clear(): void;
}

export interface OcrEngine {
  /** Recognises one grey image (8 bits per pixel, rows top to bottom); words with their boxes in pixels. */
  recognize(gray: Uint8Array, width: number, height: number): OcrWord[];
}

export interface OcrWord {
  text: string;
  left: number;
  top: number;
  width: number;
  height: number;
  /** Block, paragraph and line numbers: words of one line share them. */
  line: string;
  confidence: number;
}

const require = createRequire(import.meta.url);
/** Tesseract's OCR engine mode 1: the LSTM recogniser only (the models shipped are LSTM-only, "best_int"). */
const OEM_LSTM_ONLY = 1;
const PSM_SPARSE_TEXT = '11';

/** Loads Tesseract and the three language models (about half a second); call once per process. */
export async function loadOcrEngine(): Promise<OcrEngine> {
  // Node 20 has WebAssembly SIMD; the LSTM-only build is the smallest.
  const factory = require('tesseract.js-core/tesseract-core-simd-lstm') as (
    options: object,
  ) => Promise<TessModule>;
  const tess = await factory({ TesseractProgress: () => undefined });
  for (const code of OCR_LANGUAGES) {
    const folder = dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
    const model = gunzipSync(readFileSync(join(folder, '4.0.0_best_int', `${code}.traineddata.gz`)));
    tess.FS.writeFile(`/${code}.traineddata`, model);
  }
  const api = new tess.TessBaseAPI();
  if (api.Init('/', OCR_LANGUAGES.join('+'), OEM_LSTM_ONLY) !== 0) throw new Error('tesseract init failed');
  // Sparse text (page segmentation mode 11): every piece of text wherever it stands. The automatic page layout
  // dropped large names over a tinted header band; the reader finds rows and columns from the boxes itself.
  api.SetVariable('tessedit_pageseg_mode', PSM_SPARSE_TEXT);
  return {
    recognize(gray, width, height) {
      // PGM (P5): the simplest image Leptonica reads, no encoding step.
      const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1');
      const file = new Uint8Array(header.length + gray.length);
      file.set(header, 0);
      file.set(gray, header.length);
      tess.FS.writeFile('/input', file);
      try {
        if (api.SetImageFile(1, 0) === 1) return [];
        api.Recognize(null);
        return parseTsv(api.GetTSVText());
      } finally {
        tess.FS.unlink('/input');
        api.Clear();
      }
    },
  };
}

/** Tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, confidence, text. */
export function parseTsv(tsv: string): OcrWord[] {
  const words: OcrWord[] = [];
  for (const row of tsv.split('\n')) {
    const cells = row.split('\t');
    if (cells.length < 12 || cells[0] !== '5') continue;
    const text = cells.slice(11).join(' ').trim();
    if (!text) continue;
    words.push({
      text,
      left: Number(cells[6]),
      top: Number(cells[7]),
      width: Number(cells[8]),
      height: Number(cells[9]),
      line: `${cells[2]}.${cells[3]}.${cells[4]}`,
      confidence: Number(cells[10]),
    });
  }
  return words;
}

/** pdf.js image kinds (ImageKind). */
const GRAYSCALE_1BPP = 1;
const RGB_24BPP = 2;
const RGBA_32BPP = 3;

interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** One grey byte per pixel from a pdf.js image; null for a layout this does not know. */
export function toGray(image: DecodedImage): Uint8Array | null {
  const { width, height, kind, data } = image;
  const gray = new Uint8Array(width * height);
  if (kind === GRAYSCALE_1BPP) {
    // Packed bits, rows padded to a byte, 1 = white (pdf.js has applied /Decode).
    const stride = Math.ceil(width / 8);
    if (data.length < stride * height) return null;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1)
        gray[y * width + x] = data[y * stride + (x >> 3)]! & (128 >> (x & 7)) ? 255 : 0;
    return gray;
  }
  const channels = kind === RGB_24BPP ? 3 : kind === RGBA_32BPP ? 4 : 0;
  if (channels === 0 || data.length < width * height * channels) return null;
  for (let index = 0, source = 0; index < gray.length; index += 1, source += channels)
    gray[index] = (data[source]! * 299 + data[source + 1]! * 587 + data[source + 2]! * 114) / 1000;
  return gray;
}

/** Box-filter downscale by a whole factor. */
export function shrink(gray: Uint8Array, width: number, height: number, factor: number) {
  if (factor <= 1) return { gray, width, height };
  const outWidth = Math.floor(width / factor);
  const outHeight = Math.floor(height / factor);
  const out = new Uint8Array(outWidth * outHeight);
  const area = factor * factor;
  for (let y = 0; y < outHeight; y += 1)
    for (let x = 0; x < outWidth; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += gray[row + dx]!;
      }
      out[y * outWidth + x] = Math.round(sum / area);
    }
  return { gray: out, width: outWidth, height: outHeight };
}

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Recognised words as text items in the page's PDF units. Words of one Tesseract line share one baseline (the
 * line's bottom) and one font size (from the line's height), so the reader groups them into the same row; the
 * "font" name carries the size, so a change of size reads like a change of font (a heading beside an entry).
 */
export function wordsToItems(
  words: OcrWord[],
  placement: { x: number; y: number; width: number; height: number },
  image: { width: number; height: number },
  minConfidence: number,
): TextItem[] {
  const scaleX = placement.width / image.width;
  const scaleY = placement.height / image.height;
  const lines = new Map<string, OcrWord[]>();
  for (const word of words) {
    if (word.confidence < minConfidence) continue;
    const text = cleanText(word.text);
    if (!text) continue;
    const line = lines.get(word.line) ?? [];
    line.push({ ...word, text });
    lines.set(word.line, line);
  }
  const items: TextItem[] = [];
  for (const line of lines.values()) {
    const top = Math.min(...line.map((word) => word.top));
    const bottom = Math.max(...line.map((word) => word.top + word.height));
    // Most words have no descender: the median word bottom is the baseline, the median height about a font size.
    const bottoms = line.map((word) => word.top + word.height).sort((a, b) => a - b);
    const baseline = bottoms[Math.floor(bottoms.length / 2)] ?? bottom;
    const fontSize = Math.max(1, (bottom - top) * scaleY * 0.85);
    const fontName = `ocr-${Math.round(fontSize)}`;
    for (const word of line)
      items.push({
        str: word.text,
        x: placement.x + word.left * scaleX,
        y: placement.y + placement.height - baseline * scaleY,
        width: word.width * scaleX,
        fontSize,
        fontName,
      });
  }
  return items;
}

export interface OcrPageEvents {
  /** Called before each page's recognition (the parent's per-page time limit restarts). */
  page(number: number): void;
}

/**
 * The text of a scanned PDF: per page (at most `limits.maxPages`), the largest image the page paints (a scan holds
 * one per page), placed by the transformation in force when it is painted.
 */
export async function ocrDocument(
  document: PDFDocumentProxy,
  ops: { paintImageXObject: number; save: number; restore: number; transform: number },
  engine: OcrEngine,
  limits: OcrLimits,
  events: OcrPageEvents,
): Promise<ResumeText | 'PAGES'> {
  if (document.numPages > limits.maxPages) return 'PAGES';
  const pages: PageText[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const viewport = page.getViewport({ scale: 1 });
    const list = await page.getOperatorList();
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const stack: Matrix[] = [];
    let best: { key: string; ctm: Matrix; area: number } | null = null;
    for (let index = 0; index < list.fnArray.length; index += 1) {
      const fn = list.fnArray[index];
      const args = list.argsArray[index] as unknown[];
      if (fn === ops.save) stack.push(ctm);
      else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
      else if (fn === ops.transform) ctm = multiply(ctm, args as Matrix);
      else if (fn === ops.paintImageXObject && typeof args[0] === 'string') {
        const area = Math.abs(ctm[0] * ctm[3] - ctm[1] * ctm[2]);
        if (!best || area > best.area) best = { key: args[0], ctm, area };
      }
    }
    const items: TextItem[] = [];
    if (best) {
      const key = best.key;
      const image = await new Promise<DecodedImage | null>((resolve) => {
        const store = key.startsWith('g_') ? page.commonObjs : page.objs;
        store.get(key, (value: unknown) => resolve((value as DecodedImage | null) ?? null));
      });
      const gray = image?.data && image.width > 0 && image.height > 0 ? toGray(image) : null;
      if (image && gray) {
        // The image's unit square, placed on the page (axis-aligned scans; a rotated placement keeps its box).
        const [a, b, c, d, e, f] = best.ctm;
        const xs = [e, e + a, e + c, e + a + c];
        const ys = [f, f + b, f + d, f + b + d];
        const placement = {
          x: Math.min(...xs) - viewport.viewBox[0]!,
          y: Math.min(...ys) - viewport.viewBox[1]!,
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        };
        const dpi = (image.width / Math.max(placement.width, 1)) * 72;
        const factor = Math.max(1, Math.floor(dpi / limits.targetDpi));
        const small = shrink(gray, image.width, image.height, factor);
        events.page(number);
        const words = engine.recognize(small.gray, small.width, small.height);
        items.push(...wordsToItems(words, placement, small, limits.minConfidence));
      }
    }
    pages.push({ width: viewport.width, height: viewport.height, items });
    page.cleanup();
  }
  return { pages };
}
