/** The email plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'email.label': '이메일',
  'email.placeholder': 'you@example.com',
  'email.continue': '계속',
  'email.invalid': '올바른 이메일 주소를 입력하세요',
  'email.cooldown': '{seconds}초 후에 다시 시도하세요',
  'email.unavailable': '이메일 로그인 구성 요소를 불러올 수 없습니다',
  'email.otpTitle': '이메일 확인',
  'email.otpIntro': '{email}(으)로 보낸 코드를 입력하세요',
  'email.otpLabel': '코드',
  'email.otpSubmit': '확인',
  'email.resend': '코드 다시 보내기',
  'email.deviceTitle': '기기 등록',
  'email.deviceIntro': '{email}(으)로 보낸 링크에서 로그인을 승인하세요',
  'email.deviceWaiting': '승인을 기다리는 중…',
  'email.updateTitle': '이메일 수정',
  'email.updateFeature': '이메일 수정',
  'email.updateLabel': '새 이메일',
  'email.updateSubmit': '저장',
  'email.primaryTitle': '현재 이메일 확인',
  'email.primaryIntro': '{email}(으)로의 변경을 허용하려면 현재 주소로 보낸 코드를 입력하세요',
  'email.secondaryTitle': '새 이메일 확인',
  'email.secondaryIntro': '{email}(으)로 보낸 코드를 입력하세요',
  'email.updated': '이메일이 업데이트됨',
}

export default ko
