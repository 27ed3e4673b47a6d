/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Where the pages' stylesheet is served (the CSP allows same-origin stylesheets only). */
export const PAGES_CSS_PATH = '/assets/pages.css';

/** The pages' stylesheet. */
export const PAGES_CSS = `:root { color-scheme: light dark; --fg: #1b1f23; --bg: #fff; --muted: #d0d7de; --accent: #0b6e4f; --err: #cf222e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e6e6; --bg: #15181b; --muted: #3a4047; --accent: #4cc49a; --err: #ff7b72; } }
body { font: 16px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0; }
main { max-width: 32rem; margin: 3rem auto; padding: 0 1rem; }
label { display: block; margin: .75rem 0 .25rem; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; border: 1px solid var(--muted); border-radius: 4px; }
fieldset { border: 1px solid var(--muted); border-radius: 6px; margin: 1rem 0; }
button { margin-top: 1.25rem; padding: .5rem 1.25rem; font: inherit; color: #fff; background: var(--accent); border: 0; border-radius: 4px; cursor: pointer; }
.hint { font-size: 14px; opacity: .8; }
.errors { color: var(--err); border: 1px solid var(--err); border-radius: 6px; padding: .5rem 1rem; }
a { color: var(--accent); }
table { border-collapse: collapse; margin: .5rem 0; font-size: 14px; }
th, td { text-align: left; padding: .25rem .5rem; border-bottom: 1px solid var(--muted); }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
td code, dd code { word-break: break-all; }
dt { font-weight: 600; margin-top: .5rem; }
dd { margin: 0; }
.drop { border: 2px dashed var(--muted); border-radius: 6px; padding: 1rem; margin: .5rem 0; }
.drop.over { border-color: var(--accent); }
.ok { color: var(--accent); font-weight: 600; overflow-wrap: anywhere; }
.bad { color: var(--err); font-weight: 600; overflow-wrap: anywhere; }
tr.match { outline: 2px solid var(--accent); }
.qr svg { width: 8rem; height: 8rem; }
`;

/** A complete page: no inline script or style (the Content-Security-Policy forbids both). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · CTP</title>
<link rel="stylesheet" href="${PAGES_CSS_PATH}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A list of error messages, or nothing. */
export function errorList(errors: readonly string[]): string {
  if (errors.length === 0) return '';
  return `<div class="errors" role="alert"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`;
}

/** A labelled input. */
export function field(
  name: string,
  label: string,
  options: { type?: string; value?: string; required?: boolean; hint?: string; autocomplete?: string } = {},
): string {
  const attrs = [
    `id="${name}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    options.value !== undefined ? `value="${escapeHtml(options.value)}"` : '',
    options.required === false ? '' : 'required',
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
  ].filter(Boolean);
  const hint = options.hint ? `<div class="hint">${escapeHtml(options.hint)}</div>` : '';
  return `<label for="${name}">${escapeHtml(label)}</label><input ${attrs.join(' ')}>${hint}`;
}
