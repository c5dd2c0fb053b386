/** The pay plugin's stylesheet: theme tokens and logical properties only. */
export const payCss = `
.pc-pay { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-pay p { margin: 0; }
.pc-pay-summary { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: var(--pc-space-3); border-radius: var(--pc-radius-l); background: var(--pc-color-surface); }
.pc-pay-summary > div { display: flex; justify-content: space-between; align-items: baseline; gap: var(--pc-space-3); }
.pc-pay-summary dt { color: var(--pc-color-muted); font-size: var(--pc-font-size-s); font-weight: 400; font-family: inherit; }
.pc-pay-summary dd { margin: 0; text-align: end; font-family: inherit; font-weight: 600; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; unicode-bidi: plaintext; }
.pc-pay-status { min-block-size: 1.4em; font-size: var(--pc-font-size-s); color: var(--pc-color-muted); text-align: center; }
.pc-pay-failure { font-size: var(--pc-font-size-s); color: var(--pc-color-error); text-align: center; }
.pc-pay-actions { display: flex; gap: var(--pc-space-2); }
.pc-pay-actions > * { flex: 1; }
.pc-pay-outcome { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-4); text-align: center; }
.pc-pay-exchanges { display: flex; flex-direction: column; gap: var(--pc-space-2); }
.pc-pay-exchanges-title { margin: 0; font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); text-align: center; }
.pc-pay-exchange-list { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-pay-link { color: var(--pc-color-accent); }
.pc-pay .pc-empty { padding-block: var(--pc-space-6); text-align: center; color: var(--pc-color-muted); }
`
