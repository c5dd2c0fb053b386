import type { FrameMailKind } from './FrameMailKind.ts'

/** One e-mail's words: its subject, its lead sentence, and what follows the code or link; `{minutes}` is the lifetime. */
interface MailTexts {
  subject: string
  lead: string
  after: string
}

/** A locale's sentences: subjects and leads of the four e-mails, what follows a code, what follows the approval link. */
type Sentences = [loginSubject: string, loginLead: string, deviceSubject: string, deviceLead: string, deviceAfter: string, primarySubject: string, primaryLead: string, secondarySubject: string, secondaryLead: string, codeAfter: string]

function textsOf([loginSubject, loginLead, deviceSubject, deviceLead, deviceAfter, primarySubject, primaryLead, secondarySubject, secondaryLead, codeAfter]: Sentences): Record<FrameMailKind, MailTexts> {
  return {
    loginCode: { subject: loginSubject, lead: loginLead, after: codeAfter },
    deviceApproval: { subject: deviceSubject, lead: deviceLead, after: deviceAfter },
    updatePrimaryCode: { subject: primarySubject, lead: primaryLead, after: codeAfter },
    updateSecondaryCode: { subject: secondarySubject, lead: secondaryLead, after: codeAfter },
  }
}

const english = textsOf([
  'Your login code', 'Your login code is:',
  'Approve a new device', 'A new device asks to log in to your wallet. Approve it here:', 'If it was not you, ignore this e-mail: nothing happens without your approval.',
  'Confirm your e-mail change', 'Your code to change your e-mail address is:',
  'Confirm your new e-mail', 'Your code to confirm this new e-mail address is:',
  'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.',
])

/**
 * The frame's e-mails in the 22 locales of the kernel's catalogue (BCP 47 names as it spells
 * them); English is the fallback.
 */
