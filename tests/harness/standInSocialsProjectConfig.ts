import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import { testProjectConfig } from './testProjectConfig.ts'

/**
 * The harness's project configuration for the service's secure frame with its social stand-ins
 * (`startHarness({ serviceFrame: { socials: true } })`): e-mail login on, and the social logins
 * that frame has, Google, GitHub and Farcaster; the other remote features stay off as in
 * `testProjectConfig`. The demo's too.
 */
export const standInSocialsProjectConfig: ProjectConfig = {
  features: [
    { id: 'social_login', isEnabled: true, config: { email: true, providers: ['google', 'github', 'farcaster'] } },
    ...testProjectConfig.features.filter((feature) => feature.id !== 'social_login'),
  ],
}
