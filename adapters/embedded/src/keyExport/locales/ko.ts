/** The embedded wallet's key export messages in Korean (ko): every key of its English catalogue (keyExportMessages). */
const ko: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': '개인 키 내보내기',
  'embeddedWallet.exportKeyTitle': '개인 키 내보내기',
  'embeddedWallet.exportKeyWaiting': '개인 키를 보려면 보안 프레임에서 확인하세요',
  'embeddedWallet.exportKeyUnavailable': '이메일 로그인 구성 요소를 불러올 수 없습니다',
}

export default ko
