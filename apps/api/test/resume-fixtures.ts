import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/**
 * PDFs for the resume endpoint's tests and the benchmark, generated in code (no committed binaries): a small CV,
 * and every hostile input of issue 8.
 */

export interface CvLine {
  text: string;
  size?: number;
  bold?: boolean;
  x?: number;
  /** Extra space above the line, in points. */
  gap?: number;
}

/** One-column PDF from lines (Helvetica, so WinAnsi characters only: é, ü, ñ and friends are fine). */
export async function pdfFromLines(
  lines: CvLine[],
  options: { columns?: CvLine[][] } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    const size = line.size ?? 10;
    y -= (line.gap ?? 0) + size * 1.45;
    if (y < 50) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(line.text, { x: line.x ?? 50, y, size, font: line.bold ? bold : regular });
  }
  if (options.columns) {
    const top = y - 10;
    options.columns.forEach((column, index) => {
      let cy = top;
      const x = index === 0 ? 50 : 420;
      for (const line of column) {
        const size = line.size ?? 10;
        cy -= (line.gap ?? 0) + size * 1.45;
        page.drawText(line.text, { x: (line.x ?? 0) + x, y: cy, size, font: line.bold ? bold : regular });
      }
    });
  }
  return doc.save();
}

export function simpleCv(): Promise<Uint8Array> {
  return pdfFromLines([
    { text: 'Sanne de Vries', size: 20, bold: true },
    { text: 'sanne.devries@example.org | +31 6 1234 5678 | Utrecht, Nederland', gap: 4 },
    { text: 'linkedin.com/in/sanne-de-vries' },
    { text: 'Werkervaring', size: 13, bold: true, gap: 12 },
    { text: 'Data Analist - Globex B.V.', bold: true, gap: 4 },
    { text: '09/2019 – heden' },
    { text: '• Dashboards in Power BI en rapportages met SQL en Python' },
    { text: 'Stagiair Marketing - Initech N.V.', bold: true, gap: 4 },
    { text: '02/2018 – 07/2018' },
    { text: '• Campagneanalyses en klantsegmentatie' },
    { text: 'Opleiding', size: 13, bold: true, gap: 12 },
    { text: 'MSc Data Science - Universiteit Utrecht', bold: true, gap: 4 },
    { text: '2017 – 2019' },
    { text: 'Vaardigheden', size: 13, bold: true, gap: 12 },
    { text: 'Python, SQL, Power BI, Excel' },
    { text: 'Talen', size: 13, bold: true, gap: 12 },
    { text: 'Nederlands (moedertaal), Engels (C1), Duits (B1)' },
  ]);
}

/** A real PNG (1×1) with a .pdf name. */
export function renamedPng(): Uint8Array {
  return Uint8Array.from(
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  );
}

/** The first 60% of a valid CV. */
export async function truncatedPdf(): Promise<Uint8Array> {
  const whole = await simpleCv();
  return whole.slice(0, Math.floor(whole.length * 0.6));
}

/** Assembles a classic PDF (header, objects, xref, trailer) from object bodies; `trailerExtra` adds to the trailer. */
export function assemblePdf(objects: (string | Buffer)[], trailerExtra = ''): Uint8Array {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return new Uint8Array(Buffer.concat(parts));
}

function streamObject(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const PAGE_OBJECTS = (contentsRef: string, resources: string) => [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources ${resources} /Contents ${contentsRef} >>`,
];

/** A standard-security-handler encrypted PDF (RC4, revision 2) with a user password. */
export function encryptedPdf(): Uint8Array {
  const content = Buffer.from('BT /F1 12 Tf 50 800 Td (x) Tj ET');
  return assemblePdf(
    [
      ...PAGE_OBJECTS(
        '4 0 R',
        '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
      ),
      streamObject('', content),
      `<< /Filter /Standard /V 1 /R 2 /O <${'a1'.repeat(32)}> /U <${'b2'.repeat(32)}> /P -3904 >>`,
    ],
    `/Encrypt 5 0 R /ID [<${'0f'.repeat(16)}> <${'0f'.repeat(16)}>] `,
  );
}

/** A PDF of `pages` pages, each with one line of text (pdf-lib, object streams). */
export async function manyPagesPdf(pages = 2000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let index = 0; index < pages; index += 1)
    doc.addPage([200, 200]).drawText(`Page ${index + 1}`, { x: 20, y: 100, size: 10, font });
  return doc.save();
}

/** Deflated spaces: `megabytes` MB of content stream in a few hundred KB. */
export async function deflateBombPdf(megabytes = 300): Promise<Uint8Array> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, 0x20);
  for (let index = 0; index < megabytes; index += 1) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const data = Buffer.concat(chunks);
  return assemblePdf([
    ...PAGE_OBJECTS('4 0 R', '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>'),
    streamObject('/Filter /FlateDecode', data),
  ]);
}

/** A scan: one page that only paints an image (no text operators). */
export function imageOnlyPdf(): Uint8Array {
  const width = 200;
  const height = 100;
  const pixels = deflateSync(Buffer.alloc(width * height, 0x80));
  const content = Buffer.from(`q ${width * 2} 0 0 ${height * 2} 50 500 cm /Im1 Do Q`);
  return assemblePdf([
    ...PAGE_OBJECTS('4 0 R', '<< /XObject << /Im1 5 0 R >> >>'),
    streamObject('', content),
    streamObject(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`,
      pixels,
    ),
  ]);
}

