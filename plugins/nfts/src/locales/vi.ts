/** The nfts plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'NFT của bạn',
  'nfts.loading': 'Đang tải NFT',
  'nfts.empty': 'Chưa có NFT',
  'nfts.emptyNote': 'NFT mà tài khoản này sở hữu trên {network} hiển thị ở đây.',
  'nfts.error': 'Hiện không thể tải NFT.',
  'nfts.retry': 'Thử lại',
  'nfts.unavailable': 'NFT không khả dụng trong ứng dụng này.',
  'nfts.unsupportedNetwork': 'NFT không khả dụng trên mạng này.',
  'nfts.loadMore': 'Xem thêm',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'Hình ảnh của {name}',
  'nfts.collection': 'Bộ sưu tập',
  'nfts.tokenId': 'ID token',
  'nfts.contract': 'Hợp đồng',
  'nfts.network': 'Mạng',
  'nfts.description': 'Mô tả',
  'nfts.viewOnExplorer': 'Xem trên {explorer}',
  'nfts.opensInNewTab': 'mở trong thẻ mới',
  'nfts.notFound': 'Không thể hiển thị NFT này.',
}

export default vi
