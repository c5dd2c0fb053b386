/** The receive plugin's messages in Indonesian (id): every key of its English catalogue. */
const id: Record<string, string> = {
  'receive.feature': 'Terima',
  'receive.title': 'Terima',
  'receive.qrLabel': 'Kode QR alamat Anda {address}',
  'receive.address': 'Alamat Anda',
  'receive.networks': 'Jaringan tempat Anda bisa menerima',
  'receive.note': 'Kirim aset ke alamat ini hanya di jaringan ini: aset yang dikirim di jaringan lain bisa hilang.',
  'receive.notConnected': 'Hubungkan dompet untuk melihat alamat Anda.',
}

export default id
