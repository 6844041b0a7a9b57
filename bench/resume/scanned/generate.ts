/**
 * Scanned renderings of the third-party CV corpus (issue 18 row 5, decision 0031): each chosen PDF of
 * bench/resume/third-party is rasterised to grey at 200 dpi by poppler's `pdftoppm` (Debian: poppler-utils), turned
 * by a small angle, given sensor noise and a few specks, encoded as JPEG (quality 60) and wrapped, one image per
 * page, in a PDF with no text layer, as a scanner would make it. Angle and noise come from a seeded generator
 * (the file name is the seed), so a run makes the same images again. The ground truth stays personas.json (the
 * same persona and family as the source PDF). The PDFs are committed: CI and bench:resume need no pdftoppm.
 *
 *   npx tsx bench/resume/scanned/generate.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import jpeg from 'jpeg-js';
import { seededFromText } from '../../seeded';

const here = import.meta.dirname;
const sourceDir = resolve(here, '..', 'third-party');
/** Three personas (Dutch, German, English content) in each of the six layout families. */
export const SCANNED_PERSONAS = [1, 2, 3] as const;
export const SCANNED_THEMES = ['even', 'elegant', 'flat', 'kendall', 'macchiato', 'stackoverflow'] as const;
const DPI = 200;
const JPEG_QUALITY = 60;
/** Largest turn, in degrees, either way. */
const MAX_SKEW = 0.8;
/** Standard deviation of the grey noise, in levels of 255. */
const NOISE = 9;
/** Share of pixels turned into dark specks. */
const SPECKS = 0.0004;

function readPgm(file: string) {
  const data = readFileSync(file);
  // P5\n<width> <height>\n255\n
  const header = data
    .subarray(0, 64)
    .toString('latin1')
    .match(/^P5\s+(\d+)\s+(\d+)\s+255\s/);
  if (!header) throw new Error(`not a PGM: ${file}`);
  return { width: Number(header[1]), height: Number(header[2]), gray: data.subarray(header[0].length) };
}

/** Turns the page by `degrees` about its centre (bilinear, white outside), then adds noise and specks. */
function scanLook(page: { width: number; height: number; gray: Uint8Array }, random: () => number) {
  const { width, height, gray } = page;
  const angle = ((random() * 2 - 1) * MAX_SKEW * Math.PI) / 180;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const cx = width / 2;
  const cy = height / 2;
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? 255 : gray[y * width + x]!;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const sx = cos * (x - cx) + sin * (y - cy) + cx;
      const sy = -sin * (x - cx) + cos * (y - cy) + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const value =
        at(x0, y0) * (1 - fx) * (1 - fy) +
        at(x0 + 1, y0) * fx * (1 - fy) +
        at(x0, y0 + 1) * (1 - fx) * fy +
        at(x0 + 1, y0 + 1) * fx * fy;
      // Roughly normal noise: the sum of three uniform draws.
      const noise = (random() + random() + random() - 1.5) * 2 * NOISE;
      out[y * width + x] = random() < SPECKS ? 40 : Math.max(0, Math.min(255, Math.round(value + noise)));
    }
  return { width, height, gray: out, degrees: (angle * 180) / Math.PI };
}

function toJpeg(page: { width: number; height: number; gray: Uint8Array }): Buffer {
  const rgba = Buffer.alloc(page.width * page.height * 4);
  for (let index = 0; index < page.gray.length; index += 1) {
    const value = page.gray[index]!;
    rgba[index * 4] = value;
    rgba[index * 4 + 1] = value;
    rgba[index * 4 + 2] = value;
    rgba[index * 4 + 3] = 255;
  }
  return jpeg.encode({ data: rgba, width: page.width, height: page.height }, JPEG_QUALITY).data;
}

/** An image-only PDF: one A4 page per JPEG, the image filling the page. */
export function imagePdf(pages: { jpeg: Buffer; width: number; height: number }[]): Buffer {
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, index) => 3 + index * 3);
  objects.push(Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'));
  objects.push(
    Buffer.from(
      `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
  );
  for (const [index, page] of pages.entries()) {
    const id = pageIds[index]!;
    const pageWidth = 595.28;
    const pageHeight = 841.89;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
          `/Resources << /XObject << /Im0 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`,
      ),
    );
    const content = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q`;
    objects.push(Buffer.from(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`));
    objects.push(
      Buffer.concat([
        Buffer.from(
          `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB ` +
            `/BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
        ),
        page.jpeg,
        Buffer.from('\nendstream'),
      ]),
    );
  }
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  for (const [index, body] of objects.entries()) {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  }
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const scratch = mkdtempSync(join(tmpdir(), 'scanned-'));
  try {
    for (const theme of SCANNED_THEMES)
      for (const persona of SCANNED_PERSONAS) {
        const name = `${theme}--${persona}`;
        execFileSync('pdftoppm', [
          '-r',
          String(DPI),
          '-gray',
          join(sourceDir, `${name}.pdf`),
          join(scratch, name),
        ]);
        const files = execFileSync('ls', [scratch], { encoding: 'utf8' })
          .split('\n')
          .filter((file) => file.startsWith(`${name}-`) && file.endsWith('.pgm'))
          .sort();
        const random = seededFromText(name);
        const pages = files.map((file) => {
          const page = scanLook(readPgm(join(scratch, file)), random);
          return { jpeg: toJpeg(page), width: page.width, height: page.height, degrees: page.degrees };
        });
        const pdf = imagePdf(pages);
        writeFileSync(resolve(here, `${name}.pdf`), pdf);
        for (const file of files) rmSync(join(scratch, file));
        console.log(
          `${name}.pdf: ${pages.length} page(s), turned ${pages.map((page) => page.degrees.toFixed(2)).join(', ')}°, ${Math.round(pdf.length / 1024)} KB`,
        );
      }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
