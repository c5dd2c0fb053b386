/** The email plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'email.label': 'อีเมล',
  'email.placeholder': 'you@example.com',
  'email.continue': 'ดำเนินการต่อ',
  'email.invalid': 'กรอกที่อยู่อีเมลที่ถูกต้อง',
  'email.cooldown': 'โปรดลองอีกครั้งในอีก {seconds} วินาที',
  'email.unavailable': 'โหลดส่วนประกอบการเข้าสู่ระบบด้วยอีเมลไม่ได้',
  'email.otpTitle': 'ยืนยันอีเมล',
  'email.otpIntro': 'กรอกรหัสที่เราส่งไปยัง {email}',
  'email.otpLabel': 'รหัส',
  'email.otpSubmit': 'ยืนยัน',
  'email.resend': 'ส่งรหัสอีกครั้ง',
  'email.deviceTitle': 'ลงทะเบียนอุปกรณ์',
  'email.deviceIntro': 'อนุมัติการเข้าสู่ระบบจากลิงก์ที่เราส่งไปยัง {email}',
  'email.deviceWaiting': 'กำลังรอการอนุมัติ…',
  'email.updateTitle': 'แก้ไขอีเมล',
  'email.updateFeature': 'แก้ไขอีเมล',
  'email.updateLabel': 'อีเมลใหม่',
  'email.updateSubmit': 'บันทึก',
  'email.primaryTitle': 'ยืนยันอีเมลปัจจุบัน',
  'email.primaryIntro': 'กรอกรหัสที่เราส่งไปยังที่อยู่ปัจจุบันของคุณเพื่ออนุญาตให้เปลี่ยนเป็น {email}',
  'email.secondaryTitle': 'ยืนยันอีเมลใหม่',
  'email.secondaryIntro': 'กรอกรหัสที่เราส่งไปยัง {email}',
  'email.updated': 'อัปเดตอีเมลแล้ว',
}

export default th
