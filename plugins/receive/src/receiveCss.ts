/** The receive plugin's stylesheet: theme tokens and logical properties only. */
export const receiveCss = `
.pc-receive { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-3); text-align: center; }
.pc-receive p { margin: 0; }
.pc-receive-qr { padding: var(--pc-space-3); border-radius: var(--pc-radius-xl); background: #ffffff; }
.pc-receive-address { display: flex; align-items: center; gap: var(--pc-space-1); max-inline-size: 100%; }
.pc-receive-address code { font-family: inherit; font-weight: 600; overflow-wrap: anywhere; direction: ltr; unicode-bidi: isolate; }
.pc-receive-networks { display: flex; flex-wrap: wrap; justify-content: center; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-receive-network {
  display: inline-flex; align-items: center; gap: var(--pc-space-1); padding-block: var(--pc-space-1); padding-inline: var(--pc-space-2);
  border-radius: var(--pc-radius-full); background: var(--pc-color-surface); font-size: var(--pc-font-size-s);
}
.pc-receive-network img { inline-size: 16px; block-size: 16px; border-radius: var(--pc-radius-full); }
.pc-receive-note { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-receive-heading { margin: 0; font-size: var(--pc-font-size-s); font-weight: 600; color: var(--pc-color-muted); }
`
