/** The socials plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'socials.continueWith': 'Lanjutkan dengan {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Masuk dengan akun media sosial',
  'socials.connectingTitle': 'Masuk',
  'socials.continueInPopup': 'Lanjutkan di jendela {provider}',
  'socials.popupHint': 'Masuk di sana; jendela ini akan mengikuti setelah Anda selesai.',
  'socials.declined': 'Login dibatalkan',
  'socials.declinedHint': 'Jendela login ditutup sebelum proses masuk selesai.',
  'socials.failed': 'Login gagal',
  'socials.retry': 'Coba lagi',
  'socials.popupBlocked': 'Jendela login tidak dapat dibuka: izinkan pop-up untuk situs ini lalu coba lagi.',
  'socials.unavailable': 'Tidak dapat memuat komponen login email',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Menyiapkan tautan Farcaster…',
  'socials.farcasterScan': 'Pindai dengan ponsel Anda',
  'socials.farcasterHint': 'Pindai kode ini dengan aplikasi Farcaster, atau buka tautannya di perangkat ini.',
  'socials.farcasterQr': 'Kode QR Farcaster',
  'socials.farcasterOpen': 'Buka tautan',
}

export default id
