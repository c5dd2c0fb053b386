/** The nfts plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': '내 NFT',
  'nfts.loading': 'NFT를 불러오는 중',
  'nfts.empty': '아직 NFT가 없습니다',
  'nfts.emptyNote': '{network}에서 이 계정이 소유한 NFT가 여기에 표시됩니다.',
  'nfts.error': '지금은 NFT를 불러올 수 없습니다.',
  'nfts.retry': '다시 시도',
  'nfts.unavailable': '이 앱에서는 NFT를 사용할 수 없습니다.',
  'nfts.unsupportedNetwork': '이 네트워크에서는 NFT를 사용할 수 없습니다.',
  'nfts.loadMore': '더 보기',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': '{name} 이미지',
  'nfts.collection': '컬렉션',
  'nfts.tokenId': '토큰 ID',
  'nfts.contract': '컨트랙트',
  'nfts.network': '네트워크',
  'nfts.description': '설명',
  'nfts.viewOnExplorer': '{explorer}에서 보기',
  'nfts.opensInNewTab': '새 탭에서 열림',
  'nfts.notFound': '이 NFT를 표시할 수 없습니다.',
}

export default ko
