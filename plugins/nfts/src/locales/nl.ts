/** The nfts plugin's messages in Dutch (nl): every key of its English catalogue. */
const nl: Record<string, string> = {
  'nfts.tab': "NFT's",
  'nfts.list': "Jouw NFT's",
  'nfts.loading': "NFT's laden",
  'nfts.empty': "Nog geen NFT's",
  'nfts.emptyNote': "NFT's van dit account op {network} verschijnen hier.",
  'nfts.error': "NFT's kunnen nu niet worden geladen.",
  'nfts.retry': 'Opnieuw proberen',
  'nfts.unavailable': "NFT's zijn niet beschikbaar in deze app.",
  'nfts.unsupportedNetwork': "NFT's zijn niet beschikbaar op dit netwerk.",
  'nfts.loadMore': 'Meer tonen',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Afbeelding van {name}',
  'nfts.collection': 'Collectie',
  'nfts.tokenId': 'Token-ID',
  'nfts.contract': 'Contract',
  'nfts.network': 'Netwerk',
  'nfts.description': 'Beschrijving',
  'nfts.viewOnExplorer': 'Bekijken op {explorer}',
  'nfts.opensInNewTab': 'opent in een nieuw tabblad',
  'nfts.notFound': 'Deze NFT kan niet worden getoond.',
}

export default nl
