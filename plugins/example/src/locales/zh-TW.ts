/** The example plugin's messages in Traditional Chinese (zh-TW): every key of its English catalogue. */
const zhTW: Record<string, string> = {
  'example.title': '範例',
  'example.body': '此畫面來自範例外掛。',
  'example.connectedAs': '已連接為 {address}',
  'example.notConnected': '未連接錢包。',
  'example.tab': '範例',
  'example.tabBody': '此分頁來自範例外掛。',
  'example.walletFeature': '範例',
}

export default zhTW
