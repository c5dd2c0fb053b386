/** The email plugin's messages in Vietnamese (vi): every key of its English catalogue. */
const vi: Record<string, string> = {
  'email.label': 'Email',
  'email.placeholder': 'you@example.com',
  'email.continue': 'Tiếp tục',
  'email.invalid': 'Nhập địa chỉ email hợp lệ',
  'email.cooldown': 'Vui lòng thử lại sau {seconds} giây',
  'email.unavailable': 'Không thể tải thành phần đăng nhập bằng email',
  'email.otpTitle': 'Xác nhận email',
  'email.otpIntro': 'Nhập mã chúng tôi đã gửi đến {email}',
  'email.otpLabel': 'Mã',
  'email.otpSubmit': 'Xác nhận',
  'email.resend': 'Gửi lại mã',
  'email.deviceTitle': 'Đăng ký thiết bị',
  'email.deviceIntro': 'Phê duyệt đăng nhập từ liên kết chúng tôi đã gửi đến {email}',
  'email.deviceWaiting': 'Đang chờ phê duyệt…',
  'email.updateTitle': 'Sửa email',
  'email.updateFeature': 'Sửa email',
  'email.updateLabel': 'Email mới',
  'email.updateSubmit': 'Lưu',
  'email.primaryTitle': 'Xác nhận email hiện tại',
  'email.primaryIntro': 'Nhập mã chúng tôi đã gửi đến địa chỉ hiện tại để cho phép đổi sang {email}',
  'email.secondaryTitle': 'Xác nhận email mới',
  'email.secondaryIntro': 'Nhập mã chúng tôi đã gửi đến {email}',
  'email.updated': 'Đã cập nhật email',
}

export default vi
