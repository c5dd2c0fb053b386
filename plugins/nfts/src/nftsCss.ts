/** The NFTs plugin's stylesheet: theme tokens and logical properties only; a 2-column grid in the 360 px modal. */
export const nftsCss = `
.pc-nfts { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-nfts-grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: var(--pc-space-2); margin: 0; padding: 0; list-style: none; }
.pc-nfts-grid > li { display: flex; min-inline-size: 0; }
.pc-nft-card {
  display: flex; flex-direction: column; align-items: stretch; gap: 2px; inline-size: 100%; min-inline-size: 0;
  padding: var(--pc-space-2); padding-block-end: var(--pc-space-3); border: none; border-radius: var(--pc-radius-l);
  background: var(--pc-color-surface); color: var(--pc-color-foreground); font: inherit; text-align: start; cursor: pointer;
}
.pc-nft-card:hover { background: var(--pc-color-surface-hover); }
.pc-nft-card .pc-nft-image { margin-block-end: var(--pc-space-2); }
.pc-nft-name, .pc-nft-collection { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; padding-inline: 2px; }
.pc-nft-name { font-weight: 600; }
.pc-nft-collection { font-size: var(--pc-font-size-s); color: var(--pc-color-muted); }
.pc-nft-image {
  display: flex; align-items: center; justify-content: center; inline-size: 100%; aspect-ratio: 1; block-size: auto;
  border-radius: var(--pc-radius-m); object-fit: cover; background: var(--pc-color-surface-hover);
}
.pc-nft-placeholder {
  background: linear-gradient(135deg, hsl(var(--pc-nft-hue, 230) 50% 38%), hsl(calc(var(--pc-nft-hue, 230) + 50) 50% 26%)); color: #ffffff; font-size: 30px; font-weight: 700; letter-spacing: 0.02em;
  user-select: none;
}
.pc-nft-image[data-size='large'] { border-radius: var(--pc-radius-xl); }
.pc-nft-placeholder[data-size='large'] { font-size: 64px; }
.pc-nft-skeleton { cursor: default; }
.pc-nft-skeleton .pc-skeleton { background: var(--pc-color-surface-hover); }
.pc-nft-skeleton-line { display: inline-block; vertical-align: middle; inline-size: 70%; block-size: 0.8em; border-radius: var(--pc-radius-xs); }
.pc-nft-skeleton-line[data-width='short'] { inline-size: 45%; }
.pc-nfts-message { display: flex; flex-direction: column; align-items: center; gap: var(--pc-space-2); padding-block: var(--pc-space-6); text-align: center; }
.pc-nfts-message .pc-empty { padding-block: 0; }
.pc-nfts-more-error { padding-block: 0; font-size: var(--pc-font-size-s); }
.pc-nft-detail { display: flex; flex-direction: column; gap: var(--pc-space-3); }
.pc-nft-detail p { margin: 0; }
.pc-nft-heading { display: flex; flex-direction: column; gap: 2px; }
.pc-nft-title { margin: 0; font-size: var(--pc-font-size-l); font-weight: 600; overflow-wrap: anywhere; }
.pc-nft-description { color: var(--pc-color-muted); font-size: var(--pc-font-size-s); overflow-wrap: anywhere; }
.pc-nft-facts { display: flex; flex-direction: column; margin: 0; padding-block: var(--pc-space-1); padding-inline: var(--pc-space-3); border-radius: var(--pc-radius-m); background: var(--pc-color-surface); }
.pc-nft-facts > div { display: flex; align-items: center; justify-content: space-between; gap: var(--pc-space-3); min-block-size: 40px; }
.pc-nft-facts > div + div { border-block-start: 1px solid var(--pc-color-border); }
.pc-nft-facts dt { flex: none; color: var(--pc-color-muted); font-size: var(--pc-font-size-s); }
.pc-nft-facts dd { display: inline-flex; align-items: center; justify-content: flex-end; gap: var(--pc-space-1); min-inline-size: 0; margin: 0; font-weight: 600; text-align: end; }
.pc-nft-facts .pc-icon-button { inline-size: 28px; block-size: 28px; color: var(--pc-color-muted); }
.pc-nft-token-id { direction: ltr; unicode-bidi: isolate; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
.pc-nft-symbol { margin-inline-start: var(--pc-space-1); }
.pc-nft-network-image { inline-size: 16px; block-size: 16px; border-radius: var(--pc-radius-full); }
.pc-nft-explorer { display: inline-flex; align-items: center; justify-content: center; gap: var(--pc-space-2); text-decoration: none; }
`
