/** The key export view's stylesheet: theme tokens and logical properties only. */
export const keyExportCss = `
.pc-key-export { display: flex; flex-direction: column; gap: var(--pc-space-3); text-align: start; }
.pc-key-export p { margin: 0; }
`
