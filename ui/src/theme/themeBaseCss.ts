/**
 * The theme's derived tokens (type scale from the font-size master, radii from the
 * border-radius master, spacing, modal width, durations) and the reduced-motion rule. The
 * per-instance tokens come from `themeCustomProperties` on the same `.pc-root` element.
 */
export const themeBaseCss = `
.pc-root {
  --pc-font-size-xs: calc(var(--pc-font-size-master) * 1.1);
  --pc-font-size-s: calc(var(--pc-font-size-master) * 1.2);
  --pc-font-size-m: calc(var(--pc-font-size-master) * 1.4);
  --pc-font-size-l: calc(var(--pc-font-size-master) * 1.6);
  --pc-font-size-xl: calc(var(--pc-font-size-master) * 2);
  --pc-font-size-2xl: calc(var(--pc-font-size-master) * 3.2);
  --pc-radius-xs: var(--pc-radius-master);
  --pc-radius-s: calc(var(--pc-radius-master) * 2);
  --pc-radius-m: calc(var(--pc-radius-master) * 3);
  --pc-radius-l: calc(var(--pc-radius-master) * 4);
  --pc-radius-xl: calc(var(--pc-radius-master) * 6);
  --pc-radius-full: 999px;
  --pc-space-1: 4px;
  --pc-space-2: 8px;
  --pc-space-3: 12px;
  --pc-space-4: 16px;
  --pc-space-5: 20px;
  --pc-space-6: 24px;
  --pc-space-8: 32px;
  --pc-modal-width: 360px;
  --pc-duration-view: 150ms;
  --pc-duration-header: 120ms;
  --pc-duration-height: 150ms;
  --pc-shadow: 0 12px 40px rgba(0, 0, 0, 0.32);
  color-scheme: dark;
}
.pc-root[data-theme='light'] { color-scheme: light; }
@media (prefers-reduced-motion: reduce) {
  .pc-root {
    --pc-duration-view: 0ms;
    --pc-duration-header: 0ms;
    --pc-duration-height: 0ms;
  }
  .pc-root, .pc-root *, .pc-root *::before, .pc-root *::after {
    transition: none !important;
    animation-duration: 0ms !important;
    animation-iteration-count: 1 !important;
  }
  .pc-root .pc-spin { animation: pc-spin 1.6s linear infinite !important; }
}
`
