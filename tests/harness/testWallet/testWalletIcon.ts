const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#1d4ed8"/>' +
  '<path d="M24 34a8 8 0 0 1 8-8h36a4 4 0 0 1 4 4v6H32v32h40v-22H56a8 8 0 0 0 0 16h16v6a4 4 0 0 1-4 4H32a8 8 0 0 1-8-8z" fill="#f8fafc"/>' +
  '<circle cx="58" cy="54" r="4" fill="#1d4ed8"/></svg>'

/** The test wallet's icon: an inline SVG as a `data:` URL (no request leaves the page). */
export const testWalletIcon = `data:image/svg+xml,${encodeURIComponent(svg)}`
