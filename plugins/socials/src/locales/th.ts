/** The socials plugin's messages in Thai (th): every key of its English catalogue. */
const th: Record<string, string> = {
  'socials.continueWith': 'ดำเนินการต่อด้วย {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'เข้าสู่ระบบด้วยบัญชีโซเชียล',
  'socials.connectingTitle': 'เข้าสู่ระบบ',
  'socials.continueInPopup': 'ดำเนินการต่อในหน้าต่าง {provider}',
  'socials.popupHint': 'ลงชื่อเข้าใช้ที่นั่น หน้าต่างนี้จะดำเนินการต่อเมื่อคุณเสร็จ',
  'socials.declined': 'ยกเลิกการเข้าสู่ระบบแล้ว',
  'socials.declinedHint': 'หน้าต่างเข้าสู่ระบบถูกปิดก่อนลงชื่อเข้าใช้เสร็จ',
  'socials.failed': 'เข้าสู่ระบบไม่สำเร็จ',
  'socials.retry': 'ลองอีกครั้ง',
  'socials.popupBlocked': 'เปิดหน้าต่างเข้าสู่ระบบไม่ได้: อนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง',
  'socials.unavailable': 'โหลดส่วนประกอบการเข้าสู่ระบบด้วยอีเมลไม่ได้',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'กำลังเตรียมลิงก์ Farcaster…',
  'socials.farcasterScan': 'สแกนด้วยโทรศัพท์',
  'socials.farcasterHint': 'สแกนโค้ดนี้ด้วยแอป Farcaster หรือเปิดลิงก์บนอุปกรณ์นี้',
  'socials.farcasterQr': 'คิวอาร์โค้ด Farcaster',
  'socials.farcasterOpen': 'เปิดลิงก์',
}

export default th