/** Starts like a PDF and is over 10 MB. */
export function oversizedPdf(bytes = 11 * 1024 * 1024): Uint8Array {
  const data = new Uint8Array(bytes);
  data.set(Buffer.from('%PDF-1.7\n'));
  return data;
}

/** A multipart body with the file in field `file`. */
export function uploadForm(bytes: Uint8Array, name = 'resume.pdf', type = 'application/pdf'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes).buffer as ArrayBuffer], { type }), name);
  return form;
}

// ---- Issue 13: hostile files for the pre-scan, the decompression budget and the reader ------------------------

/** `%PDF-1.7` then `stream\n` over and over (no objects): a backward scan per keyword made this quadratic. */
export function streamFloodPdf(bytes = 400 * 1024): Uint8Array {
  const unit = 'stream\n';
  const head = '%PDF-1.7\n';
  const tail = '\n%%EOF\n';
  const count = Math.max(1, Math.floor((bytes - head.length - tail.length) / unit.length));
  return new Uint8Array(Buffer.from(head + unit.repeat(count) + tail, 'latin1'));
}

/** `<< /Type /Pages` then `/Count` far away, over and over: a lazy regex between them backtracked over the file. */
export function pagesCountFloodPdf(bytes = 400 * 1024): Uint8Array {
  const unit = '/Type /Pages /Count 1 ';
  const head = '%PDF-1.7\n<< ';
  const tail = ' >>\n%%EOF\n';
  const count = Math.max(1, Math.floor((bytes - head.length - tail.length) / unit.length));
  // One giant dictionary of repeated keys, no '>' until the end.
  return new Uint8Array(Buffer.from(head + unit.repeat(count) + tail, 'latin1'));
}

