// Our own mark, drawn like the EVM test wallet's (a wallet on a tile) but violet with a green
// clasp, so the two test wallets' rows tell apart at a glance.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">' +
  '<rect width="96" height="96" rx="20" fill="#6d28d9"/>' +
  '<path d="M24 34a8 8 0 0 1 8-8h36a4 4 0 0 1 4 4v6H32v32h40v-22H56a8 8 0 0 0 0 16h16v6a4 4 0 0 1-4 4H32a8 8 0 0 1-8-8z" fill="#f8fafc"/>' +
  '<circle cx="58" cy="54" r="5" fill="#22c55e"/></svg>'

/**
 * The Solana test wallet's icon: an inline SVG as a base64 `data:` URL, the form Wallet Standard's
 * `WalletIcon` type asks for (no request leaves the page).
 */
export const solanaTestWalletIcon = `data:image/svg+xml;base64,${btoa(svg)}` as const
