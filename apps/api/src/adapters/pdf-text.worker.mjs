// The PDF text worker (issue 8): runs pdf.js (through unpdf) in a worker thread with its own heap limit, so a
// hostile PDF can exhaust or stall only this thread. It turns a PDF into positioned text items and nothing else:
// no rendering, no fonts loaded into a page, no links followed, nothing written to disk, nothing logged.
// Plain JavaScript so the same file runs from source (tests, tsx) and from dist (copied next to server.mjs).
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';

// Load pdf.js as the worker starts, so the first upload does not wait for it.
void getResolvedPDFJS().catch(() => undefined);

const ERROR_CODES = {
  PasswordException: 'ENCRYPTED',
  InvalidPDFException: 'DAMAGED',
  MissingPDFException: 'DAMAGED',
  FormatError: 'DAMAGED',
  UnknownErrorException: 'DAMAGED',
};

async function extract({ bytes, maxPages, maxItems }) {
  const document = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    if (document.numPages > maxPages) return { error: 'TOO_COMPLEX', detail: 'pages' };
    const pages = [];
    let itemCount = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent({ includeMarkedContent: false, disableNormalization: false });
      const items = [];
      for (const item of content.items) {
        if (typeof item.str !== 'string' || item.str.length === 0) continue;
        if (itemCount >= maxItems) break;
        const [a, b, , , e, f] = item.transform;
        items.push({
          str: item.str.slice(0, 2000),
          x: e - viewport.viewBox[0],
          y: f - viewport.viewBox[1],
          width: item.width,
          fontSize: Math.hypot(a, b),
          fontName: item.fontName,
        });
        itemCount += 1;
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
      page.cleanup();
    }
    return { text: { pages } };
  } finally {
    await document.cleanup?.().catch?.(() => undefined);
    await document.loadingTask?.destroy?.().catch?.(() => undefined);
  }
}

parentPort.on('message', async (job) => {
  try {
    const result = await extract(job);
    parentPort.postMessage({ id: job.id, ...result });
  } catch (error) {
    const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : 'Error';
    const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
    parentPort.postMessage({
      id: job.id,
      error: ERROR_CODES[name] ?? 'DAMAGED',
      detail: `${name}: ${message}`.slice(0, 200),
    });
  }
});
