/** The socials plugin's messages in Turkish (tr): every key of its English catalogue. */
const tr: Record<string, string> = {
  'socials.continueWith': '{provider} ile devam et',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Sosyal hesapla giriş yapın',
  'socials.connectingTitle': 'Giriş yap',
  'socials.continueInPopup': '{provider} penceresinde devam edin',
  'socials.popupHint': 'Orada oturum açın; işiniz bitince bu pencere devam eder.',
  'socials.declined': 'Giriş iptal edildi',
  'socials.declinedHint': 'Giriş penceresi oturum açma bitmeden kapatıldı.',
  'socials.failed': 'Giriş başarısız',
  'socials.retry': 'Tekrar dene',
  'socials.popupBlocked': 'Giriş penceresi açılamadı: bu site için açılır pencerelere izin verip tekrar deneyin.',
  'socials.unavailable': 'E-posta giriş bileşeni yüklenemedi',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster bağlantısı hazırlanıyor…',
  'socials.farcasterScan': 'Telefonunuzla tarayın',
  'socials.farcasterHint': 'Bu kodu Farcaster uygulamasıyla tarayın veya bağlantıyı bu cihazda açın.',
  'socials.farcasterQr': 'Farcaster QR kodu',
  'socials.farcasterOpen': 'Bağlantıyı aç',
}

export default tr
