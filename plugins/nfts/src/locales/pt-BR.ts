/** The nfts plugin's messages in Brazilian Portuguese (pt-BR): every key of its English catalogue. */
const ptBR: Record<string, string> = {
  'nfts.tab': 'NFTs',
  'nfts.list': 'Seus NFTs',
  'nfts.loading': 'Carregando NFTs',
  'nfts.empty': 'Nenhum NFT ainda',
  'nfts.emptyNote': 'Os NFTs desta conta em {network} aparecem aqui.',
  'nfts.error': 'Não é possível carregar os NFTs agora.',
  'nfts.retry': 'Tentar novamente',
  'nfts.unavailable': 'NFTs não estão disponíveis neste app.',
  'nfts.unsupportedNetwork': 'NFTs não estão disponíveis nesta rede.',
  'nfts.loadMore': 'Mostrar mais',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Imagem de {name}',
  'nfts.collection': 'Coleção',
  'nfts.tokenId': 'ID do token',
  'nfts.contract': 'Contrato',
  'nfts.network': 'Rede',
  'nfts.description': 'Descrição',
  'nfts.viewOnExplorer': 'Ver no {explorer}',
  'nfts.opensInNewTab': 'abre em uma nova aba',
  'nfts.notFound': 'Este NFT não pode ser exibido.',
}

export default ptBR
