/** The receive plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'receive.feature': 'รับ',
  'receive.title': 'รับ',
  'receive.qrLabel': 'คิวอาร์โค้ดของที่อยู่ของคุณ {address}',
  'receive.address': 'ที่อยู่ของคุณ',
  'receive.networks': 'เครือข่ายที่คุณรับได้',
  'receive.note': 'ส่งสินทรัพย์มายังที่อยู่นี้บนเครือข่ายเหล่านี้เท่านั้น: สินทรัพย์ที่ส่งบนเครือข่ายอื่นอาจสูญหาย',
  'receive.notConnected': 'เชื่อมต่อวอลเล็ตเพื่อดูที่อยู่ของคุณ',
}

export default th
