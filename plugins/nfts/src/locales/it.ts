/** The nfts plugin's messages in Italian (it): every key of its English catalogue. */
const it: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'I tuoi NFT',
  'nfts.loading': 'Caricamento degli NFT',
  'nfts.empty': 'Ancora nessun NFT',
  'nfts.emptyNote': 'Gli NFT di questo account su {network} appaiono qui.',
  'nfts.error': 'Al momento gli NFT non possono essere caricati.',
  'nfts.retry': 'Riprova',
  'nfts.unavailable': 'Gli NFT non sono disponibili in questa app.',
  'nfts.unsupportedNetwork': 'Gli NFT non sono disponibili su questa rete.',
  'nfts.loadMore': 'Mostra altri',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Immagine di {name}',
  'nfts.collection': 'Collezione',
  'nfts.tokenId': 'ID del token',
  'nfts.contract': 'Contratto',
  'nfts.network': 'Rete',
  'nfts.description': 'Descrizione',
  'nfts.viewOnExplorer': 'Visualizza su {explorer}',
  'nfts.opensInNewTab': 'si apre in una nuova scheda',
  'nfts.notFound': 'Impossibile mostrare questo NFT.',
}

export default it
