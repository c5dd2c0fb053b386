/** The siwx plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'siwx.title': '로그인',
  'siwx.heading': '{app}이(가) 지갑에 연결해야 합니다',
  'siwx.body': '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  'siwx.requiredNote': '취소하면 연결이 해제됩니다.',
  'siwx.sign': '서명',
  'siwx.cancel': '취소',
  'siwx.authenticating': '인증 중...',
  'siwx.declined': '서명이 거부됨',
  'siwx.failed': '로그인을 완료할 수 없습니다',
  'siwx.initFailed': '인증을 초기화하는 중 문제가 발생했습니다',
  'siwx.thisApp': '이 앱',
  'siwx.notConnected': '로그인하려면 지갑을 연결하세요.',
  'siwx.account': '계정',
}

export default ko
