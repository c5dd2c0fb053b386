/** The siwx plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'siwx.title': 'ลงชื่อเข้าใช้',
  'siwx.heading': '{app} ต้องการเชื่อมต่อกับวอลเล็ตของคุณ',
  'siwx.body': 'ลงนามข้อความนี้เพื่อพิสูจน์ว่าคุณเป็นเจ้าของวอลเล็ตนี้และดำเนินการต่อ',
  'siwx.requiredNote': 'การยกเลิกจะตัดการเชื่อมต่อของคุณ',
  'siwx.sign': 'ลงนาม',
  'siwx.cancel': 'ยกเลิก',
  'siwx.authenticating': 'กำลังยืนยันตัวตน...',
  'siwx.declined': 'การลงนามถูกปฏิเสธ',
  'siwx.failed': 'ลงชื่อเข้าใช้ไม่สำเร็จ',
  'siwx.initFailed': 'เกิดปัญหาขณะเริ่มการยืนยันตัวตน',
  'siwx.thisApp': 'แอปนี้',
  'siwx.notConnected': 'เชื่อมต่อวอลเล็ตเพื่อลงชื่อเข้าใช้',
  'siwx.account': 'บัญชี',
}

export default th
