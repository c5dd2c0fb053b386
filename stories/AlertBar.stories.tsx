import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { joinProjectConfigMessages } from '../kernel/src/config/projectConfigMessages.ts'
import { modalStory } from './modalStory.tsx'
import { afterAnimations } from './afterAnimations.ts'
import type { StoryKit } from './storyKit.ts'

/** The alert bar above the views: SPEC §1 and §8's configuration and service alerts. */
const meta: Meta = { title: 'Shell/AlertBar' }
export default meta
type Story = StoryObj

// The remote configuration's alert texts, which join the catalogue as that configuration loads.
joinProjectConfigMessages()

function showInvalidAppConfiguration(kit: StoryKit): void {
  kit.store.alerts.show({
    id: 'invalid-app-configuration',
    title: 'alert.invalidAppConfiguration.title',
    message: 'alert.invalidAppConfiguration.originNotAllowed',
    values: { origin: 'https://shop.example', projectId: 'story' },
    variant: 'error',
  })
}

function showLocalConfigurationIgnored(kit: StoryKit): void {
  kit.store.alerts.show({
    id: 'local-configuration-ignored',
    title: 'alert.localConfigurationIgnored.title',
    message: 'alert.localConfigurationIgnored.message',
    values: { keys: 'email, swaps' },
    variant: 'warning',
  })
}

/** No project id given to createAppKit: "Project ID Not Configured", raised by the kernel itself. */
export const ProjectIdNotConfigured: Story = {
  ...modalStory({ view: 'Connect', kit: { options: { projectId: undefined } } }),
  play: afterAnimations(async ({ canvas }) => {
    const title = await canvas.findByText('Project ID Not Configured')
    await expect(title.closest('[role="alert"]')).toHaveAttribute('data-variant', 'error')
  }),
}

/** The project in the light theme. */
export const ProjectIdNotConfiguredLight: Story = { ...ProjectIdNotConfigured, globals: { theme: 'light' } }

/** The page's origin is not allowed for the project: "Invalid App Configuration". */
export const InvalidAppConfiguration: Story = {
  ...modalStory({ view: 'Connect', state: showInvalidAppConfiguration }),
  play: afterAnimations(async ({ canvas }) => {
    await expect(await canvas.findByText('Invalid App Configuration')).toBeVisible()
    await expect(canvas.getByText(/Origin https:\/\/shop\.example is not allowed/)).toBeVisible()
  }),
}

/** Remote project configuration overrode local features: the "Local configuration ignored" warning (role status). */
export const LocalConfigurationIgnored: Story = {
  ...modalStory({ view: 'Connect', state: showLocalConfigurationIgnored }),
  play: afterAnimations(async ({ canvas }) => {
    const title = await canvas.findByText('Local configuration ignored')
    await expect(title.closest('[role="status"]')).toHaveAttribute('data-variant', 'warning')
  }),
}

/** Several alerts at once, stacked in the order they came. */
export const Stacked: Story = {
  ...modalStory({
    view: 'Connect',
    kit: { options: { projectId: undefined } },
    state: (kit) => {
      showInvalidAppConfiguration(kit)
      showLocalConfigurationIgnored(kit)
    },
  }),
  play: afterAnimations(async ({ canvasElement, canvas }) => {
    await canvas.findByText('Local configuration ignored')
    const ids = [...canvasElement.querySelectorAll('[data-alert]')].map((alert) => alert.getAttribute('data-alert'))
    await expect(ids).toEqual(['project-id-missing', 'invalid-app-configuration', 'local-configuration-ignored'])
  }),
}

/** An alert dismissed with its close button leaves the bar. */
export const Dismissed: Story = {
  ...modalStory({ view: 'Connect', state: showLocalConfigurationIgnored }),
  play: afterAnimations(async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss: Local configuration ignored' }))
    await waitFor(() => expect(canvas.queryByText('Local configuration ignored')).toBeNull())
  }),
}
