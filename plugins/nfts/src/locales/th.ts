/** The nfts plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'nfts.tab': 'NFT',
  'nfts.list': 'NFT ของคุณ',
  'nfts.loading': 'กำลังโหลด NFT',
  'nfts.empty': 'ยังไม่มี NFT',
  'nfts.emptyNote': 'NFT ที่บัญชีนี้ถือครองบน {network} จะแสดงที่นี่',
  'nfts.error': 'ไม่สามารถโหลด NFT ได้ในขณะนี้',
  'nfts.retry': 'ลองอีกครั้ง',
  'nfts.unavailable': 'แอปนี้ไม่มี NFT ให้ใช้งาน',
  'nfts.unsupportedNetwork': 'เครือข่ายนี้ไม่มี NFT ให้ใช้งาน',
  'nfts.loadMore': 'แสดงเพิ่มเติม',
  'nfts.detailTitle': 'NFT',
  'nfts.imageAlt': 'รูปภาพของ {name}',
  'nfts.collection': 'คอลเลกชัน',
  'nfts.tokenId': 'ID โทเคน',
  'nfts.contract': 'สัญญา',
  'nfts.network': 'เครือข่าย',
  'nfts.description': 'คำอธิบาย',
  'nfts.viewOnExplorer': 'ดูบน {explorer}',
  'nfts.opensInNewTab': 'เปิดในแท็บใหม่',
  'nfts.notFound': 'ไม่สามารถแสดง NFT นี้ได้',
}

export default th