/** `megabytes` MB of one byte value, deflated as a stream (never held in memory whole). */
export async function deflatedFill(megabytes: number, byte = 0): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const block = Buffer.alloc(1024 * 1024, byte);
  for (let index = 0; index < megabytes; index += 1) {
    if (!deflate.write(block)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

export type FilterTrick = 'array' | 'hex-then-flate' | 'indirect' | 'name-escape' | 'far-filter';

/**
 * A decompression bomb behind each way a filter can be spelled that the first pre-scan missed (issue 13 row 2):
 * `/Filter [/FlateDecode /FlateDecode]`, `[/ASCIIHexDecode /FlateDecode]`, an indirect `/Filter 6 0 R`, the name
 * escape `/Flat#65Decode`, and `/Filter` more than 4 KB before `stream`.
 */
export function filterBombPdf(
  trick: FilterTrick,
  megabytes = 256,
  deflated: Buffer = deflateSync(Buffer.alloc(megabytes * 1024 * 1024), { level: 9 }),
): Uint8Array {
  const once = deflated;
  const resources = '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>';
  const objects: (string | Buffer)[] = [...PAGE_OBJECTS('4 0 R', resources)];
  switch (trick) {
    case 'array':
      objects.push(streamObject('/Filter [/FlateDecode /FlateDecode]', deflateSync(once, { level: 9 })));
      break;
    case 'hex-then-flate':
      objects.push(
        streamObject(
          '/Filter [/ASCIIHexDecode /FlateDecode]',
          Buffer.from(once.toString('hex') + '>', 'latin1'),
        ),
      );
      break;
    case 'indirect':
      objects.push(streamObject('/Filter 5 0 R', once), '/FlateDecode');
      break;
    case 'name-escape':
      objects.push(streamObject('/Filter /Flat#65Decode', once));
      break;
    case 'far-filter':
      objects.push(streamObject(`/Filter /FlateDecode /Padding (${'x'.repeat(6000)})`, once));
      break;
  }
  return assemblePdf(objects);
}

/** `count` streams that are real stream objects (each tiny): more than the pre-scan's stream cap. */
export function manyStreamsPdf(count: number): Uint8Array {
  const resources = '<< >>';
  const objects: (string | Buffer)[] = [...PAGE_OBJECTS('4 0 R', resources)];
  for (let index = 0; index < count; index += 1) objects.push(streamObject('', Buffer.from('q Q')));
  return assemblePdf(objects);
}

/** `pieces` text pieces all drawn at one position (issue 13 row 3: the reader stalled on them). */
export function pilePdf(pieces = 5000, word = 'Engineer'): Uint8Array {
  const ops = [`BT /F1 10 Tf 50 700 Td`];
  for (let index = 0; index < pieces; index += 1) ops.push(`0 0 Td (${word}) Tj`);
  ops.push('ET');
  const content = deflateSync(Buffer.from(ops.join('\n'), 'latin1'), { level: 9 });
  return assemblePdf([
    ...PAGE_OBJECTS('4 0 R', '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>'),
    streamObject('/Filter /FlateDecode', content),
  ]);
}

/**
 * A CV whose font maps A to U+0000, B to a private-use character and C to a lone surrogate (ToUnicode): the text
 * layer of a PDF with unmapped glyphs, which PostgreSQL refused with a 500 (issue 13 row 10).
 */
export function badGlyphsPdf(): Uint8Array {
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Bad def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '3 beginbfchar <41> <0000> <42> <E000> <43> <D800> endbfchar',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const lines = [
    'sanne.devries@example.org AAA',
    'Werkervaring',
    'Data Analist - Globex B.V. BBB',
    '09/2019 - heden',
    'Opleiding',
    'MSc Data Science - Universiteit Utrecht CCC',
    '2017 - 2019',
    'Vaardigheden',
    'Python, SQL, Power BI ABC',
  ];
  const content = [
    'BT /F1 20 Tf 50 780 Td (AB Sanne BCde Vries CA) Tj',
    '/F1 11 Tf 14 TL 0 -26 Td',
    ...lines.map((line) => `(${line}) Tj T*`),
    'ET',
  ].join('\n');
  return assemblePdf([
    ...PAGE_OBJECTS('4 0 R', '<< /Font << /F1 5 0 R >> >>'),
    streamObject('', Buffer.from(content, 'latin1')),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    streamObject('', Buffer.from(cmap, 'latin1')),
  ]);
}

/**
 * A content stream that calls itself an image (so the pre-scan, which skips images, does not decode it) and inflates
 * to `megabytes` MB: only the reader process's memory cap stops it.
 */
export async function disguisedBombPdf(megabytes = 600): Promise<Uint8Array> {
  return assemblePdf([
    ...PAGE_OBJECTS(
      '[4 0 R 5 0 R]',
      '<< /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>',
    ),
    streamObject('', Buffer.from('BT /F1 10 Tf 50 700 Td (Sanne de Vries) Tj ET')),
    streamObject('/Subtype /Image /Filter /FlateDecode', await deflatedFill(megabytes, 0x20)),
  ]);
}

/** `N 0 obj << … >> endobj` over and over (a dictionary, an array, strings and a reference each): `bytes` long. */
export function dictionaryFloodPdf(bytes = 1024 * 1024): Uint8Array {
  const head = '%PDF-1.7\n';
  const tail = '\n%%EOF\n';
  const parts: string[] = [head];
  let length = head.length + tail.length;
  for (let index = 1; length < bytes; index += 1) {
    const object = `${index} 0 obj\n<< /K [1 0 R (s) <ab>] /N /Name#20x /V 1.5 >>\nendobj\n`;
    parts.push(object);
    length += object.length;
  }
  parts.push(tail);
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}

/** A valid text PDF of 30 pages with uncompressed content streams, about `bytes` long (a real but huge text layer). */
export function bigTextPdf(bytes = 9.5 * 1024 * 1024): Uint8Array {
  const pages = 30;
  const perPage = Math.floor(bytes / pages);
  const line = "(Senior Software Engineer at Globex B.V., Utrecht: Python, SQL, Kubernetes, 2019 - 2024) '\n";
  const content = Buffer.from(
    `BT /F1 9 Tf 11 TL 40 800 Td\n${line.repeat(Math.max(1, Math.floor(perPage / line.length)))}ET`,
    'latin1',
  );
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index * 2} 0 R`).join(' ');
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
  ];
  for (let index = 0; index < pages; index += 1) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents ${4 + index * 2} 0 R >>`,
      streamObject('', content),
    );
  }
  return assemblePdf(objects);
}
