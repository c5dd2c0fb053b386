/** The on-ramp plugin's stylesheet: theme tokens and logical properties only. */
export const onrampCss = `
.pc-onramp { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-onramp p { margin: 0; }
.pc-onramp-row { display: flex; gap: var(--pc-space-2); }
.pc-onramp-row > * { flex: 1; min-inline-size: 0; }
.pc-onramp-select { display: flex; flex-direction: column; gap: var(--pc-space-1); font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-onramp-select select { block-size: 44px; padding-inline: var(--pc-space-2); border: 1px solid var(--pc-color-border); border-radius: var(--pc-radius-m); background: var(--pc-color-surface); color: var(--pc-color-foreground); font: inherit; font-size: var(--pc-font-size-m); }
.pc-onramp-select select:focus-visible { outline: 2px solid var(--pc-color-focus-ring); outline-offset: 2px; }
.pc-onramp-asset { display: flex; justify-content: space-between; gap: var(--pc-space-3); padding: var(--pc-space-3); border-radius: var(--pc-radius-l); background: var(--pc-color-surface); font-size: var(--pc-font-size-s); }
.pc-onramp-asset dt { color: var(--pc-color-muted); }
.pc-onramp-asset dd { margin: 0; font-weight: 600; }
.pc-onramp-heading { margin: 0; font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); }
.pc-onramp-providers { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-onramp-status { min-block-size: 1.4em; font-size: var(--pc-font-size-s); color: var(--pc-color-muted); text-align: center; }
.pc-onramp-failure { font-size: var(--pc-font-size-s); color: var(--pc-color-error); text-align: center; }
.pc-onramp-progress { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-4); text-align: center; }
.pc-onramp-logo { inline-size: 56px; block-size: 56px; border-radius: var(--pc-radius-l); }
.pc-onramp-link { color: var(--pc-color-accent); }
.pc-onramp .pc-empty { padding-block: var(--pc-space-6); text-align: center; color: var(--pc-color-muted); }
`
