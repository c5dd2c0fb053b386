/** The receive plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'receive.feature': 'Nhận',
  'receive.title': 'Nhận',
  'receive.qrLabel': 'Mã QR của địa chỉ {address} của bạn',
  'receive.address': 'Địa chỉ của bạn',
  'receive.networks': 'Các mạng bạn có thể nhận',
  'receive.note': 'Chỉ gửi tài sản đến địa chỉ này trên các mạng này: tài sản gửi trên mạng khác có thể bị mất.',
  'receive.notConnected': 'Kết nối ví để xem địa chỉ của bạn.',
}

export default vi
