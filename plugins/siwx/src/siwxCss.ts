/** The SIWX view's stylesheet: theme tokens and logical properties only. */
export const siwxCss = `
.pc-siwx { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-2); text-align: center; }
.pc-siwx p { margin: 0; }
.pc-siwx-heading { font-size: var(--pc-font-size-l); font-weight: 600; }
.pc-siwx-account { padding-block: var(--pc-space-1); padding-inline: var(--pc-space-3); border-radius: var(--pc-radius-full); background: var(--pc-color-surface); font-weight: 600; font-variant-numeric: tabular-nums; direction: ltr; unicode-bidi: isolate; }
.pc-siwx-body, .pc-siwx-note { color: var(--pc-color-muted); }
.pc-siwx-note { font-size: var(--pc-font-size-s); }
.pc-siwx-error { color: var(--pc-color-error); font-weight: 600; }
.pc-siwx-actions { display: flex; gap: var(--pc-space-2); inline-size: 100%; }
.pc-siwx-actions > * { flex: 1; }
`
