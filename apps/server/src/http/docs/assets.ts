/** Stylesheet of the API docs page, served at `/api/docs/docs.css` (CSP allows same-origin styles only). */
export const DOCS_CSS = `:root { color-scheme: light dark; --fg: #1b1f23; --bg: #fff; --muted: #f3f4f6; --accent: #0b6e4f; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6e6e6; --bg: #15181b; --muted: #22272c; --accent: #4cc49a; } }
body { font: 15px/1.5 system-ui, sans-serif; color: var(--fg); background: var(--bg); margin: 0;
  display: grid; grid-template-columns: minmax(14rem, 20rem) 1fr; }
header { grid-column: 1 / -1; padding: 1rem 2rem; border-bottom: 1px solid var(--muted); }
nav { padding: 1rem 2rem; border-right: 1px solid var(--muted); font-size: 14px; }
nav ul { list-style: none; padding: 0; margin: 0 0 1rem; }
main { padding: 1rem 2rem; min-width: 0; }
a { color: var(--accent); }
.operation { border: 1px solid var(--muted); border-radius: 6px; padding: 0 1rem 1rem; margin: 1rem 0; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 4px; padding: 0 .4rem;
  color: #fff; font-size: 13px; background: #555; }
.method.get { background: #1f6feb; } .method.post { background: #1a7f37; } .method.put { background: #9a6700; }
.method.patch { background: #8250df; } .method.delete { background: #cf222e; }
pre { background: var(--muted); padding: .75rem; overflow-x: auto; border-radius: 4px; font-size: 13px; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--muted); padding: .2rem .5rem; text-align: left; }
.media { font-family: ui-monospace, monospace; font-size: 13px; margin: .25rem 0; }
`;

/** The favicon (a leaf on the CTP green), served as `/favicon.svg` and `/favicon.ico`. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b6e4f"/><path d="M8 24C8 13 15 8 25 8c0 10-5 17-16 17" fill="#fff"/></svg>`;
