/** The socials plugin's stylesheet: theme tokens and logical properties only. */
export const socialsCss = `
.pc-socials { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-socials-row { display: grid; grid-template-columns: repeat(auto-fit, minmax(48px, 1fr)); gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-social-button {
  display: inline-flex; align-items: center; justify-content: center; inline-size: 100%; min-block-size: 44px;
  border: none; border-radius: var(--pc-radius-l); background: var(--pc-color-surface); color: var(--pc-color-foreground);
  font: inherit; font-weight: 600; cursor: pointer;
}
.pc-social-button:hover { background: var(--pc-color-surface-hover); }
.pc-social-button[data-action='more'] { font-size: var(--pc-font-size-l); color: var(--pc-color-muted); }
.pc-social-mark { flex: none; color: var(--pc-color-foreground); }
.pc-social-qr { align-self: center; padding: var(--pc-space-3); border-radius: var(--pc-radius-xl); background: #ffffff; }
`
