/** The receive plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'receive.feature': '接收',
  'receive.title': '接收',
  'receive.qrLabel': '你的地址 {address} 的二维码',
  'receive.address': '你的地址',
  'receive.networks': '可以接收的网络',
  'receive.note': '只能在这些网络上向此地址发送资产：在其他网络上发送的资产可能会丢失。',
  'receive.notConnected': '连接钱包以查看你的地址。',
}

export default zhCN
