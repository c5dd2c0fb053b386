/** The names plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'names.feature': 'Nama',
  'names.title': 'Pilih Nama',
  'names.successTitle': 'Nama Terdaftar',
  'names.label': 'Nama',
  'names.intro': 'Nama yang bisa dituju orang lain sebagai ganti alamat Anda.',
  'names.rule': 'Nama dompet terdiri dari minimal 4 karakter berupa huruf, angka, atau tanda hubung',
  'names.checking': 'Memeriksa…',
  'names.available': '{name} tersedia',
  'names.taken': '{name} sudah dipakai',
  'names.checkFailed': 'Nama tidak dapat diperiksa. Coba lagi.',
  'names.suggestions': 'Saran',
  'names.register': 'Daftarkan',
  'names.signing': 'Tanda tangani pendaftaran dengan akun Anda…',
  'names.registering': 'Mendaftarkan…',
  'names.declined': 'Tanda tangan ditolak',
  'names.takenNow': 'Orang lain mendaftarkan nama ini lebih dulu. Pilih nama lain.',
  'names.failed': 'Nama tidak dapat didaftarkan. Coba lagi.',
  'names.notOffered': 'Nama tersedia untuk akun login email atau sosial di jaringan EVM.',
  'names.success': '{name} sekarang menjadi nama akun Anda.',
  'names.successHint': 'Orang lain bisa mengirim ke {name} sebagai ganti alamat Anda.',
  'names.backToAccount': 'Kembali ke Akun',
}

export default id
