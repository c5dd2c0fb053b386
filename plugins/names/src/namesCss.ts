/** The names plugin's stylesheet: theme tokens and logical properties only. */
export const namesCss = `
.pc-names { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-names p { margin: 0; }
.pc-names-intro, .pc-names-status { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-names-status { min-block-size: 1.4em; }
.pc-names-status[data-state='available'] { color: var(--pc-color-success, var(--pc-color-foreground)); }
.pc-names-status[data-state='taken'], .pc-names-failure { color: var(--pc-color-error); }
.pc-names-failure { font-size: var(--pc-font-size-s); }
.pc-names-heading { margin: 0; font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); }
.pc-names-suggestions { display: flex; flex-wrap: wrap; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-names-suggestions .pc-chip-button { padding-inline: var(--pc-space-3); }
.pc-names-done { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); padding-block: var(--pc-space-4); text-align: center; }
.pc-names-done-name { font-size: var(--pc-font-size-l); font-weight: 600; overflow-wrap: anywhere; }
.pc-names-done .pc-icon { inline-size: 40px; block-size: 40px; color: var(--pc-color-accent); }
`
