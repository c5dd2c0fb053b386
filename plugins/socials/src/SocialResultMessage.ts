import * as t from 'io-ts'

/** What the provider's popup posts back once the user signed in: the URI it landed on (the frame then checks it). */
export const SocialResultMessage = t.type({ type: t.literal('@portico/social/RESULT'), uri: t.string }, 'SocialResultMessage')
/** The popup's result message. */
export type SocialResultMessage = t.TypeOf<typeof SocialResultMessage>
