/** The send plugin's stylesheet: theme tokens and logical properties only. */
export const sendCss = `
.pc-send { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-send p { margin: 0; }
.pc-send .pc-send-missing { font-size: var(--pc-font-size-s); font-weight: 400; }
.pc-send-failure { font-size: var(--pc-font-size-s); color: var(--pc-color-error); text-align: center; }
.pc-send-held { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); text-align: center; }
.pc-send-summary { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: var(--pc-space-3); border-radius: var(--pc-radius-l); background: var(--pc-color-surface); }
.pc-send-summary > div { display: flex; justify-content: space-between; align-items: baseline; gap: var(--pc-space-3); }
.pc-send-summary dt { color: var(--pc-color-muted); font-size: var(--pc-font-size-s); font-weight: 400; font-family: inherit; }
.pc-send-summary dd { display: flex; flex-direction: column; margin: 0; text-align: end; font-family: inherit; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; unicode-bidi: plaintext; }
.pc-send .pc-field-input:is([name='amount'], [name='receiver']) { unicode-bidi: plaintext; }
.pc-send-fiat { font-size: var(--pc-font-size-s); font-weight: 400; color: var(--pc-color-muted); }
.pc-send-amount span:first-child { font-size: var(--pc-font-size-l); }
.pc-send-actions { display: flex; gap: var(--pc-space-2); }
.pc-send-actions > * { flex: 1; }
.pc-send-profile { display: inline-flex; align-items: center; gap: var(--pc-space-1); }
.pc-send-profile img { border-radius: var(--pc-radius-full); }
.pc-send-tokens { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-send .pc-empty { padding-block: var(--pc-space-6); text-align: center; color: var(--pc-color-muted); }
`
