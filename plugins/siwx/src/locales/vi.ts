/** The siwx plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'siwx.title': 'Đăng nhập',
  'siwx.heading': '{app} cần kết nối với ví của bạn',
  'siwx.body': 'Ký tin nhắn này để chứng minh bạn sở hữu ví này và tiếp tục.',
  'siwx.requiredNote': 'Hủy sẽ ngắt kết nối của bạn.',
  'siwx.sign': 'Ký',
  'siwx.cancel': 'Hủy',
  'siwx.authenticating': 'Đang xác thực...',
  'siwx.declined': 'Chữ ký bị từ chối',
  'siwx.failed': 'Không thể hoàn tất đăng nhập',
  'siwx.initFailed': 'Đã xảy ra sự cố khi khởi tạo xác thực',
  'siwx.thisApp': 'Ứng dụng này',
  'siwx.notConnected': 'Kết nối ví để đăng nhập.',
  'siwx.account': 'Tài khoản',
}

export default vi
