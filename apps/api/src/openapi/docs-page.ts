import type { openApiDocument } from './document';

type Document = ReturnType<typeof openApiDocument>;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/**
 * The description as one HTML page, rendered on the server: no script, no CDN, inline styles only (the CSP allows
 * inline styles, not scripts), so it works offline and under our Content-Security-Policy. Schemas are folded in
 * <details> elements.
 */
export function renderDocsPage(doc: Document): string {
  const sections = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        tags: string[];
        summary: string;
        security?: unknown[];
        parameters?: { name: string; in: string; required: boolean; schema: unknown }[];
        requestBody?: { content: Record<string, { schema: unknown }> };
        responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
      };
      const tag = op.tags[0] ?? 'other';
      const auth = op.security ? 'session required' : 'public';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${p.in}${p.required ? ', required' : ''}): <code>${escape(JSON.stringify(p.schema))}</code></li>`,
        )
        .join('');
      const body = op.requestBody
        ? Object.entries(op.requestBody.content)
            .map(
              ([type, { schema }]) =>
                `<details><summary>Request body (${escape(type)})</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`,
            )
            .join('')
        : '';
      const responses = Object.entries(op.responses)
        .map(
          ([status, r]) =>
            `<li><b>${escape(status)}</b> ${escape(r.description)}${
              r.content && status !== 'default'
                ? `<details><summary>schema</summary><pre>${escape(JSON.stringify(Object.values(r.content)[0]!.schema, null, 2))}</pre></details>`
                : ''
            }</li>`,
        )
        .join('');
      const html = `<section class="op" id="${escape(`${method}-${path}`)}"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code> <small>${auth}</small></h3><p>${escape(op.summary)}</p>${params ? `<ul>${params}</ul>` : ''}${body}<ul>${responses}</ul></section>`;
      const list = sections.get(tag) ?? [];
      list.push(html);
      sections.set(tag, list);
    }
  }
  const toc = [...sections.keys()]
    .map((tag) => `<a href="#tag-${escape(tag)}">${escape(tag)}</a>`)
    .join(' · ');
  const content = [...sections]
    .map(([tag, ops]) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${ops.join('')}`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} ${escape(doc.info.version)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
code,pre{font-family:ui-monospace,monospace;font-size:13px}pre{background:#f4f4f5;padding:.75rem;overflow:auto;border-radius:6px}
.op{border:1px solid #e4e4e7;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}.op h3{margin:.25rem 0;font-size:16px}
.m{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:12px;padding:2px 6px}
.get{background:#2563eb}.post{background:#16a34a}.put{background:#ca8a04}.patch{background:#9333ea}.delete{background:#dc2626}
small{color:#71717a;font-weight:normal}
</style></head><body><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description)}</p><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p><nav>${toc}</nav>${content}</body></html>`;
}
