/** The email plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Lanjutkan',
  'email.invalid': 'Masukkan alamat email yang valid',
  'email.cooldown': 'Silakan coba lagi setelah {seconds} detik',
  'email.unavailable': 'Tidak dapat memuat komponen login email',
  'email.otpTitle': 'Konfirmasi Email',
  'email.otpIntro': 'Masukkan kode yang kami kirim ke {email}',
  'email.otpLabel': 'Kode',
  'email.otpSubmit': 'Konfirmasi',
  'email.resend': 'Kirim ulang kode',
  'email.deviceTitle': 'Daftarkan Perangkat',
  'email.deviceIntro': 'Setujui login dari tautan yang kami kirim ke {email}',
  'email.deviceWaiting': 'Menunggu persetujuan…',
  'email.updateTitle': 'Ubah Email',
  'email.updateFeature': 'Ubah Email',
  'email.updateLabel': 'Email baru',
  'email.updateSubmit': 'Simpan',
  'email.primaryTitle': 'Konfirmasi Email Saat Ini',
  'email.primaryIntro': 'Masukkan kode yang kami kirim ke alamat Anda saat ini untuk mengizinkan perubahan ke {email}',
  'email.secondaryTitle': 'Konfirmasi Email Baru',
  'email.secondaryIntro': 'Masukkan kode yang kami kirim ke {email}',
  'email.updated': 'Email diperbarui',
}

export default id
