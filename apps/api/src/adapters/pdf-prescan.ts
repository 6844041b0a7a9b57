import { constants, inflateSync } from 'node:zlib';

/**
 * A fast look at a PDF's bytes before any parser sees it (issues 8 and 13): the header, a truncated end, encryption,
 * the page count and, above all, a decompression budget.
 *
 * One forward pass: a small PDF tokenizer walks the file once (each byte is looked at a bounded number of times: no
 * backward scans, no regular expression over the whole file), collects the stream objects (at most `maxStreams`) with
 * their dictionaries, and remembers the small values of indirect objects. Then every stream a text extraction would
 * decode goes through its whole filter chain (arrays, indirect /Filter, name escapes such as /Flat#65Decode, any
 * distance between /Filter and `stream`) with one shared output budget, so a small file that inflates to hundreds of
 * megabytes is refused before pdf.js allocates anything. Image streams are not decoded (text extraction never does);
 * the extraction's child process has a memory cap as the backstop (adapters/resume-reader.ts, decision 0015).
 */

export type PrescanFailure = 'NOT_PDF' | 'ENCRYPTED' | 'DAMAGED' | 'NO_TEXT' | 'TOO_COMPLEX';

export interface PrescanLimits {
  /** Total decoded bytes allowed over all streams and all filter stages. */
  inflateBudget: number;
  maxPages: number;
  maxStreams: number;
}

export const DEFAULT_PRESCAN_LIMITS: PrescanLimits = {
  inflateBudget: 24 * 1024 * 1024,
  maxPages: 30,
  maxStreams: 20_000,
};

/** The image streams of a file (not decoded here): what a scan's OCR would have to decode (issue 18 row 5). */
export interface PrescanImages {
  count: number;
  /** Width x height of the largest image, from its dictionary; Infinity when an image's size cannot be read. */
  maxPixels: number;
  totalPixels: number;
}

export type PrescanResult =
  | { ok: true; pages: number; inflatedBytes: number; streams: number; images: PrescanImages }
  | { ok: false; code: PrescanFailure; reason: string; pages?: number; images?: PrescanImages };

