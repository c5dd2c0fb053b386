import * as t from 'io-ts'

function matching(name: string, pattern: RegExp, normal: (value: string) => string = (value) => value, maxLength = 1024): t.Type<string, string, unknown> {
  return new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string' && value.length <= maxLength && pattern.test(value),
    (value, context) => (typeof value === 'string' && value.length <= maxLength && pattern.test(normal(value)) ? t.success(normal(value)) : t.failure(value, context)),
    (value) => value,
  )
}

/** An e-mail address, trimmed and in lower case. */
const EmailAddress = matching('an e-mail address', /^[^\s@]+@[^\s@]+\.[^\s@]+$/, (value) => value.trim().toLowerCase(), 254)
/** 32 lower-case hex characters, made once per browser on the frame origin. */
const DeviceId = matching('a device id (32 lower-case hex characters)', /^[0-9a-f]{32}$/)
const Base64 = matching('base64', /^[A-Za-z0-9+/]*={0,2}$/, (value) => value, 16 * 1024)
const Otp = matching('a code (six digits)', /^\d{6}$/, (value) => value.trim())
const Locale = matching('a locale', /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, (value) => value, 35)

const Recovery = t.union(
  [
    t.type({ kind: t.literal('password'), salt: Base64, iv: Base64, ciphertext: Base64, argon2: t.type({ memoryKiB: t.number, iterations: t.number, parallelism: t.number }) }, 'a password recovery envelope'),
    t.type({ kind: t.literal('passkey'), credentialId: t.string, prfSalt: Base64, iv: Base64, ciphertext: Base64 }, 'a passkey recovery envelope'),
  ],
  'a recovery envelope',
)

const Addresses = t.type(
  { eip155: matching('an EVM address', /^0x[0-9a-fA-F]{40}$/), solana: matching('a Solana address (base58)', /^[1-9A-HJ-NP-Za-km-z]{32,44}$/) },
  'addresses { eip155, solana }',
)

const Provider = t.union([t.literal('google'), t.literal('github'), t.literal('apple'), t.literal('facebook'), t.literal('x'), t.literal('discord')], 'a provider')
const Origin = matching('an origin', /^https?:\/\/[^/?#\s]+$/)

/** The bodies of the frame's API routes, by route. */
export const frameRequests = {
  emailStart: t.intersection([t.type({ email: EmailAddress, deviceId: DeviceId }), t.partial({ locale: Locale })], '{ email, deviceId, locale? }'),
  emailDevice: t.intersection([t.type({ email: EmailAddress, deviceId: DeviceId }), t.partial({ locale: Locale })], '{ email, deviceId, locale? }'),
  emailVerify: t.type({ email: EmailAddress, deviceId: DeviceId, otp: Otp }, '{ email, deviceId, otp }'),
  sessionRefresh: t.type({ refreshToken: matching('a refresh token', /^[A-Za-z0-9_-]{20,100}$/) }, '{ refreshToken }'),
  wallet: t.type({ addresses: Addresses, authShare: Base64, recovery: Recovery }, '{ addresses, authShare, recovery }'),
  emailUpdate: t.intersection([t.type({ email: EmailAddress }), t.partial({ locale: Locale })], '{ email, locale? }'),
  socialStart: t.type({ provider: Provider, appOrigin: Origin }, '{ provider, appOrigin }'),
  socialExchange: t.type({ callbackUri: matching('a URL', /^https?:\/\/\S+$/, (value) => value, 4096), appOrigin: Origin, deviceId: DeviceId }, '{ callbackUri, appOrigin, deviceId }'),
  farcasterStart: t.type({ appOrigin: Origin }, '{ appOrigin }'),
  farcasterStatus: t.type({ channel: matching('a relay channel token', /^[\w.~-]{1,200}$/), appOrigin: Origin, deviceId: DeviceId }, '{ channel, appOrigin, deviceId }'),
  emailUpdateOtp: t.intersection([t.type({ otp: Otp }), t.partial({ locale: Locale })], '{ otp, locale? }'),
}
