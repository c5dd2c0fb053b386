import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'

/**
 * The remote project configuration the harness's project service answers (SPEC §1 keys): the
 * features this slice does not provide (e-mail and social login, swaps, on-ramp,
 * Reown branding) are turned off, activity on (the service indexes the chains), each in the shape the real service uses.
 */
export const testProjectConfig: ProjectConfig = {
  features: [
    { id: 'social_login', isEnabled: false, config: { email: false, providers: [] } },
    { id: 'swap', isEnabled: false, config: { providers: [] } },
    { id: 'onramp', isEnabled: false, config: null },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
  ],
}
