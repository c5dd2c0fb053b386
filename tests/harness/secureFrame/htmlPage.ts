import { escapeHtml } from '../escapeHtml.ts'

/** Options of a backend page. */
export interface HtmlPageOptions {
  /** Extra `<head>` markup, trusted (a refresh, an inline script). */
  head?: string
}

/** A complete, accessible HTML page of the frame's backend around trusted `body` markup. */
export function htmlPage(title: string, body: string, options: HtmlPageOptions = {}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="data:," />
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; color: #1b1b1f; }
      label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
      input { width: 100%; box-sizing: border-box; font: inherit; padding: 0.5rem; border: 1px solid #6b6b76; border-radius: 4px; }
      button { font: inherit; padding: 0.5rem 1rem; margin-top: 0.75rem; border-radius: 4px; border: 1px solid #1f6f3f; background: #1f6f3f; color: #fff; cursor: pointer; }
      button:focus-visible, input:focus-visible { outline: 3px solid #2b59c3; outline-offset: 2px; }
      ol { padding: 0; list-style: none; }
      li { border: 1px solid #c9c9d1; border-radius: 6px; padding: 0.75rem; margin-bottom: 0.75rem; }
      .note { color: #4a4a55; font-size: 0.9rem; }
      code { font-size: 1.25rem; letter-spacing: 0.1em; }
    </style>
    ${options.head ?? ''}
  </head>
  <body>
    <main>
      ${body}
    </main>
  </body>
</html>
`
}
