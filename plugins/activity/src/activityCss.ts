/** The activity plugin's stylesheet: theme tokens and logical properties only, in step with the Tokens tab. */
export const activityCss = `
.pc-activity { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-activity p { margin: 0; }
.pc-activity-group { display: flex; flex-direction: column; gap: var(--pc-space-2); }
.pc-activity-heading {
  margin: 0; padding-inline: var(--pc-space-1); font-size: var(--pc-font-size-s); font-weight: 600;
  color: var(--pc-color-muted); letter-spacing: 0.01em;
}
.pc-activity-list { display: flex; flex-direction: column; gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-activity-row {
  display: flex; align-items: center; gap: var(--pc-space-2); min-block-size: 56px;
  padding-block: var(--pc-space-2); padding-inline: var(--pc-space-3);
  border-radius: var(--pc-radius-m); background: var(--pc-color-surface); color: var(--pc-color-foreground); text-decoration: none;
}
a.pc-activity-row:hover { background: var(--pc-color-surface-hover); }
a.pc-activity-row:focus-visible { outline: 2px solid var(--pc-color-focus-ring); outline-offset: 1px; }
.pc-activity-icon { position: relative; flex: none; display: inline-flex; inline-size: 40px; block-size: 40px; margin-inline-end: var(--pc-space-1); }
.pc-activity-image {
  display: inline-flex; align-items: center; justify-content: center; inline-size: 40px; block-size: 40px;
  border-radius: var(--pc-radius-m); object-fit: cover; background: var(--pc-color-surface-hover);
  color: var(--pc-color-foreground); font-size: var(--pc-font-size-xs); font-weight: 700;
}
.pc-activity-badge {
  position: absolute; inset-block-end: -4px; inset-inline-end: -4px; display: inline-flex; align-items: center; justify-content: center;
  inline-size: 18px; block-size: 18px; border-radius: var(--pc-radius-full); border: 2px solid var(--pc-color-surface);
  background: var(--pc-color-surface-hover); color: var(--pc-color-foreground);
}
.pc-activity-icon[data-kind='send'] .pc-activity-badge, .pc-activity-icon[data-kind='burn'] .pc-activity-badge { background: var(--pc-color-accent); color: var(--pc-color-accent-foreground); }
.pc-activity-icon[data-kind='receive'] .pc-activity-badge, .pc-activity-icon[data-kind='mint'] .pc-activity-badge { background: var(--pc-color-success); color: var(--pc-color-background); }
.pc-activity-text { flex: 1; min-inline-size: 0; display: flex; flex-direction: column; gap: 2px; }
.pc-activity-line { display: flex; align-items: center; gap: var(--pc-space-2); min-inline-size: 0; }
.pc-activity-title { font-weight: 600; white-space: nowrap; }
.pc-activity-detail { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-activity-end { flex: 0 1 auto; min-inline-size: 0; display: flex; flex-direction: column; align-items: flex-end; gap: 2px; max-inline-size: 62%; text-align: end; }
.pc-activity-amount { direction: ltr; unicode-bidi: isolate; font-weight: 600; font-variant-numeric: tabular-nums; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-inline-size: 100%; }
.pc-activity-amount[data-direction='in'] { color: var(--pc-color-success); }
.pc-activity-meta { display: inline-flex; align-items: center; gap: var(--pc-space-1); font-size: var(--pc-font-size-s); color: var(--pc-color-muted); white-space: nowrap; }
.pc-activity-status {
  flex: none; padding-block: 1px; padding-inline: 6px; border-radius: var(--pc-radius-full);
  font-size: var(--pc-font-size-xs); font-weight: 600; background: var(--pc-color-surface-hover);
}
.pc-activity-status[data-status='failed'] { color: var(--pc-color-error); }
.pc-activity-status[data-status='pending'] { color: var(--pc-color-accent); }
.pc-activity-item[data-status='pending'] .pc-activity-row { box-shadow: inset 0 0 0 1px var(--pc-color-border); }
.pc-activity-item[data-status='pending'] .pc-activity-badge { animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-activity-item[data-status='failed'] .pc-activity-amount { color: var(--pc-color-muted); text-decoration: line-through; }
.pc-activity-image[data-fallback='glyph'] { color: var(--pc-color-muted); }
.pc-activity-external { flex: none; }
.pc-activity-row .pc-skeleton { background: var(--pc-color-surface-hover); }
.pc-activity-skeleton { display: block; block-size: 0.9em; border-radius: var(--pc-radius-xs); }
.pc-activity-skeleton[data-width='short'] { inline-size: 5em; }
.pc-activity-skeleton[data-width='long'] { inline-size: 9em; }
.pc-activity-skeleton[data-width='amount'] { flex: none; inline-size: 4.5em; }
.pc-activity-note { padding-block: var(--pc-space-6); }
.pc-activity-empty { padding-block: var(--pc-space-6); }
.pc-activity-more-error { display: flex; align-items: center; justify-content: space-between; gap: var(--pc-space-2); font-size: var(--pc-font-size-s); color: var(--pc-color-error); }
.pc-transactions { min-block-size: 100%; }
`
