/** The example plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'example.title': 'ตัวอย่าง',
  'example.body': 'หน้านี้มาจากปลั๊กอินตัวอย่าง',
  'example.connectedAs': 'เชื่อมต่อเป็น {address}',
  'example.notConnected': 'ไม่มีวอลเล็ตที่เชื่อมต่อ',
  'example.tab': 'ตัวอย่าง',
  'example.tabBody': 'แท็บนี้มาจากปลั๊กอินตัวอย่าง',
  'example.walletFeature': 'ตัวอย่าง',
}

export default th
