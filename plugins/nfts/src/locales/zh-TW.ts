/** The nfts plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': '你的 NFT',
  'nfts.loading': '正在載入 NFT',
  'nfts.empty': '尚無 NFT',
  'nfts.emptyNote': '此帳戶在 {network} 上擁有的 NFT 會顯示在這裡。',
  'nfts.error': '目前無法載入 NFT。',
  'nfts.retry': '重試',
  'nfts.unavailable': '此應用程式不支援 NFT。',
  'nfts.unsupportedNetwork': '此網路不支援 NFT。',
  'nfts.loadMore': '顯示更多',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} 的圖片',
  'nfts.collection': '收藏',
  'nfts.tokenId': '代幣 ID',
  'nfts.contract': '合約',
  'nfts.network': '網路',
  'nfts.description': '描述',
  'nfts.viewOnExplorer': '在 {explorer} 上查看',
  'nfts.opensInNewTab': '在新分頁中開啟',
  'nfts.notFound': '無法顯示此 NFT。',
}

export default zhTW
