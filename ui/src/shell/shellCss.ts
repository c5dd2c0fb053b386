/**
 * The shell's stylesheet: overlay, dialog, header, alert bar, view host, snack and the shared
 * Button and ListItem. Logical properties only, so right-to-left layouts need no other rules;
 * colours, sizes and durations come from the theme's `--pc-*` tokens.
 */
export const shellCss = `
.pc-root, .pc-root *, .pc-root *::before, .pc-root *::after { box-sizing: border-box; }
.pc-overlay {
  position: fixed; inset: 0; z-index: var(--pc-z-index);
  display: flex; align-items: center; justify-content: center;
  padding: var(--pc-space-4);
  background: var(--pc-color-backdrop);
  /* The page behind is blurred as well as dimmed; without backdrop-filter it is only dimmed. */
  -webkit-backdrop-filter: blur(8px); backdrop-filter: blur(8px);
  font-family: var(--pc-font-family); font-size: var(--pc-font-size-m); line-height: 1.4;
  color: var(--pc-color-foreground);
  animation: pc-fade-in var(--pc-duration-view) ease-out both;
}
.pc-overlay[data-inline] { position: relative; inset: auto; z-index: auto; min-block-size: 100%; background: transparent; -webkit-backdrop-filter: none; backdrop-filter: none; animation: none; }
.pc-dialog {
  position: relative; display: flex; flex-direction: column;
  inline-size: var(--pc-modal-width); max-inline-size: 100%;
  max-block-size: calc(100dvh - 2 * var(--pc-space-4));
  background: var(--pc-color-background); color: var(--pc-color-foreground);
  border: 1px solid var(--pc-color-border); border-radius: var(--pc-radius-xl);
  box-shadow: var(--pc-shadow); overflow: hidden; outline: none;
  animation: pc-dialog-in var(--pc-duration-height) ease-out both;
}
@media (max-width: 430px) {
  .pc-overlay:not([data-inline]) { align-items: flex-end; padding: 0; }
  .pc-overlay:not([data-inline]) .pc-dialog { inline-size: 100%; border-end-start-radius: 0; border-end-end-radius: 0; }
}
.pc-root :focus-visible { outline: 2px solid var(--pc-color-focus-ring); outline-offset: 2px; }
.pc-header {
  display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; gap: var(--pc-space-2);
  padding-block: var(--pc-space-4) var(--pc-space-3); padding-inline: var(--pc-space-4);
}
.pc-header-spacer { inline-size: 36px; }
.pc-header-title {
  margin: 0; text-align: center; font-size: var(--pc-font-size-l); font-weight: 600;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  animation: pc-fade-in var(--pc-duration-header) ease-out both;
}
.pc-icon-button {
  display: inline-flex; align-items: center; justify-content: center;
  inline-size: 36px; block-size: 36px; padding: 0; border: none; border-radius: var(--pc-radius-m);
  background: transparent; color: var(--pc-color-foreground); cursor: pointer;
}
.pc-icon-button:hover:not(:disabled) { background: var(--pc-color-surface-hover); }
.pc-icon-button:disabled { opacity: 0.4; cursor: not-allowed; }
.pc-icon-directional:dir(rtl) { transform: scaleX(-1); }
.pc-alerts { display: flex; flex-direction: column; gap: var(--pc-space-2); padding-inline: var(--pc-space-4); padding-block-end: var(--pc-space-3); }
.pc-alert {
  display: flex; align-items: flex-start; gap: var(--pc-space-2);
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3) var(--pc-space-1);
  border-radius: var(--pc-radius-m); border: 1px solid var(--pc-color-border);
  background: var(--pc-color-surface); font-size: var(--pc-font-size-s);
}
.pc-alert[data-variant='error'] { border-color: var(--pc-color-error); }
.pc-alert[data-variant='error'] .pc-alert-icon { color: var(--pc-color-error); }
.pc-alert-icon { flex: none; margin-block-start: 2px; color: var(--pc-color-muted); }
.pc-alert-text { flex: 1; min-inline-size: 0; }
.pc-alert-title { margin: 0; font-weight: 600; }
.pc-alert-message { margin: 0; margin-block-start: 2px; color: var(--pc-color-muted); }
.pc-alert .pc-icon-button { inline-size: 28px; block-size: 28px; flex: none; }
.pc-body { overflow-y: auto; overscroll-behavior: contain; transition: block-size var(--pc-duration-height) ease; }
.pc-body-content { padding-inline: var(--pc-space-4); padding-block-end: var(--pc-space-4); }
.pc-view { animation: pc-view-in var(--pc-duration-view) ease-out both; }
.pc-view-state {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--pc-space-3);
  min-block-size: 160px; padding-block: var(--pc-space-6); text-align: center; color: var(--pc-color-muted);
}
.pc-view-state p { margin: 0; }
.pc-spinner { display: inline-flex; color: var(--pc-color-accent); }
.pc-spin { animation: pc-spin 0.8s linear infinite; }
/* Over the header's title, between its back and close buttons: the snack never covers a control. */
.pc-snack-region { position: absolute; inset-inline: calc(var(--pc-space-4) + 36px + var(--pc-space-2)); inset-block-start: var(--pc-space-3); z-index: 1; display: flex; justify-content: center; pointer-events: none; }
.pc-snack {
  display: inline-flex; align-items: center; gap: var(--pc-space-2); max-inline-size: 100%;
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3);
  border-radius: var(--pc-radius-full); border: 1px solid var(--pc-color-border);
  background: var(--pc-color-surface); color: var(--pc-color-foreground); box-shadow: var(--pc-shadow);
  font-size: var(--pc-font-size-s); text-align: center; pointer-events: auto;
  animation: pc-view-in var(--pc-duration-view) ease-out both;
}
.pc-snack[data-variant='success'] .pc-snack-icon { color: var(--pc-color-success); }
.pc-snack[data-variant='error'] { border-color: var(--pc-color-error); }
.pc-snack[data-variant='error'] .pc-snack-icon { color: var(--pc-color-error); }
.pc-snack[data-variant='loading'] .pc-icon { color: var(--pc-color-accent); }
.pc-button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--pc-space-2);
  min-block-size: 40px; padding-block: var(--pc-space-2); padding-inline: var(--pc-space-4);
  border: 1px solid transparent; border-radius: var(--pc-radius-m);
  font: inherit; font-weight: 600; cursor: pointer;
  background: var(--pc-color-accent); color: var(--pc-color-accent-foreground);
}
.pc-button[data-size='sm'] { min-block-size: 32px; padding-inline: var(--pc-space-3); font-size: var(--pc-font-size-s); }
.pc-button[data-variant='secondary'] { background: var(--pc-color-surface); color: var(--pc-color-foreground); border-color: var(--pc-color-border); }
.pc-button[data-variant='ghost'] { background: transparent; color: var(--pc-color-foreground); }
.pc-button[data-variant='danger'] { background: var(--pc-color-surface); color: var(--pc-color-error); border-color: var(--pc-color-error); }
.pc-button[data-full-width] { inline-size: 100%; }
.pc-button:hover:not(:disabled) { filter: brightness(1.08); }
.pc-button:disabled { opacity: 0.5; cursor: not-allowed; }
.pc-button[data-state='loading'] { cursor: progress; }
.pc-list-item {
  display: flex; align-items: center; gap: var(--pc-space-3); inline-size: 100%;
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-2) var(--pc-space-3);
  border: none; border-radius: var(--pc-radius-l); background: var(--pc-color-surface);
  color: var(--pc-color-foreground); font: inherit; text-align: start; cursor: pointer;
}
.pc-list-item:hover:not(:disabled) { background: var(--pc-color-surface-hover); }
.pc-list-item:disabled { opacity: 0.5; cursor: not-allowed; }
.pc-list-item[data-state='selected'] { box-shadow: inset 0 0 0 1px var(--pc-color-accent); }
.pc-list-item-image, .pc-list-item-icon {
  flex: none; inline-size: 32px; block-size: 32px; border-radius: var(--pc-radius-s);
  display: inline-flex; align-items: center; justify-content: center; object-fit: cover;
  background: var(--pc-color-surface-hover);
}
.pc-list-item-text { flex: 1; min-inline-size: 0; display: flex; flex-direction: column; }
.pc-list-item-label { font-size: var(--pc-font-size-l); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-list-item-description { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
/* A small capitalised tag, as AppKit's (INSTALLED, QR CODE, RECENT); an installed wallet's in the success colour, WalletConnect's in the accent. */
.pc-list-item-tag {
  flex: none; padding-block: 2px; padding-inline: 6px; border-radius: var(--pc-radius-xs);
  font-size: var(--pc-font-size-xs); font-weight: 500; line-height: 1.4; letter-spacing: 0.04em; text-transform: uppercase;
  color: var(--pc-color-muted); background: var(--pc-color-surface-hover);
}
.pc-list-item[data-group='injected'] .pc-list-item-tag { color: var(--pc-color-success); background: color-mix(in srgb, var(--pc-color-success) 14%, transparent); }
.pc-list-item[data-group='walletConnect'] .pc-list-item-tag { color: var(--pc-color-accent); background: color-mix(in srgb, var(--pc-color-accent) 8%, transparent); }
.pc-list-item-chevron { flex: none; color: var(--pc-color-muted); }
.pc-field { display: flex; flex-direction: column; gap: var(--pc-space-1); inline-size: 100%; text-align: start; }
.pc-field-label { font-size: var(--pc-font-size-s); font-weight: 400; color: var(--pc-color-muted); }
.pc-field-control {
  display: flex; align-items: center; gap: var(--pc-space-2);
  padding-inline: var(--pc-space-3) var(--pc-space-2); border-radius: var(--pc-radius-m);
  border: 1px solid var(--pc-color-border); background: var(--pc-color-surface);
}
.pc-field-control:focus-within { outline: 2px solid var(--pc-color-focus-ring); outline-offset: 1px; }
.pc-field[data-state='error'] .pc-field-control { border-color: var(--pc-color-error); }
.pc-field-input {
  flex: 1; min-inline-size: 0; min-block-size: 44px; padding: 0; border: none; outline: none;
  background: transparent; color: var(--pc-color-foreground); font: inherit;
}
.pc-root .pc-field-input:focus-visible { outline: none; }
.pc-field-input::placeholder { color: var(--pc-color-muted); }
.pc-field-note { margin: 0; font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-field[data-state='error'] .pc-field-note { color: var(--pc-color-error); }
.pc-qr { display: block; max-inline-size: 100%; block-size: auto; border-radius: var(--pc-radius-l); }
.pc-visually-hidden {
  position: absolute; inline-size: 1px; block-size: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@keyframes pc-fade-in { from { opacity: 0; } to { opacity: 1; } }
@keyframes pc-view-in { from { opacity: 0; transform: translateY(4px); } to { opacity: 1; transform: none; } }
@keyframes pc-dialog-in { from { opacity: 0; transform: scale(0.98); } to { opacity: 1; transform: none; } }
@keyframes pc-spin { to { transform: rotate(360deg); } }
`
