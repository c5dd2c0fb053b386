import type { ProjectConfig } from '../../kernel/src/config/ProjectConfig.ts'

/**
 * The remote project configuration the harness's project service answers (SPEC §1 keys): the
 * features this slice does not provide (e-mail and social login, Reown branding) are turned off;
 * activity (the service indexes the chains), swaps (the local exchange, through the service) and
 * on-ramp (the harness's two provider stand-ins, through the service) on, each in the shape the
 * real service uses.
 */
export const testProjectConfig: ProjectConfig = {
  features: [
    { id: 'social_login', isEnabled: false, config: { email: false, providers: [] } },
    { id: 'swap', isEnabled: true, config: { providers: ['portico-service'] } },
    { id: 'onramp', isEnabled: true, config: { providers: ['harbor', 'meridian'] } },
    { id: 'activity', isEnabled: true, config: null },
    { id: 'reown_branding', isEnabled: false, config: null },
  ],
}
