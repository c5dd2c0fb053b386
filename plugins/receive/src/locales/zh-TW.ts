/** The receive plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'receive.feature': '接收',
  'receive.title': '接收',
  'receive.qrLabel': '你的地址 {address} 的 QR 碼',
  'receive.address': '你的地址',
  'receive.networks': '可以接收的網路',
  'receive.note': '只能在這些網路上向此地址傳送資產：在其他網路上傳送的資產可能會遺失。',
  'receive.notConnected': '連接錢包以查看你的地址。',
}

export default zhTW
