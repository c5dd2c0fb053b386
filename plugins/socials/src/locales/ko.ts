/** The socials plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'socials.continueWith': '{provider}(으)로 계속하기',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': '소셜 계정으로 로그인',
  'socials.connectingTitle': '로그인',
  'socials.continueInPopup': '{provider} 창에서 계속하세요',
  'socials.popupHint': '그곳에서 로그인하세요. 완료되면 이 창이 이어집니다.',
  'socials.declined': '로그인이 취소됨',
  'socials.declinedHint': '로그인이 끝나기 전에 로그인 창이 닫혔습니다.',
  'socials.failed': '로그인 실패',
  'socials.retry': '다시 시도',
  'socials.popupBlocked': '로그인 창을 열 수 없습니다: 이 사이트의 팝업을 허용하고 다시 시도하세요.',
  'socials.unavailable': '이메일 로그인 구성 요소를 불러올 수 없습니다',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Farcaster 링크를 준비하는 중…',
  'socials.farcasterScan': '휴대폰으로 스캔하세요',
  'socials.farcasterHint': 'Farcaster 앱으로 이 코드를 스캔하거나 이 기기에서 링크를 여세요.',
  'socials.farcasterQr': 'Farcaster QR 코드',
  'socials.farcasterOpen': '링크 열기',
}

export default ko
