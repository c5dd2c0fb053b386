/** The nfts plugin's messages in Russian (ru): every key of its English catalogue. */
const ru: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'Ваши NFT',
  'nfts.loading': 'Загрузка NFT',
  'nfts.empty': 'NFT пока нет',
  'nfts.emptyNote': 'Здесь показаны NFT этого аккаунта в сети {network}.',
  'nfts.error': 'Сейчас не удаётся загрузить NFT.',
  'nfts.retry': 'Повторить',
  'nfts.unavailable': 'NFT недоступны в этом приложении.',
  'nfts.unsupportedNetwork': 'NFT недоступны в этой сети.',
  'nfts.loadMore': 'Показать ещё',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Изображение {name}',
  'nfts.collection': 'Коллекция',
  'nfts.tokenId': 'ID токена',
  'nfts.contract': 'Контракт',
  'nfts.network': 'Сеть',
  'nfts.description': 'Описание',
  'nfts.viewOnExplorer': 'Открыть в {explorer}',
  'nfts.opensInNewTab': 'откроется в новой вкладке',
  'nfts.notFound': 'Этот NFT нельзя показать.',
}

export default ru
