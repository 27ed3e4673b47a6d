/** Minimal view of an OpenAPI 3.1 document, as far as the docs page reads it. */
interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation | undefined> | undefined>;
  components?: { schemas?: Record<string, unknown> };
}
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: unknown }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  /** Roles allowed by the server's route table (`public` for anonymous access). */
  'x-ctp-roles'?: string[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A schema as indented JSON; `$ref`s to component schemas become links to their section. */
function schemaHtml(schema: unknown): string {
  const json = escapeHtml(JSON.stringify(schema, null, 2));
  const linked = json.replace(
    /&#34;#\/components\/schemas\/([A-Za-z0-9_.-]+)&#34;/g,
    (_, name: string) => `&#34;<a href="#schema-${slug(name)}">#/components/schemas/${name}</a>&#34;`,
  );
  return `<pre><code>${linked}</code></pre>`;
}

function contentHtml(content: Record<string, { schema?: unknown }> | undefined): string {
  return Object.entries(content ?? {})
    .map(([type, media]) => `<p class="media">${escapeHtml(type)}</p>${schemaHtml(media.schema ?? {})}`)
    .join('');
}

function operationHtml(method: string, path: string, op: Operation): string {
  const id = `op-${method}-${slug(path)}`;
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  const responses = Object.entries(op.responses ?? {})
    .map(
      ([status, r]) =>
        `<h4>${escapeHtml(status)} ${escapeHtml(r.description ?? '')}</h4>${contentHtml(r.content)}`,
    )
    .join('');
  return `<section class="operation" id="${id}">
<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${op.summary ? `<p class="summary">${escapeHtml(op.summary)}</p>` : ''}
${op['x-ctp-roles'] ? `<p class="roles">Access: ${op['x-ctp-roles'].map((r) => `<code>${escapeHtml(r)}</code>`).join(', ')}</p>` : ''}
${op.description ? `<p>${escapeHtml(op.description)}</p>` : ''}
${params ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Description</th></tr></thead><tbody>${params}</tbody></table>` : ''}
${op.requestBody ? `<h4>Request body${op.requestBody.required ? ' (required)' : ''}</h4>${contentHtml(op.requestBody.content)}` : ''}
${responses}
</section>`;
}

/**
 * Renders the API reference as one self-contained HTML page from the OpenAPI document: no script,
 * and only same-origin links (`/api/docs/docs.css`, `/api/openapi.json`, `/favicon.svg`).
 */
export function renderDocsPage(doc: OpenApiDoc): string {
  const byTag = new Map<string, string[]>();
  const toc = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
      const link = `<li><a href="#op-${method}-${slug(path)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
      toc.set(tag, [...(toc.get(tag) ?? []), link]);
    }
  }
  const tags = [...byTag.keys()].sort();
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(
      ([name, s]) =>
        `<section id="schema-${slug(name)}"><h3>${escapeHtml(name)}</h3>${schemaHtml(s)}</section>`,
    )
    .join('\n');
  const title = `${doc.info.title} ${doc.info.version}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header><h1>${escapeHtml(title)}</h1>
${doc.info.description ? `<p>${escapeHtml(doc.info.description)}</p>` : ''}
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></header>
<nav><h2>Contents</h2>${tags.map((t) => `<h3>${escapeHtml(t)}</h3><ul>${(toc.get(t) ?? []).join('')}</ul>`).join('')}
<h3><a href="#schemas">Schemas</a></h3></nav>
<main>
${tags.map((t) => `<h2 id="tag-${slug(t)}">${escapeHtml(t)}</h2>\n${(byTag.get(t) ?? []).join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas}
</main>
</body>
</html>
`;
}
