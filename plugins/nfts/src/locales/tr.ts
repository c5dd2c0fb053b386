/** The nfts plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'nfts.tab': "NFT'ler",
  'nfts.list': "NFT'leriniz",
  'nfts.loading': "NFT'ler yükleniyor",
  'nfts.empty': 'Henüz NFT yok',
  'nfts.emptyNote': "Bu hesabın {network} üzerindeki NFT'leri burada görünür.",
  'nfts.error': "NFT'ler şu anda yüklenemiyor.",
  'nfts.retry': 'Tekrar dene',
  'nfts.unavailable': "NFT'ler bu uygulamada kullanılamıyor.",
  'nfts.unsupportedNetwork': "NFT'ler bu ağda kullanılamıyor.",
  'nfts.loadMore': 'Daha fazla göster',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} görseli',
  'nfts.collection': 'Koleksiyon',
  'nfts.tokenId': 'Token kimliği',
  'nfts.contract': 'Sözleşme',
  'nfts.network': 'Ağ',
  'nfts.description': 'Açıklama',
  'nfts.viewOnExplorer': '{explorer} üzerinde görüntüle',
  'nfts.opensInNewTab': 'yeni sekmede açılır',
  'nfts.notFound': 'Bu NFT gösterilemiyor.',
}

export default tr
