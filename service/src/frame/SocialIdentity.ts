/** Who signed in at a social provider: the provider's stable user id and the name it shows. */
export interface SocialIdentity {
  /** The provider's stable user id (the OpenID subject, GitHub's numeric id, ...). */
  subject: string
  userName: string | null
}
