/** The self-hosted API reference: plain HTML rendered from the OpenAPI document (no script, no CDN). */

type Json = Record<string, any>;

const escape = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#212529;background:#f8f9fa}
header,main{max-width:1100px;margin:0 auto;padding:1rem 1.5rem}
header{border-bottom:1px solid #dee2e6}
nav a{margin-right:.75rem}
section{margin:1.5rem 0}
details{background:#fff;border:1px solid #dee2e6;border-radius:.4rem;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}
.m{display:inline-block;min-width:4.5rem;font:600 13px monospace;text-transform:uppercase}
.get{color:#0d6efd}.post{color:#198754}.put,.patch{color:#b45309}.delete{color:#dc3545}
code,pre{font:13px monospace;background:#f1f3f5;border-radius:.25rem}
pre{padding:.5rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse}td,th{border:1px solid #dee2e6;padding:.2rem .5rem;text-align:left}
.tag{font-size:12px;background:#e9ecef;border-radius:1rem;padding:0 .5rem;margin-left:.5rem}
`;

function schemaBlock(title: string, schema: unknown): string {
  return schema ? `<h4>${escape(title)}</h4><pre>${escape(JSON.stringify(schema, null, 2))}</pre>` : '';
}

function operationHtml(path: string, method: string, op: Json): string {
  const params = (op.parameters ?? []) as Json[];
  const paramRows = params
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${escape(p.description)}</td></tr>`,
    )
    .join('');
  const body = op.requestBody?.content;
  const bodySchema = body && (Object.values(body)[0] as Json).schema;
  const responses = Object.entries(op.responses as Json)
    .map(
      ([code, r]) =>
        `<li><code>${escape(code)}</code> ${escape((r as Json).description ?? (r as Json).$ref)}</li>`,
    )
    .join('');
  const ok = Object.entries(op.responses as Json).find(([code]) => code.startsWith('2'));
  return `<details id="${escape(op.operationId)}">
<summary><span class="m ${method}">${escape(method)}</span> <code>/api/v1${escape(path)}</code> — ${escape(op.summary)}${
    op['x-summary-en'] ? ` <i>(${escape(op['x-summary-en'])})</i>` : ''
  }${op['x-partner-scope'] ? `<span class="tag">${escape(op['x-partner-scope'])}</span>` : ''}${
    op['x-xplora-addition'] ? '<span class="tag">Xplora</span>' : ''
  }</summary>
<p>${escape(op.description).replace(/\n\n/g, '<br>')}</p>
${paramRows ? `<h4>Parámetros / Parameters</h4><table><tr><th>Nombre</th><th>En</th><th>Descripción</th></tr>${paramRows}</table>` : ''}
${schemaBlock(`Cuerpo / Body (${body ? Object.keys(body)[0] : ''})`, bodySchema)}
${schemaBlock('Respuesta / Response', ok && (ok[1] as Json).content?.['application/json']?.schema)}
<h4>Respuestas / Responses</h4><ul>${responses}</ul>
</details>`;
}

export function renderDocsPage(doc: Json): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths as Json))
    for (const [method, op] of Object.entries(methods as Json)) {
      const tag = (op as Json).tags?.[0] ?? 'otros';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(path, method, op as Json));
    }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(doc.info.title)}</title><style>${STYLE}</style></head>
<body><header><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p>
<p>OpenAPI ${escape(doc.openapi)}: <a href="/api/v1/openapi.json">/api/v1/openapi.json</a></p>
<nav>${tags.map((t) => `<a href="#tag-${escape(t)}">${escape(t)}</a>`).join('')}</nav></header>
<main>${tags
    .map((t) => `<section id="tag-${escape(t)}"><h2>${escape(t)}</h2>${byTag.get(t)!.join('\n')}</section>`)
    .join('\n')}</main></body></html>`;
}
