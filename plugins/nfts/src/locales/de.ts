/** The nfts plugin's messages in German (de): every key of its English catalogue. */
const de: Record<string, string> = {
  'nfts.tab': 'NFTs',
  'nfts.list': 'Deine NFTs',
  'nfts.loading': 'NFTs werden geladen',
  'nfts.empty': 'Noch keine NFTs',
  'nfts.emptyNote': 'NFTs, die dieses Konto auf {network} besitzt, erscheinen hier.',
  'nfts.error': 'NFTs können gerade nicht geladen werden.',
  'nfts.retry': 'Erneut versuchen',
  'nfts.unavailable': 'NFTs sind in dieser App nicht verfügbar.',
  'nfts.unsupportedNetwork': 'NFTs sind in diesem Netzwerk nicht verfügbar.',
  'nfts.loadMore': 'Mehr anzeigen',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Bild von {name}',
  'nfts.collection': 'Sammlung',
  'nfts.tokenId': 'Token-ID',
  'nfts.contract': 'Vertrag',
  'nfts.network': 'Netzwerk',
  'nfts.description': 'Beschreibung',
  'nfts.viewOnExplorer': 'Auf {explorer} ansehen',
  'nfts.opensInNewTab': 'öffnet in einem neuen Tab',
  'nfts.notFound': 'Dieses NFT kann nicht angezeigt werden.',
}

export default de
