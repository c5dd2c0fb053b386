/** The nfts plugin's messages in French (fr): every key of its English catalogue. */
const fr: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'Vos NFT',
  'nfts.loading': 'Chargement des NFT',
  'nfts.empty': 'Aucun NFT pour l’instant',
  'nfts.emptyNote': 'Les NFT de ce compte sur {network} s’affichent ici.',
  'nfts.error': 'Les NFT ne peuvent pas être chargés pour le moment.',
  'nfts.retry': 'Réessayer',
  'nfts.unavailable': 'Les NFT ne sont pas disponibles dans cette app.',
  'nfts.unsupportedNetwork': 'Les NFT ne sont pas disponibles sur ce réseau.',
  'nfts.loadMore': 'Afficher plus',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Image de {name}',
  'nfts.collection': 'Collection',
  'nfts.tokenId': 'ID du jeton',
  'nfts.contract': 'Contrat',
  'nfts.network': 'Réseau',
  'nfts.description': 'Description',
  'nfts.viewOnExplorer': 'Voir sur {explorer}',
  'nfts.opensInNewTab': 's’ouvre dans un nouvel onglet',
  'nfts.notFound': 'Ce NFT ne peut pas être affiché.',
}

export default fr
