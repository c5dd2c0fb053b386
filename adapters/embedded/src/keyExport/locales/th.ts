/** The embedded wallet's key export messages in Thai (th): every key of its English catalogue (keyExportMessages). */
const th: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'ส่งออกคีย์ส่วนตัว',
  'embeddedWallet.exportKeyTitle': 'ส่งออกคีย์ส่วนตัว',
  'embeddedWallet.exportKeyWaiting': 'ยืนยันในเฟรมที่ปลอดภัยเพื่อดูคีย์ส่วนตัวของคุณ',
  'embeddedWallet.exportKeyUnavailable': 'โหลดส่วนประกอบการเข้าสู่ระบบด้วยอีเมลไม่ได้',
}

export default th
