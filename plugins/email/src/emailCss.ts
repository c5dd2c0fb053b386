/** The e-mail plugin's stylesheet: theme tokens and logical properties only. */
export const emailCss = `
.pc-email { display: flex; flex-direction: column; gap: var(--pc-space-3); text-align: start; }
.pc-email p { margin: 0; }
.pc-email-intro { color: var(--pc-color-muted); text-align: center; overflow-wrap: anywhere; }
.pc-email-intro strong { color: var(--pc-color-foreground); }
.pc-email .pc-field-input[inputmode='numeric'] { letter-spacing: 0.4em; font-variant-numeric: tabular-nums; text-align: center; }
`
