import type { FrameMailKind } from './FrameMailKind.ts'

/** One e-mail's words: its subject, its lead sentence, and what follows the code or link; `{minutes}` is the lifetime. */
interface MailTexts {
  subject: string
  lead: string
  after: string
}

/**
 * The frame's e-mails by locale (BCP 47, as the kernel's catalogue names them). English is
 * complete and the fallback; a locale is added here with all four messages.
 */
export const frameMailTexts: { readonly en: Readonly<Record<FrameMailKind, MailTexts>> } & Readonly<Record<string, Readonly<Record<FrameMailKind, MailTexts>>>> = {
  en: {
    loginCode: { subject: 'Your login code', lead: 'Your login code is:', after: 'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.' },
    deviceApproval: { subject: 'Approve a new device', lead: 'A new device asks to log in to your wallet. Approve it here:', after: 'If it was not you, ignore this e-mail: nothing happens without your approval.' },
    updatePrimaryCode: { subject: 'Confirm your e-mail change', lead: 'Your code to change your e-mail address is:', after: 'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.' },
    updateSecondaryCode: { subject: 'Confirm your new e-mail', lead: 'Your code to confirm this new e-mail address is:', after: 'It expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.' },
  },
  de: {
    loginCode: { subject: 'Ihr Anmeldecode', lead: 'Ihr Anmeldecode lautet:', after: 'Er läuft in {minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.' },
    deviceApproval: { subject: 'Neues Gerät bestätigen', lead: 'Ein neues Gerät möchte sich bei Ihrer Wallet anmelden. Bestätigen Sie es hier:', after: 'Wenn Sie es nicht waren, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung geschieht nichts.' },
    updatePrimaryCode: { subject: 'Änderung Ihrer E-Mail bestätigen', lead: 'Ihr Code zum Ändern Ihrer E-Mail-Adresse lautet:', after: 'Er läuft in {minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.' },
    updateSecondaryCode: { subject: 'Neue E-Mail bestätigen', lead: 'Ihr Code zum Bestätigen dieser neuen E-Mail-Adresse lautet:', after: 'Er läuft in {minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.' },
  },
  fr: {
    loginCode: { subject: 'Votre code de connexion', lead: 'Votre code de connexion est :', after: 'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.' },
    deviceApproval: { subject: 'Approuver un nouvel appareil', lead: 'Un nouvel appareil demande à se connecter à votre portefeuille. Approuvez-le ici :', after: 'Si ce n’était pas vous, ignorez cet e-mail : rien ne se passe sans votre accord.' },
    updatePrimaryCode: { subject: 'Confirmez le changement d’e-mail', lead: 'Votre code pour changer votre adresse e-mail est :', after: 'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.' },
    updateSecondaryCode: { subject: 'Confirmez votre nouvel e-mail', lead: 'Votre code pour confirmer cette nouvelle adresse e-mail est :', after: 'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.' },
  },
  es: {
    loginCode: { subject: 'Tu código de acceso', lead: 'Tu código de acceso es:', after: 'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo.' },
    deviceApproval: { subject: 'Aprueba un dispositivo nuevo', lead: 'Un dispositivo nuevo quiere acceder a tu billetera. Apruébalo aquí:', after: 'Si no fuiste tú, ignora este correo: no pasa nada sin tu aprobación.' },
    updatePrimaryCode: { subject: 'Confirma el cambio de correo', lead: 'Tu código para cambiar tu dirección de correo es:', after: 'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo.' },
    updateSecondaryCode: { subject: 'Confirma tu nuevo correo', lead: 'Tu código para confirmar esta nueva dirección de correo es:', after: 'Caduca en {minutes} minutos. Si no lo pediste, ignora este correo.' },
  },
}
