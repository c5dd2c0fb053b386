import type { StorybookConfig } from '@storybook/react-vite'

/** Storybook for Portico: the stories in stories/, tested by Vitest in Chromium with axe. */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../*.stories.tsx', '../views/*.stories.tsx', '../plugins/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The network here may be closed and Portico makes no call home: Storybook neither.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  // Workspace packages from their TypeScript sources (the `@portico/source` export condition), no
  // build; the story tests' Vitest project (stories/vitest.project.ts) takes this config too.
  viteFinal: async (viteConfig) => {
    const { defaultClientConditions, mergeConfig } = await import('vite')
    return mergeConfig(viteConfig, { resolve: { conditions: ['@portico/source', ...defaultClientConditions] } })
  },
}

export default config
