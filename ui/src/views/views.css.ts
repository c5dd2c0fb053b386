/**
 * The core views' stylesheet (Connect, ConnectingExternal, Account, Networks, UnsupportedChain,
 * AllWallets). Logical properties only, so right-to-left layouts need no other rules; colours,
 * sizes and durations come from the theme's `--pc-*` tokens. The shared Button, ListItem and
 * Icon are styled by the shell.
 */
export const viewsCss = `
.pc-screen { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-screen p { margin: 0; }
.pc-list { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-token { display: flex; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3); border-radius: var(--pc-radius-m); background: var(--pc-color-surface); }
/* The name column is never narrower than its dollar value (the name is cut first: it sizes nothing); a long amount breaks before its symbol instead of cutting the value. */
.pc-token-name { display: flex; flex-direction: column; flex: 1 1 0; }
.pc-token-name > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-token-name > .pc-text-primary { inline-size: 0; min-inline-size: 100%; }
.pc-token-amount { text-align: end; font-variant-numeric: tabular-nums; unicode-bidi: plaintext; }
.pc-token .pc-skeleton { background: var(--pc-color-surface-hover); }
.pc-token-amount-skeleton { inline-size: 5em; }
.pc-empty, .pc-text-secondary { color: var(--pc-color-muted); }
.pc-empty { padding-block: var(--pc-space-6); text-align: center; }
.pc-approve-lines { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: var(--pc-space-3); border-radius: var(--pc-radius-m); background: var(--pc-color-surface); }
.pc-approve-lines div { display: flex; flex-direction: column; gap: var(--pc-space-1); }
.pc-approve-lines dt { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-approve-lines dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; max-block-size: 12em; overflow-y: auto; }
.pc-approve-actions { display: flex; gap: var(--pc-space-2); }
.pc-approve-actions > * { flex: 1; }
/* One weight for titles (600: the header, the address, the balance), 500 for labels, regular for secondary text. */
.pc-text-primary { font-weight: 500; }
.pc-text-error { font-weight: 600; color: var(--pc-color-error); }
.pc-part { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-2); padding-block: var(--pc-space-4); text-align: center; }
.pc-part[data-state='loading'] { justify-content: center; }
/* A section with nothing to offer (e-mail without its wallet) takes no gap; an "or" divider sits above the first shown section after a change between wallets and other ways in. */
.pc-connect-section:empty { display: none; }
.pc-connect-section[data-kind='wallet']:not(:empty) ~ .pc-connect-section:not([data-kind='wallet']):not(:empty)::before,
.pc-connect-section:not([data-kind='wallet']):not(:empty) ~ .pc-connect-section[data-kind='wallet']:not(:empty)::before {
  content: attr(data-or); display: block; margin-block-end: var(--pc-space-3); line-height: 20px; text-align: center;
  font-size: var(--pc-font-size-m); color: var(--pc-color-muted);
  background: linear-gradient(to right, var(--pc-color-border) calc(50% - 2em), transparent calc(50% - 2em) calc(50% + 2em), var(--pc-color-border) calc(50% + 2em)) center / 100% 1px no-repeat;
}
.pc-connect-section:not([data-kind='wallet']):not(:empty) ~ .pc-connect-section:not([data-kind='wallet']):not(:empty)::before { content: none; }
.pc-group-heading {
  margin: 0; margin-block: var(--pc-space-2); font-size: var(--pc-font-size-s); font-weight: 600;
  text-align: start; color: var(--pc-color-muted); text-transform: uppercase; letter-spacing: 0.04em;
}
.pc-network-groups { display: flex; flex-direction: column; gap: var(--pc-space-2); }
.pc-tag {
  display: inline-flex; align-items: center; padding-block: 2px; padding-inline: var(--pc-space-2);
  border-radius: var(--pc-radius-full); font-size: var(--pc-font-size-xs); font-weight: 600;
  background: var(--pc-color-surface-hover); color: var(--pc-color-foreground);
}
.pc-tag[data-variant='error'] { color: var(--pc-color-error); }
.pc-notice {
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3); border-radius: var(--pc-radius-m);
  border: 1px solid var(--pc-color-error); background: var(--pc-color-surface); font-size: var(--pc-font-size-s);
}
.pc-wallet-image {
  flex: none; display: inline-flex; align-items: center; justify-content: center;
  inline-size: 40px; block-size: 40px; border-radius: var(--pc-radius-m); object-fit: cover;
  background: var(--pc-color-surface-hover); color: var(--pc-color-muted);
}
.pc-wallet-image[data-size='small'] { inline-size: 20px; block-size: 20px; border-radius: var(--pc-radius-full); }
.pc-wallet-image[data-size='large'] { inline-size: 72px; block-size: 72px; border-radius: var(--pc-radius-xl); }
.pc-brand-mark[data-brand='walletconnect'] { color: #3b99fc; }
.pc-generated-mark {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  background: hsl(var(--pc-mark-hue) 55% 36%); color: #ffffff; font-weight: 700; font-size: 12px; line-height: 1; letter-spacing: 0;
}
.pc-generated-mark::before { content: attr(data-initials); }
.pc-list-item-icon > .pc-generated-mark { inline-size: 100%; block-size: 100%; border-radius: inherit; }
.pc-generated-mark[data-size='small'] { font-size: 9px; }
.pc-generated-mark[data-size='large'] { font-size: 24px; }
.pc-wallet-image-fallback[data-state='loading'] { animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-skeleton { background: var(--pc-color-surface); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-skeleton-text { display: inline-block; vertical-align: middle; inline-size: 8em; block-size: 0.8em; border-radius: var(--pc-radius-xs); }
.pc-connecting { align-items: center; padding-block: var(--pc-space-4); text-align: center; }
.pc-connecting-image { position: relative; display: inline-flex; }
.pc-connecting-image .pc-icon {
  position: absolute; inset-block-end: -6px; inset-inline-end: -6px; padding: 2px;
  border-radius: var(--pc-radius-full); background: var(--pc-color-background); color: var(--pc-color-accent);
}
.pc-connecting[data-state='declined'] .pc-connecting-image .pc-icon,
.pc-connecting[data-state='error'] .pc-connecting-image .pc-icon { color: var(--pc-color-error); }
.pc-connecting-status { display: flex; flex-direction: column; gap: var(--pc-space-1); }
.pc-connecting-status > .pc-wallet-image { align-self: center; margin-block-end: var(--pc-space-1); }
/* A spinner is a stretched flex item otherwise, its turning mark at the line's start. */
.pc-connecting-status > .pc-spinner { align-self: center; }
.pc-walletconnect-qr { align-self: center; padding: var(--pc-space-3); border-radius: var(--pc-radius-xl); background: #ffffff; }
.pc-account-summary { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-2); padding-block: var(--pc-space-2); text-align: center; }
.pc-avatar { inline-size: 64px; block-size: 64px; border-radius: var(--pc-radius-full); box-shadow: 0 0 0 4px var(--pc-color-surface); }
.pc-account-address { display: inline-flex; align-items: center; gap: var(--pc-space-1); font-size: var(--pc-font-size-l); }
.pc-account-name { margin: 0; font-size: var(--pc-font-size-l); font-weight: 600; overflow-wrap: anywhere; }
.pc-account-address[data-named] { font-size: var(--pc-font-size-m); color: var(--pc-color-muted); }
.pc-address { font-weight: 600; font-variant-numeric: tabular-nums; direction: ltr; unicode-bidi: isolate; }
.pc-account-address .pc-icon-button { inline-size: 28px; block-size: 28px; color: var(--pc-color-muted); }
/* The balance is the Account view's headline. */
.pc-balance { margin: 0; font-size: var(--pc-font-size-2xl); font-weight: 500; line-height: 1.15; letter-spacing: -0.02em; color: var(--pc-color-foreground); font-variant-numeric: tabular-nums; direction: ltr; unicode-bidi: isolate; }
.pc-balance[data-state='unavailable'] { font-size: var(--pc-font-size-m); font-weight: 400; letter-spacing: normal; color: var(--pc-color-muted); }
.pc-balance .pc-stale { letter-spacing: normal; }
/* What the listed tokens are worth, under the headline. */
.pc-balance-fiat { margin: 0; margin-block-start: calc(-1 * var(--pc-space-1)); font-size: var(--pc-font-size-m); color: var(--pc-color-muted); font-variant-numeric: tabular-nums; }
.pc-stale { display: inline-flex; align-items: center; gap: var(--pc-space-1); margin-inline-start: var(--pc-space-2); font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-chip-button {
  display: inline-flex; align-items: center; gap: var(--pc-space-2);
  padding-block: var(--pc-space-1); padding-inline: var(--pc-space-1) var(--pc-space-3);
  border: 1px solid var(--pc-color-border); border-radius: var(--pc-radius-full);
  background: var(--pc-color-surface); color: var(--pc-color-foreground); font: inherit; cursor: pointer;
}
.pc-chip-button:hover { background: var(--pc-color-surface-hover); }
.pc-chip-button[data-state='error'] { border-color: var(--pc-color-error); color: var(--pc-color-error); }
.pc-account-type { display: inline-flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: var(--pc-space-2); font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-account-type .pc-chip-button { padding-inline: var(--pc-space-3); font-size: var(--pc-font-size-s); }
.pc-chip-button:disabled { cursor: progress; opacity: 0.6; }
/*
 * Wallet-feature tiles (issue 34): icon above a one-line label. The tiles of a line share it equally;
 * a tile is never narrower than its label (a flex item's automatic minimum, the label not wrapping),
 * so one that no longer fits starts the next line. A label wider than the whole row ends in an ellipsis.
 */
.pc-features { display: flex; flex-wrap: wrap; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-features > li { display: flex; flex: 1 1 0; max-inline-size: 100%; }
.pc-feature-button {
  display: flex; flex: 1 1 auto; flex-direction: column; align-items: center; gap: var(--pc-space-1);
  min-inline-size: 72px; padding-block: var(--pc-space-2); padding-inline: var(--pc-space-2);
  border: none; border-radius: var(--pc-radius-l); background: var(--pc-color-surface);
  color: var(--pc-color-foreground); font: inherit; font-size: var(--pc-font-size-s); white-space: nowrap; cursor: pointer;
}
.pc-feature-button > span { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; }
.pc-feature-button:hover { background: var(--pc-color-surface-hover); }
/* The account's own actions (placement 'row': Edit Email, Name, Export private key) under the tiles, as AppKit's account rows: the icon in a 40 px circle, the label at 16 px 400 on one line, a chevron at the end. */
.pc-wallet-features { display: flex; flex-direction: column; gap: var(--pc-space-2); }
.pc-feature-rows { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-feature-row .pc-list-item-icon { inline-size: 40px; block-size: 40px; border-radius: var(--pc-radius-full); }
.pc-feature-row .pc-list-item-label { font-size: var(--pc-font-size-l); font-weight: 400; }
.pc-tabs { display: flex; gap: var(--pc-space-1); padding: var(--pc-space-1); border-radius: var(--pc-radius-l); background: var(--pc-color-surface); }
.pc-tab {
  flex: 1; padding-block: var(--pc-space-2); padding-inline: var(--pc-space-2);
  border: none; border-radius: var(--pc-radius-m); background: transparent;
  color: var(--pc-color-muted); font: inherit; font-weight: 500; cursor: pointer;
}
.pc-tab[aria-selected='true'] { background: var(--pc-color-background); color: var(--pc-color-foreground); }
.pc-tabpanel { padding-block-start: var(--pc-space-3); }
.pc-tabs-heading { margin: 0; margin-block-end: var(--pc-space-2); padding-inline: var(--pc-space-1); font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); }
.pc-search { position: relative; }
/* All Wallets: the search stays in view while the grid scrolls, and the view keeps its height when a search finds nothing. */
.pc-all-wallets { min-block-size: min(480px, 70dvh); }
.pc-all-wallets > .pc-search {
  position: sticky; inset-block-start: 0; z-index: 1;
  margin-block-start: calc(-1 * var(--pc-space-1)); padding-block: var(--pc-space-1) var(--pc-space-2);
  background: var(--pc-color-background);
}
.pc-input {
  inline-size: 100%; min-block-size: 40px; padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3);
  border: 1px solid var(--pc-color-border); border-radius: var(--pc-radius-m);
  background: var(--pc-color-surface); color: var(--pc-color-foreground); font: inherit; text-align: start;
}
.pc-input::placeholder { color: var(--pc-color-muted); }
.pc-wallet-grid {
  display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: var(--pc-space-2);
  margin: 0; padding: 0; list-style: none;
}
.pc-wallet-card {
  display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-1);
  inline-size: 100%; min-block-size: 96px; padding-block: var(--pc-space-2); padding-inline: var(--pc-space-1);
  border: none; border-radius: var(--pc-radius-l); background: var(--pc-color-surface);
  color: var(--pc-color-foreground); font: inherit; font-size: var(--pc-font-size-xs); cursor: pointer;
}
.pc-wallet-card:hover { background: var(--pc-color-surface-hover); }
.pc-wallet-card .pc-wallet-image[data-size='large'] { inline-size: 48px; block-size: 48px; border-radius: var(--pc-radius-l); }
.pc-wallet-card-name { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-sentinel { block-size: 1px; }
@keyframes pc-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.5; } }
`
