/** The receive plugin's messages in Ukrainian (uk): every key of its English catalogue. */
const uk: Record<string, string> = {
  'receive.feature': 'Отримати',
  'receive.title': 'Отримання',
  'receive.qrLabel': 'QR-код вашої адреси {address}',
  'receive.address': 'Ваша адреса',
  'receive.networks': 'Мережі, у яких можна отримувати',
  'receive.note': 'Надсилайте активи на цю адресу лише в цих мережах: активи, надіслані в інших мережах, можуть бути втрачені.',
  'receive.notConnected': 'Підключіть гаманець, щоб побачити свою адресу.',
}

export default uk
