/** The siwx plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'siwx.title': 'Masuk',
  'siwx.heading': '{app} perlu terhubung ke dompet Anda',
  'siwx.body': 'Tanda tangani pesan ini untuk membuktikan bahwa dompet ini milik Anda dan lanjutkan.',
  'siwx.requiredNote': 'Membatalkan akan memutuskan koneksi Anda.',
  'siwx.sign': 'Tanda tangani',
  'siwx.cancel': 'Batal',
  'siwx.authenticating': 'Mengautentikasi...',
  'siwx.declined': 'Tanda tangan ditolak',
  'siwx.failed': 'Proses masuk tidak dapat diselesaikan',
  'siwx.initFailed': 'Terjadi masalah saat memulai autentikasi',
  'siwx.thisApp': 'Aplikasi ini',
  'siwx.notConnected': 'Hubungkan dompet untuk masuk.',
  'siwx.account': 'Akun',
}

export default id
