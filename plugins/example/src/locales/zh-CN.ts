/** The example plugin's messages in Simplified Chinese (zh-CN): every key of its English catalogue. */
const zhCN: Record<string, string> = {
  'example.title': '示例',
  'example.body': '此页面来自示例插件。',
  'example.connectedAs': '已连接为 {address}',
  'example.notConnected': '未连接钱包。',
  'example.tab': '示例',
  'example.tabBody': '此标签页来自示例插件。',
  'example.walletFeature': '示例',
}

export default zhCN