export const frameMailTexts: { readonly en: Readonly<Record<FrameMailKind, MailTexts>> } & Readonly<Record<string, Readonly<Record<FrameMailKind, MailTexts>>>> = {
  en: english,
  ar: textsOf(['رمز تسجيل الدخول', 'رمز تسجيل الدخول الخاص بك هو:', 'الموافقة على جهاز جديد', 'يطلب جهاز جديد تسجيل الدخول إلى محفظتك. وافق عليه هنا:', 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لن يحدث شيء دون موافقتك.', 'تأكيد تغيير بريدك الإلكتروني', 'رمز تغيير عنوان بريدك الإلكتروني هو:', 'تأكيد بريدك الإلكتروني الجديد', 'رمز تأكيد عنوان البريد الإلكتروني الجديد هو:', 'تنتهي صلاحيته خلال {minutes} دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.']),
  de: textsOf(['Ihr Anmeldecode', 'Ihr Anmeldecode lautet:', 'Neues Gerät bestätigen', 'Ein neues Gerät möchte sich bei Ihrer Wallet anmelden. Bestätigen Sie es hier:', 'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung geschieht nichts.', 'Änderung Ihrer E-Mail bestätigen', 'Ihr Code zum Ändern Ihrer E-Mail-Adresse lautet:', 'Neue E-Mail bestätigen', 'Ihr Code zum Bestätigen dieser neuen E-Mail-Adresse lautet:', 'Er läuft in {minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.']),
  es: textsOf(['Tu código de acceso', 'Tu código de acceso es:', 'Aprueba un dispositivo nuevo', 'Un dispositivo nuevo quiere acceder a tu billetera. Apruébalo aquí:', 'Si no fuiste tú, ignora este correo: no pasa nada sin tu aprobación.', 'Confirma el cambio de correo', 'Tu código para cambiar tu dirección de correo es:', 'Confirma tu nuevo correo', 'Tu código para confirmar esta nueva dirección de correo es:', 'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo.']),
  fa: textsOf(['کد ورود شما', 'کد ورود شما:', 'تأیید دستگاه جدید', 'یک دستگاه جدید می‌خواهد وارد کیف پول شما شود. آن را اینجا تأیید کنید:', 'اگر شما نبودید، این ایمیل را نادیده بگیرید: بدون تأیید شما اتفاقی نمی‌افتد.', 'تأیید تغییر ایمیل', 'کد شما برای تغییر نشانی ایمیل:', 'تأیید ایمیل جدید', 'کد شما برای تأیید این نشانی ایمیل جدید:', 'این کد پس از {minutes} دقیقه منقضی می‌شود. اگر آن را درخواست نکرده‌اید، این ایمیل را نادیده بگیرید.']),
  fr: textsOf(['Votre code de connexion', 'Votre code de connexion est :', 'Approuver un nouvel appareil', 'Un nouvel appareil demande à se connecter à votre portefeuille. Approuvez-le ici :', 'Si ce n’était pas vous, ignorez cet e-mail : rien ne se passe sans votre accord.', 'Confirmez le changement d’e-mail', 'Votre code pour changer votre adresse e-mail est :', 'Confirmez votre nouvel e-mail', 'Votre code pour confirmer cette nouvelle adresse e-mail est :', 'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.']),
  he: textsOf(['קוד הכניסה שלך', 'קוד הכניסה שלך הוא:', 'אישור מכשיר חדש', 'מכשיר חדש מבקש להתחבר לארנק שלך. אשר אותו כאן:', 'אם זה לא היית את/ה, התעלם/י מהודעה זו: שום דבר לא יקרה ללא אישורך.', 'אישור שינוי הדוא״ל', 'הקוד שלך לשינוי כתובת הדוא״ל הוא:', 'אישור הדוא״ל החדש', 'הקוד שלך לאישור כתובת הדוא״ל החדשה הוא:', 'תוקפו יפוג בעוד {minutes} דקות. אם לא ביקשת אותו, התעלם/י מהודעה זו.']),
  hi: textsOf(['आपका लॉगिन कोड', 'आपका लॉगिन कोड है:', 'नए डिवाइस को स्वीकृत करें', 'एक नया डिवाइस आपके वॉलेट में लॉग इन करना चाहता है। इसे यहाँ स्वीकृत करें:', 'अगर यह आप नहीं थे, तो इस ई-मेल को अनदेखा करें: आपकी स्वीकृति के बिना कुछ नहीं होगा।', 'अपने ई-मेल बदलाव की पुष्टि करें', 'आपका ई-मेल पता बदलने का कोड है:', 'अपने नए ई-मेल की पुष्टि करें', 'इस नए ई-मेल पते की पुष्टि का कोड है:', 'यह {minutes} मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा, तो इस ई-मेल को अनदेखा करें।']),
  id: textsOf(['Kode masuk Anda', 'Kode masuk Anda adalah:', 'Setujui perangkat baru', 'Perangkat baru meminta masuk ke dompet Anda. Setujui di sini:', 'Jika itu bukan Anda, abaikan e-mail ini: tidak ada yang terjadi tanpa persetujuan Anda.', 'Konfirmasi perubahan e-mail', 'Kode Anda untuk mengubah alamat e-mail adalah:', 'Konfirmasi e-mail baru Anda', 'Kode Anda untuk mengonfirmasi alamat e-mail baru ini adalah:', 'Kode ini kedaluwarsa dalam {minutes} menit. Jika Anda tidak memintanya, abaikan e-mail ini.']),
  it: textsOf(['Il tuo codice di accesso', 'Il tuo codice di accesso è:', 'Approva un nuovo dispositivo', 'Un nuovo dispositivo chiede di accedere al tuo wallet. Approvalo qui:', 'Se non sei stato tu, ignora questa e-mail: senza la tua approvazione non succede nulla.', 'Conferma la modifica dell’e-mail', 'Il tuo codice per modificare l’indirizzo e-mail è:', 'Conferma la tua nuova e-mail', 'Il tuo codice per confermare questo nuovo indirizzo e-mail è:', 'Scade tra {minutes} minuti. Se non l’hai richiesto, ignora questa e-mail.']),
  ja: textsOf(['ログインコード', 'ログインコード:', '新しいデバイスの承認', '新しいデバイスがウォレットへのログインを求めています。こちらで承認してください:', '心当たりがない場合は、このメールを無視してください。承認しない限り何も起こりません。', 'メールアドレス変更の確認', 'メールアドレス変更用のコード:', '新しいメールアドレスの確認', 'この新しいメールアドレスを確認するためのコード:', '有効期限は{minutes}分です。心当たりがない場合は、このメールを無視してください。']),
  ko: textsOf(['로그인 코드', '로그인 코드:', '새 기기 승인', '새 기기가 지갑에 로그인하려고 합니다. 여기에서 승인하세요:', '본인이 아니라면 이 메일을 무시하세요. 승인하지 않으면 아무 일도 일어나지 않습니다.', '이메일 변경 확인', '이메일 주소 변경 코드:', '새 이메일 확인', '새 이메일 주소 확인 코드:', '{minutes}분 후에 만료됩니다. 요청하지 않았다면 이 메일을 무시하세요.']),
  nl: textsOf(['Je inlogcode', 'Je inlogcode is:', 'Nieuw apparaat goedkeuren', 'Een nieuw apparaat wil inloggen op je wallet. Keur het hier goed:', 'Was jij dit niet, negeer deze e-mail dan: zonder jouw goedkeuring gebeurt er niets.', 'Bevestig je e-mailwijziging', 'Je code om je e-mailadres te wijzigen is:', 'Bevestig je nieuwe e-mail', 'Je code om dit nieuwe e-mailadres te bevestigen is:', 'Hij verloopt over {minutes} minuten. Heb je hem niet aangevraagd, negeer deze e-mail dan.']),
  pl: textsOf(['Twój kod logowania', 'Twój kod logowania to:', 'Zatwierdź nowe urządzenie', 'Nowe urządzenie chce zalogować się do Twojego portfela. Zatwierdź je tutaj:', 'Jeśli to nie Ty, zignoruj tę wiadomość: bez Twojej zgody nic się nie stanie.', 'Potwierdź zmianę adresu e-mail', 'Twój kod do zmiany adresu e-mail to:', 'Potwierdź nowy adres e-mail', 'Twój kod do potwierdzenia nowego adresu e-mail to:', 'Wygasa za {minutes} minut. Jeśli o niego nie prosiłeś, zignoruj tę wiadomość.']),
  'pt-BR': textsOf(['Seu código de acesso', 'Seu código de acesso é:', 'Aprove um novo dispositivo', 'Um novo dispositivo quer entrar na sua carteira. Aprove-o aqui:', 'Se não foi você, ignore este e-mail: nada acontece sem a sua aprovação.', 'Confirme a alteração de e-mail', 'Seu código para alterar seu endereço de e-mail é:', 'Confirme seu novo e-mail', 'Seu código para confirmar este novo endereço de e-mail é:', 'Ele expira em {minutes} minutos. Se você não pediu, ignore este e-mail.']),
  ru: textsOf(['Ваш код для входа', 'Ваш код для входа:', 'Подтвердите новое устройство', 'Новое устройство запрашивает вход в ваш кошелёк. Подтвердите его здесь:', 'Если это были не вы, проигнорируйте это письмо: без вашего подтверждения ничего не произойдёт.', 'Подтвердите смену e-mail', 'Ваш код для смены адреса e-mail:', 'Подтвердите новый e-mail', 'Ваш код для подтверждения нового адреса e-mail:', 'Код действует {minutes} минут. Если вы его не запрашивали, проигнорируйте это письмо.']),
  th: textsOf(['รหัสเข้าสู่ระบบของคุณ', 'รหัสเข้าสู่ระบบของคุณคือ:', 'อนุมัติอุปกรณ์ใหม่', 'มีอุปกรณ์ใหม่ขอเข้าสู่กระเป๋าเงินของคุณ อนุมัติได้ที่นี่:', 'หากไม่ใช่คุณ โปรดเพิกเฉยต่ออีเมลนี้ จะไม่มีอะไรเกิดขึ้นหากคุณไม่อนุมัติ', 'ยืนยันการเปลี่ยนอีเมล', 'รหัสสำหรับเปลี่ยนที่อยู่อีเมลของคุณคือ:', 'ยืนยันอีเมลใหม่ของคุณ', 'รหัสสำหรับยืนยันที่อยู่อีเมลใหม่นี้คือ:', 'รหัสจะหมดอายุใน {minutes} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้']),
  tr: textsOf(['Giriş kodunuz', 'Giriş kodunuz:', 'Yeni cihazı onaylayın', 'Yeni bir cihaz cüzdanınıza giriş yapmak istiyor. Buradan onaylayın:', 'Bu siz değilseniz bu e-postayı yok sayın: onayınız olmadan hiçbir şey olmaz.', 'E-posta değişikliğinizi onaylayın', 'E-posta adresinizi değiştirme kodunuz:', 'Yeni e-postanızı onaylayın', 'Bu yeni e-posta adresini onaylama kodunuz:', '{minutes} dakika içinde geçerliliğini yitirir. Siz istemediyseniz bu e-postayı yok sayın.']),
  uk: textsOf(['Ваш код для входу', 'Ваш код для входу:', 'Підтвердьте новий пристрій', 'Новий пристрій просить увійти до вашого гаманця. Підтвердьте його тут:', 'Якщо це були не ви, проігноруйте цей лист: без вашого підтвердження нічого не станеться.', 'Підтвердьте зміну e-mail', 'Ваш код для зміни адреси e-mail:', 'Підтвердьте новий e-mail', 'Ваш код для підтвердження нової адреси e-mail:', 'Код дійсний {minutes} хвилин. Якщо ви його не запитували, проігноруйте цей лист.']),
  vi: textsOf(['Mã đăng nhập của bạn', 'Mã đăng nhập của bạn là:', 'Phê duyệt thiết bị mới', 'Một thiết bị mới muốn đăng nhập vào ví của bạn. Phê duyệt tại đây:', 'Nếu không phải bạn, hãy bỏ qua e-mail này: không có gì xảy ra nếu bạn không phê duyệt.', 'Xác nhận thay đổi e-mail', 'Mã để thay đổi địa chỉ e-mail của bạn là:', 'Xác nhận e-mail mới', 'Mã để xác nhận địa chỉ e-mail mới này là:', 'Mã hết hạn sau {minutes} phút. Nếu bạn không yêu cầu, hãy bỏ qua e-mail này.']),
  'zh-CN': textsOf(['您的登录验证码', '您的登录验证码是：', '批准新设备', '有新设备请求登录您的钱包。请在此批准：', '如果不是您本人操作，请忽略此邮件：未经您的批准，什么都不会发生。', '确认更改电子邮箱', '您更改电子邮箱地址的验证码是：', '确认新的电子邮箱', '您确认此新电子邮箱地址的验证码是：', '验证码将在 {minutes} 分钟后过期。如果不是您本人请求，请忽略此邮件。']),
  'zh-TW': textsOf(['您的登入驗證碼', '您的登入驗證碼是：', '核准新裝置', '有新裝置要求登入您的錢包。請在此核准：', '如果不是您本人操作，請忽略此郵件：未經您的核准，什麼都不會發生。', '確認變更電子郵件', '您變更電子郵件地址的驗證碼是：', '確認新的電子郵件', '您確認此新電子郵件地址的驗證碼是：', '驗證碼將在 {minutes} 分鐘後過期。如果不是您本人要求，請忽略此郵件。']),
}
