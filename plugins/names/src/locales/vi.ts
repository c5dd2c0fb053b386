/** The names plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'names.feature': 'Tên',
  'names.title': 'Chọn tên',
  'names.successTitle': 'Đã đăng ký tên',
  'names.label': 'Tên',
  'names.intro': 'Một cái tên mà người khác có thể gửi đến thay cho địa chỉ của bạn.',
  'names.rule': 'Tên ví có ít nhất 4 ký tự gồm chữ cái, chữ số hoặc dấu gạch nối',
  'names.checking': 'Đang kiểm tra…',
  'names.available': '{name} còn trống',
  'names.taken': '{name} đã có người dùng',
  'names.checkFailed': 'Không thể kiểm tra tên. Hãy thử lại.',
  'names.suggestions': 'Gợi ý',
  'names.register': 'Đăng ký',
  'names.signing': 'Ký xác nhận đăng ký bằng tài khoản của bạn…',
  'names.registering': 'Đang đăng ký…',
  'names.declined': 'Chữ ký bị từ chối',
  'names.takenNow': 'Người khác đã đăng ký tên này trước. Hãy chọn tên khác.',
  'names.failed': 'Không thể đăng ký tên. Hãy thử lại.',
  'names.notOffered': 'Tên dành cho tài khoản đăng nhập bằng email hoặc mạng xã hội trên mạng EVM.',
  'names.success': '{name} giờ là tên tài khoản của bạn.',
  'names.successHint': 'Người khác có thể gửi đến {name} thay cho địa chỉ của bạn.',
  'names.backToAccount': 'Quay lại Tài khoản',
}

export default vi
