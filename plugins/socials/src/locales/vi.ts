/** The socials plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'socials.continueWith': 'Tiếp tục với {provider}',
  'socials.provider.google': 'Google',
  'socials.provider.x': 'X',
  'socials.provider.farcaster': 'Farcaster',
  'socials.provider.discord': 'Discord',
  'socials.provider.apple': 'Apple',
  'socials.provider.github': 'GitHub',
  'socials.provider.facebook': 'Facebook',
  'socials.list': 'Đăng nhập bằng tài khoản mạng xã hội',
  'socials.connectingTitle': 'Đăng nhập',
  'socials.continueInPopup': 'Tiếp tục trong cửa sổ {provider}',
  'socials.popupHint': 'Hãy đăng nhập ở đó; cửa sổ này sẽ tiếp tục khi bạn xong.',
  'socials.declined': 'Đã hủy đăng nhập',
  'socials.declinedHint': 'Cửa sổ đăng nhập đã bị đóng trước khi đăng nhập xong.',
  'socials.failed': 'Đăng nhập thất bại',
  'socials.retry': 'Thử lại',
  'socials.popupBlocked': 'Không thể mở cửa sổ đăng nhập: hãy cho phép cửa sổ bật lên cho trang này và thử lại.',
  'socials.unavailable': 'Không thể tải thành phần đăng nhập bằng email',
  'socials.farcasterTitle': 'Farcaster',
  'socials.farcasterPreparing': 'Đang chuẩn bị liên kết Farcaster…',
  'socials.farcasterScan': 'Quét bằng điện thoại',
  'socials.farcasterHint': 'Quét mã này bằng ứng dụng Farcaster, hoặc mở liên kết trên thiết bị này.',
  'socials.farcasterQr': 'Mã QR Farcaster',
  'socials.farcasterOpen': 'Mở liên kết',
}

export default vi
