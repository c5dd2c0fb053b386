/** What the frame answers to an e-mail: verify this device first, enter the code, or connected already (SPEC §3). */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** What the frame answers to an e-mail update: the code sent to the current address, or to the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/**
 * The embedded wallet's e-mail login, offered to plugins as the connector extension `emailLogin`
 * (SPEC §3, §4): each call is one frame request and rejects with the frame's error (SPEC §8 texts).
 */
export interface EmailLoginClient {
  connectEmail(email: string): Promise<{ action: EmailLoginAction }>
  connectDevice(): Promise<unknown>
  connectOtp(otp: string): Promise<unknown>
  updateEmail(email: string): Promise<{ action: EmailUpdateAction }>
  updateEmailPrimaryOtp(otp: string): Promise<unknown>
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>
}
