/** The nfts plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'Ваші NFT',
  'nfts.loading': 'Завантаження NFT',
  'nfts.empty': 'NFT поки немає',
  'nfts.emptyNote': 'Тут показано NFT цього акаунта в мережі {network}.',
  'nfts.error': 'Зараз не вдається завантажити NFT.',
  'nfts.retry': 'Спробувати ще раз',
  'nfts.unavailable': 'NFT недоступні в цьому застосунку.',
  'nfts.unsupportedNetwork': 'NFT недоступні в цій мережі.',
  'nfts.loadMore': 'Показати ще',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Зображення {name}',
  'nfts.collection': 'Колекція',
  'nfts.tokenId': 'ID токена',
  'nfts.contract': 'Контракт',
  'nfts.network': 'Мережа',
  'nfts.description': 'Опис',
  'nfts.viewOnExplorer': 'Переглянути в {explorer}',
  'nfts.opensInNewTab': 'відкриється в новій вкладці',
  'nfts.notFound': 'Цей NFT не можна показати.',
}

export default uk
