/** The nfts plugin's messages in Japanese (ja): every key of its English catalogue. */
const ja: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'あなたの NFT',
  'nfts.loading': 'NFT を読み込み中',
  'nfts.empty': 'まだ NFT はありません',
  'nfts.emptyNote': '{network} でこのアカウントが所有する NFT がここに表示されます。',
  'nfts.error': '現在 NFT を読み込めません。',
  'nfts.retry': '再試行',
  'nfts.unavailable': 'このアプリでは NFT を利用できません。',
  'nfts.unsupportedNetwork': 'このネットワークでは NFT を利用できません。',
  'nfts.loadMore': 'さらに表示',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} の画像',
  'nfts.collection': 'コレクション',
  'nfts.tokenId': 'トークン ID',
  'nfts.contract': 'コントラクト',
  'nfts.network': 'ネットワーク',
  'nfts.description': '説明',
  'nfts.viewOnExplorer': '{explorer} で表示',
  'nfts.opensInNewTab': '新しいタブで開きます',
  'nfts.notFound': 'この NFT は表示できません。',
}

export default ja
