/** The names plugin's messages in Korean (ko): every key of its English catalogue. */
const ko: Record<string, string> = {
  'names.feature': '이름',
  'names.title': '이름 선택',
  'names.successTitle': '이름 등록됨',
  'names.label': '이름',
  'names.intro': '주소 대신 다른 사람이 보낼 수 있는 이름입니다.',
  'names.rule': '지갑 이름은 문자, 숫자 또는 하이픈으로 된 4자 이상이어야 합니다',
  'names.checking': '확인 중…',
  'names.available': '{name}을(를) 사용할 수 있습니다',
  'names.taken': '{name}은(는) 이미 사용 중입니다',
  'names.checkFailed': '이름을 확인할 수 없습니다. 다시 시도하세요.',
  'names.suggestions': '추천',
  'names.register': '등록',
  'names.signing': '계정으로 등록에 서명하세요…',
  'names.registering': '등록 중…',
  'names.declined': '서명이 거부됨',
  'names.takenNow': '다른 사람이 이 이름을 먼저 등록했습니다. 다른 이름을 선택하세요.',
  'names.failed': '이름을 등록할 수 없습니다. 다시 시도하세요.',
  'names.notOffered': '이름은 EVM 네트워크에서 이메일 또는 소셜 로그인 계정에만 제공됩니다.',
  'names.success': '이제 {name}이(가) 계정 이름입니다.',
  'names.successHint': '다른 사람이 주소 대신 {name}(으)로 보낼 수 있습니다.',
  'names.backToAccount': '계정으로 돌아가기',
}

export default ko
