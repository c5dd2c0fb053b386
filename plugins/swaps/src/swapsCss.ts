/** The swaps plugin's stylesheet: theme tokens and logical properties only. */
export const swapsCss = `
.pc-swap { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-swap p { margin: 0; }
.pc-swap-token { min-inline-size: 6.5em; }
.pc-swap .pc-button:has(> .pc-wallet-image) { padding-block: var(--pc-space-1); padding-inline-start: var(--pc-space-2); }
.pc-swap-note { display: flex; flex-wrap: wrap; align-items: baseline; column-gap: var(--pc-space-3); }
.pc-swap-balance { margin-inline-start: auto; }
.pc-swap-fiat { font-variant-numeric: tabular-nums; }
.pc-swap-summary .pc-swap-fiat { display: block; color: var(--pc-color-muted); font-size: var(--pc-font-size-s); font-weight: 400; }
.pc-swap-switch { align-self: center; display: inline-flex; align-items: center; justify-content: center; inline-size: 36px; block-size: 36px; margin-block: calc(-1 * var(--pc-space-2)); border: 1px solid var(--pc-color-border); border-radius: var(--pc-radius-full); background: var(--pc-color-surface); color: inherit; cursor: pointer; }
.pc-swap-switch:focus-visible { outline: 2px solid var(--pc-color-focus-ring); outline-offset: 2px; }
.pc-swap-switch:disabled { opacity: 0.5; cursor: default; }
.pc-swap-summary { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: var(--pc-space-3); border-radius: var(--pc-radius-l); background: var(--pc-color-surface); }
.pc-swap-summary > div { display: flex; justify-content: space-between; align-items: baseline; gap: var(--pc-space-3); }
.pc-swap-summary dt { color: var(--pc-color-muted); font-size: var(--pc-font-size-s); font-weight: 400; font-family: inherit; }
.pc-swap-summary dd { margin: 0; text-align: end; font-family: inherit; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; unicode-bidi: plaintext; }
.pc-swap-status { min-block-size: 1.4em; font-size: var(--pc-font-size-s); color: var(--pc-color-muted); text-align: center; }
.pc-swap-failure { font-size: var(--pc-font-size-s); color: var(--pc-color-error); text-align: center; }
.pc-swap-steps { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding-inline-start: var(--pc-space-4); }
.pc-swap-steps small { display: block; color: var(--pc-color-muted); font-size: var(--pc-font-size-s); }
.pc-swap-actions { display: flex; gap: var(--pc-space-2); }
.pc-swap-actions > * { flex: 1; }
.pc-swap-chips { display: flex; flex-wrap: wrap; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-swap-tokens { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-swap-heading { margin: 0; font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); }
.pc-swap-success { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-4); text-align: center; }
.pc-swap .pc-empty { padding-block: var(--pc-space-6); text-align: center; color: var(--pc-color-muted); }
`
