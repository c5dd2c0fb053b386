/** The nfts plugin's messages in Spanish (es): every key of its English catalogue. */
const es: Record<string, string> = {
  'nfts.tab': 'NFTs',
  'nfts.list': 'Tus NFTs',
  'nfts.loading': 'Cargando NFTs',
  'nfts.empty': 'Aún no hay NFTs',
  'nfts.emptyNote': 'Aquí aparecen los NFTs que esta cuenta tiene en {network}.',
  'nfts.error': 'No se pueden cargar los NFTs en este momento.',
  'nfts.retry': 'Intentar de nuevo',
  'nfts.unavailable': 'Los NFTs no están disponibles en esta app.',
  'nfts.unsupportedNetwork': 'Los NFTs no están disponibles en esta red.',
  'nfts.loadMore': 'Mostrar más',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Imagen de {name}',
  'nfts.collection': 'Colección',
  'nfts.tokenId': 'ID del token',
  'nfts.contract': 'Contrato',
  'nfts.network': 'Red',
  'nfts.description': 'Descripción',
  'nfts.viewOnExplorer': 'Ver en {explorer}',
  'nfts.opensInNewTab': 'se abre en una pestaña nueva',
  'nfts.notFound': 'No se puede mostrar este NFT.',
}

export default es
