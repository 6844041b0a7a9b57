import { constants, inflateSync } from 'node:zlib';

/**
 * A fast look at a PDF's bytes before any parser sees it (issue 8): the header, a truncated end, encryption, the
 * page count and, above all, a decompression budget. Every Flate stream a text extraction would decode is inflated
 * here with a hard output cap, so a small file that inflates to hundreds of megabytes is refused in milliseconds,
 * before pdf.js allocates anything. Image streams are skipped: text extraction never decodes them.
 */

export type PrescanFailure = 'NOT_PDF' | 'ENCRYPTED' | 'DAMAGED' | 'NO_TEXT' | 'TOO_COMPLEX';

export interface PrescanLimits {
  /** Total inflated bytes allowed over all streams. */
  inflateBudget: number;
  maxPages: number;
  maxStreams: number;
}

export const DEFAULT_PRESCAN_LIMITS: PrescanLimits = {
  inflateBudget: 24 * 1024 * 1024,
  maxPages: 30,
  maxStreams: 20_000,
};

export type PrescanResult =
  | { ok: true; pages: number; inflatedBytes: number; streams: number }
  | { ok: false; code: PrescanFailure; reason: string };

const MAGIC = '%PDF-';
const TEXT_OPERATOR = /(?:\)|>|\])\s*(?:Tj|TJ|'|")(?![A-Za-z])/;
const PAGE = /\/Type\s*\/Page(?![A-Za-z])/g;
const PAGES_COUNT = /\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g;

export function hasPdfMagic(bytes: Uint8Array): boolean {
  if (bytes.length < 8) return false;
  // The header must start the file (a UTF-8 byte order mark aside).
  const offset = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = 0; i < MAGIC.length; i += 1) if (bytes[offset + i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

export function prescanPdf(bytes: Uint8Array, limits: PrescanLimits = DEFAULT_PRESCAN_LIMITS): PrescanResult {
  if (!hasPdfMagic(bytes)) return { ok: false, code: 'NOT_PDF', reason: 'no %PDF- header' };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF'))
    return { ok: false, code: 'DAMAGED', reason: 'no %%EOF at the end (truncated)' };

  const raw = buffer.toString('latin1');
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(raw))
    return { ok: false, code: 'ENCRYPTED', reason: 'has /Encrypt' };

  let budget = limits.inflateBudget;
  let inflated = 0;
  let streams = 0;
  let pageObjects = countMatches(raw, PAGE);
  let declaredPages = maxCount(raw);
  let textSeen = TEXT_OPERATOR.test(sampleUncompressed(raw));
  if (Math.max(pageObjects, declaredPages) > limits.maxPages)
    return { ok: false, code: 'TOO_COMPLEX', reason: `${Math.max(pageObjects, declaredPages)} pages` };
  let undecoded = 0;

  // First find the streams (cheap), then decode object streams first: they hold the page objects of compressed
  // files, so a 2,000-page file is refused before its thousands of content streams are inflated.
  const found: { dict: string; dataStart: number; dataEnd: number }[] = [];
  let cursor = 0;
  while (true) {
    const keyword = raw.indexOf('stream', cursor);
    if (keyword === -1) break;
    cursor = keyword + 6;
    // 'endstream' also contains 'stream'; a stream keyword follows '>>' and is followed by an end of line.
    if (raw.startsWith('end', keyword - 3)) continue;
    let dataStart = keyword + 6;
    if (raw[dataStart] === '\r') dataStart += 1;
    if (raw[dataStart] !== '\n' && raw[dataStart - 1] !== '\r') continue;
    if (raw[dataStart] === '\n') dataStart += 1;
    const dictStart = raw.lastIndexOf('obj', keyword);
    const dict = raw.slice(Math.max(dictStart, keyword - 4096, 0), keyword);
    if (!dict.includes('>>')) continue;
    const end = raw.indexOf('endstream', dataStart);
    const dataEnd = end === -1 ? raw.length : end;
    cursor = dataEnd;
    streams += 1;
    if (streams > limits.maxStreams) return { ok: false, code: 'TOO_COMPLEX', reason: 'too many streams' };
    found.push({ dict, dataStart, dataEnd });
  }
  const isObjectStream = (dict: string) => /\/Type\s*\/ObjStm\b/.test(dict);
  const ordered = [
    ...found.filter((one) => isObjectStream(one.dict)),
    ...found.filter((one) => !isObjectStream(one.dict)),
  ];

  for (const { dict, dataStart, dataEnd } of ordered) {
    if (/\/Subtype\s*\/Image\b/.test(dict)) continue;
    const filter = /\/Filter\s*(\[\s*)?\/([A-Za-z0-9]+)/.exec(dict);
    const filterName = filter?.[2];
    let data: Buffer | null = null;
    if (!filterName) data = buffer.subarray(dataStart, dataEnd);
    else if (filterName === 'FlateDecode' || filterName === 'Fl') {
      try {
        data = inflateSync(buffer.subarray(dataStart, dataEnd), {
          maxOutputLength: Math.max(1, budget + 1),
          finishFlush: constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          return { ok: false, code: 'TOO_COMPLEX', reason: 'decompression budget exceeded' };
        undecoded += 1;
        continue;
      }
      if (data.length > budget)
        return { ok: false, code: 'TOO_COMPLEX', reason: 'decompression budget exceeded' };
      budget -= data.length;
      inflated += data.length;
    } else {
      undecoded += 1;
      continue;
    }
    if (/\/Type\s*\/ObjStm\b/.test(dict)) {
      const objects = data.toString('latin1');
      pageObjects += countMatches(objects, PAGE);
      declaredPages = Math.max(declaredPages, maxCount(objects));
      if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(objects))
        return { ok: false, code: 'ENCRYPTED', reason: 'has /Encrypt' };
      // Refuse as soon as the page count is known to be over the cap (a 2,000-page file stops here early).
      if (Math.max(pageObjects, declaredPages) > limits.maxPages)
        return { ok: false, code: 'TOO_COMPLEX', reason: `${Math.max(pageObjects, declaredPages)} pages` };
    } else if (
      !textSeen &&
      !/\/(Type\s*\/XRef|Length1|Subtype\s*\/(Type1C|CIDFontType0C|OpenType|XML))\b/.test(dict)
    ) {
      textSeen = TEXT_OPERATOR.test(data.toString('latin1'));
    }
  }

  const pages = Math.max(pageObjects, declaredPages);
  if (pages > limits.maxPages) return { ok: false, code: 'TOO_COMPLEX', reason: `${pages} pages` };
  if (pageObjects === 0 && declaredPages === 0)
    return { ok: false, code: 'DAMAGED', reason: 'no pages found' };
  if (!textSeen && undecoded === 0) return { ok: false, code: 'NO_TEXT', reason: 'no text operators' };
  return { ok: true, pages, inflatedBytes: inflated, streams };
}

function countMatches(text: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (pattern.exec(text)) count += 1;
  return count;
}

function maxCount(text: string): number {
  let max = 0;
  PAGES_COUNT.lastIndex = 0;
  for (const match of text.matchAll(PAGES_COUNT)) max = Math.max(max, Number(match[1] ?? match[2] ?? 0));
  return max;
}

/** Uncompressed content streams can hold text operators directly; look at most of the file cheaply. */
function sampleUncompressed(raw: string): string {
  return raw.length > 2_000_000 ? raw.slice(0, 2_000_000) : raw;
}
