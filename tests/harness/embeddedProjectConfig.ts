import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'
import { testProjectConfig } from './testProjectConfig.ts'

/**
 * The harness's project configuration with e-mail and social login on (every provider of SPEC
 * §9, Farcaster included), for the demo and the embedded wallet's browser tests; the other
 * remote features stay off as in `testProjectConfig`.
 */
export const embeddedProjectConfig: ProjectConfig = {
  features: [
    { id: 'social_login', isEnabled: true, config: { email: true, providers: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] } },
    ...testProjectConfig.features.filter((feature) => feature.id !== 'social_login'),
  ],
}
