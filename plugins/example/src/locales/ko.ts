/** The example plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'example.title': '예시',
  'example.body': '이 화면은 예시 플러그인에서 제공됩니다.',
  'example.connectedAs': '{address}(으)로 연결됨',
  'example.notConnected': '연결된 지갑이 없습니다.',
  'example.tab': '예시',
  'example.tabBody': '이 탭은 예시 플러그인에서 제공됩니다.',
  'example.walletFeature': '예시',
}

export default ko
