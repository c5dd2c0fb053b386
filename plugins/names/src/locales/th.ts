/** The names plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'names.feature': 'ชื่อ',
  'names.title': 'เลือกชื่อ',
  'names.successTitle': 'ลงทะเบียนชื่อแล้ว',
  'names.label': 'ชื่อ',
  'names.intro': 'ชื่อที่ผู้อื่นใช้ส่งถึงคุณแทนที่อยู่ได้',
  'names.rule': 'ชื่อวอลเล็ตต้องมีอย่างน้อย 4 อักขระที่เป็นตัวอักษร ตัวเลข หรือขีดกลาง',
  'names.checking': 'กำลังตรวจสอบ…',
  'names.available': '{name} ว่างอยู่',
  'names.taken': '{name} ถูกใช้แล้ว',
  'names.checkFailed': 'ตรวจสอบชื่อไม่ได้ โปรดลองอีกครั้ง',
  'names.suggestions': 'คำแนะนำ',
  'names.register': 'ลงทะเบียน',
  'names.signing': 'ลงนามการลงทะเบียนด้วยบัญชีของคุณ…',
  'names.registering': 'กำลังลงทะเบียน…',
  'names.declined': 'การลงนามถูกปฏิเสธ',
  'names.takenNow': 'มีผู้อื่นลงทะเบียนชื่อนี้ก่อนแล้ว โปรดเลือกชื่ออื่น',
  'names.failed': 'ลงทะเบียนชื่อไม่ได้ โปรดลองอีกครั้ง',
  'names.notOffered': 'ชื่อมีให้สำหรับบัญชีที่เข้าสู่ระบบด้วยอีเมลหรือโซเชียลบนเครือข่าย EVM',
  'names.success': 'ตอนนี้ {name} เป็นชื่อบัญชีของคุณแล้ว',
  'names.successHint': 'ผู้อื่นส่งถึง {name} แทนที่อยู่ของคุณได้',
  'names.backToAccount': 'กลับไปที่บัญชี',
}

export default th
