/** The embedded wallet's key export messages in Vietnamese (vi): every key of its English catalogue (keyExportMessages). */
const vi: Record<string, string> = {
  'embeddedWallet.exportKeyFeature': 'Xuất khóa riêng tư',
  'embeddedWallet.exportKeyTitle': 'Xuất khóa riêng tư',
  'embeddedWallet.exportKeyWaiting': 'Xác nhận trong khung bảo mật để xem khóa riêng tư của bạn',
  'embeddedWallet.exportKeyUnavailable': 'Không thể tải thành phần đăng nhập bằng email',
}

export default vi