const MAGIC = '%PDF-';
/** A text-showing operator after a string or array operand (bounded look-behind: linear in the data). */
const TEXT_OPERATOR = /(?:\)|>|\])\s*(?:Tj|TJ|'|")(?![A-Za-z])/;
/** Containers nested deeper than this are not a CV. */
const MAX_DEPTH = 64;
/** Entries kept per array or dictionary (the rest is skipped, still in one pass). */
const MAX_ENTRIES = 512;
const MAX_NAME = 127;

export function hasPdfMagic(bytes: Uint8Array): boolean {
  if (bytes.length < 8) return false;
  // The header must start the file (a UTF-8 byte order mark aside).
  const offset = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (let i = 0; i < MAGIC.length; i += 1) if (bytes[offset + i] !== MAGIC.charCodeAt(i)) return false;
  return true;
}

// ---- values -----------------------------------------------------------------------------------------------------

interface PdfName {
  k: 'name';
  v: string;
}
interface PdfRef {
  k: 'ref';
  n: number;
}
interface PdfArray {
  k: 'arr';
  items: PdfValue[];
}
interface PdfDict {
  k: 'dict';
  map: Map<string, PdfValue>;
}
interface PdfOther {
  k: 'other';
}
type PdfValue = number | PdfName | PdfRef | PdfArray | PdfDict | PdfOther;

const OTHER: PdfOther = { k: 'other' };

class Refusal {
  constructor(
    readonly code: PrescanFailure,
    readonly reason: string,
  ) {}
}

// ---- tokenizer --------------------------------------------------------------------------------------------------

const WHITE = new Uint8Array(256);
for (const c of [0, 9, 10, 12, 13, 32]) WHITE[c] = 1;
const DELIMITER = new Uint8Array(256);
for (const c of '()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1;
const ENDSTREAM = Buffer.from('endstream', 'latin1');
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const KEYWORDS = ['R', 'obj', 'endobj', 'stream'] as const;
const KEYWORD_BYTES = KEYWORDS.map((word) => Buffer.from(word, 'latin1'));

/** The structural keyword at `start` (compared byte by byte: no string per token). */
function keywordAt(bytes: Buffer, start: number, length: number): (typeof KEYWORDS)[number] | undefined {
  for (let k = 0; k < KEYWORDS.length; k += 1) {
    const word = KEYWORD_BYTES[k]!;
    if (word.length !== length) continue;
    let same = true;
    for (let j = 0; j < length && same; j += 1) same = bytes[start + j] === word[j];
    if (same) return KEYWORDS[k];
  }
  return undefined;
}
const isNumberStart = (c: number) => (c >= 48 && c <= 57) || c === 43 || c === 45 || c === 46;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

interface FoundStream {
  dict: PdfDict;
  dataStart: number;
  dataEnd: number;
}

interface Frame {
  kind: 'arr' | 'dict';
  items: PdfValue[];
  full: boolean;
}

interface ParseSink {
  /** A dictionary was closed (at any depth); `objectNumber` is the enclosing indirect object's, when known. */
  dict(dict: PdfDict, objectNumber: number | null, topLevel: boolean): void;
  /** The first value of an indirect object. */
  object(objectNumber: number, value: PdfValue): void;
  /** `stream` after a dictionary; returns nothing, the parser skips the data. */
  stream?(found: FoundStream): void;
}

/**
 * Parses `bytes[start, end)` in one forward pass, reporting dictionaries, indirect objects and streams to `sink`.
 * `objectNumber` presets the current object (object streams).
 */
function parse(
  bytes: Buffer,
  start: number,
  end: number,
  sink: ParseSink,
  objectNumber: number | null = null,
) {
  let i = start;
  const stack: Frame[] = [];
  // The last values at the top level (for `N G obj`, `N G R` and the dictionary before `stream`).
  let window: PdfValue[] = [];
  let current: number | null = objectNumber;
  let firstPending = objectNumber !== null;

  const emit = (value: PdfValue) => {
    const frame = stack[stack.length - 1];
    if (frame) {
      if (frame.full) return;
      frame.items.push(value);
      if (frame.items.length >= MAX_ENTRIES) frame.full = true;
      return;
    }
    if (current !== null && firstPending) {
      firstPending = false;
      sink.object(current, value);
    }
    if (window.length >= 3) window.shift();
    window.push(value);
  };

  while (i < end) {
    const c = bytes[i]!;
    if (WHITE[c]) {
      i += 1;
      continue;
    }
    if (c === 0x25 /* % */) {
      while (i < end && bytes[i] !== 10 && bytes[i] !== 13) i += 1;
      continue;
    }
    if (c === 0x28 /* ( */) {
      let depth = 1;
      i += 1;
      while (i < end && depth > 0) {
        const d = bytes[i]!;
        if (d === 0x5c /* \ */) i += 2;
        else {
          if (d === 0x28) depth += 1;
          else if (d === 0x29) depth -= 1;
          i += 1;
        }
      }
      emit(OTHER);
      continue;
    }
    if (c === 0x3c /* < */) {
      if (bytes[i + 1] === 0x3c) {
        if (stack.length >= MAX_DEPTH) throw new Refusal('TOO_COMPLEX', 'nesting too deep');
        stack.push({ kind: 'dict', items: [], full: false });
        i += 2;
        continue;
      }
      const close = bytes.subarray(i + 1, end).indexOf(0x3e);
      i = close === -1 ? end : i + 1 + close + 1;
      emit(OTHER);
      continue;
    }
    if (c === 0x3e /* > */) {
      if (bytes[i + 1] === 0x3e) {
        i += 2;
        const frame = stack[stack.length - 1];
        if (frame?.kind !== 'dict') continue;
        stack.pop();
        const map = new Map<string, PdfValue>();
        for (let at = 0; at + 1 < frame.items.length; at += 2) {
          const key = frame.items[at]!;
          if (typeof key === 'object' && key.k === 'name') map.set(key.v, frame.items[at + 1]!);
          else at -= 1; // out of step (a malformed entry): re-align on the next name
        }
        const dict: PdfDict = { k: 'dict', map };
        sink.dict(dict, current, stack.length === 0);
        emit(dict);
        continue;
      }
      i += 1;
      continue;
    }
    if (c === 0x5b /* [ */) {
      if (stack.length >= MAX_DEPTH) throw new Refusal('TOO_COMPLEX', 'nesting too deep');
      stack.push({ kind: 'arr', items: [], full: false });
      i += 1;
      continue;
    }
    if (c === 0x5d /* ] */) {
      i += 1;
      const frame = stack[stack.length - 1];
      if (frame?.kind !== 'arr') continue;
      stack.pop();
      emit({ k: 'arr', items: frame.items });
      continue;
    }
    if (c === 0x2f /* / */) {
      i += 1;
      let name = '';
      while (i < end && !WHITE[bytes[i]!] && !DELIMITER[bytes[i]!]) {
        let code = bytes[i]!;
        if (code === 0x23 /* # */ && i + 2 < end) {
          const high = hexValue(bytes[i + 1]!);
          const low = hexValue(bytes[i + 2]!);
          if (high >= 0 && low >= 0) {
            code = high * 16 + low;
            i += 2;
          }
        }
        if (name.length < MAX_NAME) name += String.fromCharCode(code);
        i += 1;
      }
      emit({ k: 'name', v: name });
      continue;
    }
    if (c === 0x29 || c === 0x7b || c === 0x7d /* ) { } */) {
      i += 1;
      continue;
    }
    // A regular token: a number or a keyword.
    const tokenStart = i;
    while (i < end && !WHITE[bytes[i]!] && !DELIMITER[bytes[i]!]) i += 1;
    const length = i - tokenStart;
    if (isNumberStart(c) && length <= 32) {
      const token = bytes.toString('latin1', tokenStart, i);
      if (NUMBER.test(token)) {
        emit(Number(token));
        continue;
      }
    }
    const keyword = keywordAt(bytes, tokenStart, length);
    const frame = stack[stack.length - 1];
    const values = frame ? frame.items : window;
    if (keyword === 'R') {
      if (frame?.full) continue;
      const [generation, number] = [values[values.length - 1], values[values.length - 2]];
      if (typeof number === 'number' && typeof generation === 'number') {
        values.splice(values.length - 2, 2, { k: 'ref', n: number });
      }
      continue;
    }
    if (frame || keyword === undefined) {
      emit(OTHER);
      continue;
    }
    if (keyword === 'obj') {
      const [generation, number] = [window[window.length - 1], window[window.length - 2]];
      current = typeof number === 'number' && typeof generation === 'number' ? number : null;
      firstPending = current !== null;
      window = [];
      continue;
    }
    if (keyword === 'endobj') {
      current = null;
      firstPending = false;
      window = [];
      continue;
    }
    if (keyword === 'stream') {
      const dict = window[window.length - 1];
      window = [];
      if (typeof dict !== 'object' || dict.k !== 'dict') continue;
      let dataStart = i;
      if (bytes[dataStart] === 13) dataStart += 1;
      if (bytes[dataStart] === 10) dataStart += 1;
      const length = dict.map.get('Length');
      let dataEnd = -1;
      if (
        typeof length === 'number' &&
        Number.isInteger(length) &&
        length >= 0 &&
        dataStart + length <= end
      ) {
        let after = dataStart + length;
        while (after < end && WHITE[bytes[after]!]) after += 1;
        if (bytes.subarray(after, after + 9).equals(ENDSTREAM)) {
          dataEnd = dataStart + length;
          i = after + 9;
        }
      }
      if (dataEnd === -1) {
        const found = bytes.subarray(dataStart, end).indexOf(ENDSTREAM);
        dataEnd = found === -1 ? end : dataStart + found;
        i = found === -1 ? end : dataStart + found + 9;
      }
      sink.stream?.({ dict, dataStart, dataEnd });
      continue;
    }
    emit(OTHER);
  }
}

// ---- filters ----------------------------------------------------------------------------------------------------

type Decoder = (data: Buffer, budget: number, params: PdfDict | null) => Buffer;

class OverBudget extends Error {}

const inflate: Decoder = (data, budget) => {
  try {
    return inflateSync(data, {
      maxOutputLength: Math.max(1, budget + 1),
      finishFlush: constants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new OverBudget();
    throw error;
  }
};

const asciiHex: Decoder = (data, budget) => {
  const out = Buffer.allocUnsafe(Math.min(budget + 1, Math.ceil(data.length / 2) + 1));
  let length = 0;
  let high = -1;
  for (const c of data) {
    if (c === 0x3e) break;
    const value = hexValue(c);
    if (value < 0) continue;
    if (high < 0) high = value;
    else {
      if (length >= budget) throw new OverBudget();
      out[length++] = high * 16 + value;
      high = -1;
    }
  }
  if (high >= 0) {
    if (length >= budget) throw new OverBudget();
    out[length++] = high * 16;
  }
  return out.subarray(0, length);
};

const ascii85: Decoder = (data, budget) => {
  const chunks: number[] = [];
  const out: Buffer[] = [];
  let total = 0;
  let group: number[] = [];
  const push = (bytes: number[]) => {
    total += bytes.length;
    if (total > budget) throw new OverBudget();
    chunks.push(...bytes);
    if (chunks.length >= 65_536) out.push(Buffer.from(chunks.splice(0)));
  };
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    push(bytes.slice(0, count));
    group = [];
  };
  for (let i = 0; i < data.length; i += 1) {
    const c = data[i]!;
    if (c === 0x7e /* ~ */) break;
    if (WHITE[c]) continue;
    if (c === 0x7a /* z */ && group.length === 0) {
      push([0, 0, 0, 0]);
      continue;
    }
    if (c < 33 || c > 117) continue;
    group.push(c - 33);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  out.push(Buffer.from(chunks));
  return Buffer.concat(out);
};

const runLength: Decoder = (data, budget) => {
  const out: Buffer[] = [];
  let total = 0;
  let i = 0;
  while (i < data.length) {
    const n = data[i]!;
    if (n === 128) break;
    if (n < 128) {
      const piece = data.subarray(i + 1, i + 2 + n);
      total += piece.length;
      if (total > budget) throw new OverBudget();
      out.push(piece);
      i += n + 2;
    } else {
      total += 257 - n;
      if (total > budget) throw new OverBudget();
      out.push(Buffer.alloc(257 - n, data[i + 1] ?? 0));
      i += 2;
    }
  }
  return Buffer.concat(out);
};

const lzw: Decoder = (data, budget, params) => {
  const early = params?.map.get('EarlyChange') === 0 ? 0 : 1;
  const out = Buffer.allocUnsafe(Math.min(budget + 1, Math.max(64, data.length * 4)));
  let output = out;
  let length = 0;
  const write = (bytes: Uint8Array) => {
    if (length + bytes.length > budget) throw new OverBudget();
    if (length + bytes.length > output.length) {
      const grown = Buffer.allocUnsafe(
        Math.min(budget + 1, Math.max(output.length * 2, length + bytes.length)),
      );
      output.copy(grown, 0, 0, length);
      output = grown;
    }
    output.set(bytes, length);
    length += bytes.length;
  };
  let table: Uint8Array[] = [];
  const reset = () => {
    table = [];
    for (let n = 0; n < 256; n += 1) table.push(Uint8Array.of(n));
    table.push(new Uint8Array(0), new Uint8Array(0));
  };
  reset();
  let width = 9;
  let previous: Uint8Array | null = null;
  let bitBuffer = 0;
  let bits = 0;
  for (let i = 0; i < data.length; i += 1) {
    bitBuffer = ((bitBuffer << 8) | data[i]!) >>> 0;
    bits += 8;
    while (bits >= width) {
      const code = (bitBuffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      bitBuffer &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = null;
        continue;
      }
      if (code === 257) return output.subarray(0, length);
      let entry: Uint8Array;
      if (code < table.length) entry = table[code]!;
      else if (previous) {
        entry = new Uint8Array(previous.length + 1);
        entry.set(previous);
        entry[previous.length] = previous[0]!;
      } else return output.subarray(0, length);
      write(entry);
      if (previous) {
        const added = new Uint8Array(previous.length + 1);
        added.set(previous);
        added[previous.length] = entry[0]!;
        if (table.length < 4096) table.push(added);
      }
      previous = entry;
      const next = table.length + early;
      width = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return output.subarray(0, length);
};

const DECODERS: Record<string, Decoder> = {
  FlateDecode: inflate,
  Fl: inflate,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
  LZWDecode: lzw,
  LZW: lzw,
  RunLengthDecode: runLength,
  RL: runLength,
};
/** Filters a text extraction never runs on its own (images) or that change nothing (Crypt with Identity). */
const IMAGE_FILTERS = new Set(['DCTDecode', 'DCT', 'JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'CCF']);

// ---- the scan ---------------------------------------------------------------------------------------------------

export function prescanPdf(bytes: Uint8Array, limits: PrescanLimits = DEFAULT_PRESCAN_LIMITS): PrescanResult {
  try {
    return scan(bytes, limits);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, code: error.code, reason: error.reason };
    throw error;
  }
}

function scan(bytes: Uint8Array, limits: PrescanLimits): PrescanResult {
  if (!hasPdfMagic(bytes)) return { ok: false, code: 'NOT_PDF', reason: 'no %PDF- header' };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
  if (!tail.includes('%%EOF'))
    return { ok: false, code: 'DAMAGED', reason: 'no %%EOF at the end (truncated)' };

  const pageObjects = new Set<number | string>();
  let unnumberedPages = 0;
  let declaredPages = 0;
  const objects = new Map<number, PdfValue>();
  const streams: FoundStream[] = [];

  const checkPages = () => {
    const pages = Math.max(pageObjects.size, declaredPages);
    if (pages > limits.maxPages) throw new Refusal('TOO_COMPLEX', `${pages} pages`);
  };
  const sink: ParseSink = {
    dict(dict, objectNumber, topLevel) {
      const type = nameOf(dict.map.get('Type'));
      if (type === 'Page')
        pageObjects.add(topLevel && objectNumber !== null ? objectNumber : `u${unnumberedPages++}`);
      else if (type === 'Pages') {
        const count = dict.map.get('Count');
        if (typeof count === 'number' && Number.isFinite(count))
          declaredPages = Math.max(declaredPages, count);
      }
      const encrypt = dict.map.get('Encrypt');
      if (typeof encrypt === 'object' && (encrypt.k === 'ref' || encrypt.k === 'dict'))
        throw new Refusal('ENCRYPTED', 'has /Encrypt');
      checkPages();
    },
    object(objectNumber, value) {
      if (typeof value === 'number' || value.k === 'name' || value.k === 'arr')
        objects.set(objectNumber, value);
    },
    stream(found) {
      streams.push(found);
      if (streams.length > limits.maxStreams) throw new Refusal('TOO_COMPLEX', 'too many streams');
    },
  };
  parse(buffer, 0, buffer.length, sink);

  const resolve = (value: PdfValue | undefined): PdfValue | undefined =>
    typeof value === 'object' && value.k === 'ref' ? objects.get(value.n) : value;

  let budget = limits.inflateBudget;
  let inflated = 0;
  let undecoded = 0;
  let textSeen = false;
  const images: PrescanImages = { count: 0, maxPixels: 0, totalPixels: 0 };

  /** The stream's data through its whole filter chain, every stage charged to the one budget; null when undecodable. */
  const decode = (stream: FoundStream): Buffer | null => {
    const raw = resolve(stream.dict.map.get('Filter'));
    const rawParams = resolve(stream.dict.map.get('DecodeParms') ?? stream.dict.map.get('DP'));
    if (stream.dict.map.has('Filter') && raw === undefined)
      throw new Refusal('TOO_COMPLEX', 'a filter that cannot be resolved');
    const chain = raw === undefined ? [] : typeof raw === 'object' && raw.k === 'arr' ? raw.items : [raw];
    let data = buffer.subarray(stream.dataStart, stream.dataEnd);
    for (const [index, stage] of chain.entries()) {
      const name = nameOf(resolve(stage));
      if (name === undefined) throw new Refusal('TOO_COMPLEX', 'a filter that cannot be resolved');
      if (name === 'Crypt') continue;
      if (IMAGE_FILTERS.has(name)) return null;
      const decoder = DECODERS[name];
      if (!decoder) return null;
      const params =
        typeof rawParams === 'object' && rawParams.k === 'arr' ? resolve(rawParams.items[index]) : rawParams;
      try {
        data = decoder(data, budget, typeof params === 'object' && params.k === 'dict' ? params : null);
      } catch (error) {
        if (error instanceof OverBudget) throw new Refusal('TOO_COMPLEX', 'decompression budget exceeded');
        return null;
      }
      if (data.length > budget) throw new Refusal('TOO_COMPLEX', 'decompression budget exceeded');
      budget -= data.length;
      inflated += data.length;
    }
    return data;
  };

  const isObjectStream = (stream: FoundStream) => nameOf(resolve(stream.dict.map.get('Type'))) === 'ObjStm';
  // Object streams first: they hold the page objects (and maybe the filters) of compressed files, so a 2,000-page
  // file is refused before its thousands of content streams are decoded.
  for (const stream of streams) {
    if (!isObjectStream(stream)) continue;
    const data = decode(stream);
    if (!data) {
      undecoded += 1;
      continue;
    }
    parseObjectStream(data, stream.dict, sink);
  }
  for (const stream of streams) {
    if (isObjectStream(stream)) continue;
    const subtype = nameOf(resolve(stream.dict.map.get('Subtype')));
    if (subtype === 'Image') {
      const width = resolve(stream.dict.map.get('Width') ?? stream.dict.map.get('W'));
      const height = resolve(stream.dict.map.get('Height') ?? stream.dict.map.get('H'));
      const pixels =
        typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0
          ? width * height
          : Number.POSITIVE_INFINITY;
      images.count += 1;
      images.maxPixels = Math.max(images.maxPixels, pixels);
      images.totalPixels += pixels;
      continue;
    }
    const data = decode(stream);
    if (!data) {
      undecoded += 1;
      continue;
    }
    const type = nameOf(resolve(stream.dict.map.get('Type')));
    const fontLike =
      type === 'XRef' ||
      stream.dict.map.has('Length1') ||
      (subtype !== undefined && ['Type1C', 'CIDFontType0C', 'OpenType', 'XML'].includes(subtype));
    if (!textSeen && !fontLike) textSeen = TEXT_OPERATOR.test(data.toString('latin1'));
  }

  const pages = Math.max(pageObjects.size, declaredPages);
  if (pages > limits.maxPages) return { ok: false, code: 'TOO_COMPLEX', reason: `${pages} pages` };
  if (pages === 0) return { ok: false, code: 'DAMAGED', reason: 'no pages found' };
  if (!textSeen && undecoded === 0)
    return { ok: false, code: 'NO_TEXT', reason: 'no text operators', pages, images };
  return { ok: true, pages, inflatedBytes: inflated, streams: streams.length, images };
}

/** The objects of a decoded object stream (`/N` pairs of object number and offset, then the objects from `/First`). */
function parseObjectStream(data: Buffer, dict: PdfDict, sink: ParseSink) {
  const first = dict.map.get('First');
  const count = dict.map.get('N');
  if (typeof first !== 'number' || typeof count !== 'number' || first < 0 || first > data.length) return;
  // The header is plain integers.
  const header: number[] = [];
  for (const token of data.toString('latin1', 0, first).split(/\s+/)) {
    if (header.length >= count * 2) break;
    if (/^\d+$/.test(token)) header.push(Number(token));
  }
  // Offsets must increase: each byte of the stream is parsed once at most.
  let parsedTo = first;
  for (let at = 0; at + 1 < header.length; at += 2) {
    const start = first + header[at + 1]!;
    const end = Math.min(at + 3 < header.length ? first + header[at + 3]! : data.length, data.length);
    if (start < parsedTo || start >= data.length || end <= start) continue;
    parse(data, start, end, sink, header[at]!);
    parsedTo = end;
  }
}

function nameOf(value: PdfValue | undefined): string | undefined {
  return typeof value === 'object' && value.k === 'name' ? value.v : undefined;
}
