/** The nfts plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': '你的 NFT',
  'nfts.loading': '正在加载 NFT',
  'nfts.empty': '暂无 NFT',
  'nfts.emptyNote': '此账户在 {network} 上拥有的 NFT 显示在这里。',
  'nfts.error': '暂时无法加载 NFT。',
  'nfts.retry': '重试',
  'nfts.unavailable': '此应用不支持 NFT。',
  'nfts.unsupportedNetwork': '此网络不支持 NFT。',
  'nfts.loadMore': '显示更多',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} 的图片',
  'nfts.collection': '合集',
  'nfts.tokenId': '代币 ID',
  'nfts.contract': '合约',
  'nfts.network': '网络',
  'nfts.description': '描述',
  'nfts.viewOnExplorer': '在 {explorer} 上查看',
  'nfts.opensInNewTab': '在新标签页中打开',
  'nfts.notFound': '无法显示此 NFT。',
}

export default zhCN
