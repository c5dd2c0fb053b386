import { randomBytes } from 'node:crypto'
import type { FrameConfig } from '../../service/src/frame/FrameConfig.ts'
import { builtFramePage } from '../e2e/builtFramePage.ts'
import { freePort } from './freePort.ts'
import type { HarnessServiceFrame } from './HarnessServiceFrame.ts'
import { startFrameFront } from './startFrameFront.ts'
import { startMailbox } from './startMailbox.ts'
import type { SocialStandIns } from './startSocialStandIns.ts'

/**
 * What the project service needs to run its secure frame for the harness, and the parts around it:
 * the frame page built for production (`builtFramePage`, shared by content hash), a mailbox (a
 * real SMTP server on loopback), and the front on `port` (or a free one) that the apps embed,
 * which funds each new wallet through `fund`; with `socials`, the frame logs in through those
 * stand-ins too (Google, GitHub and Farcaster). Returns the service's `secureFrame` config section
 * (a fresh key-encryption key, default sessions), the running frame's handle, and `stop`, which
 * stops the front and the mailbox.
 */
export async function prepareServiceFrame(options: { port?: number; fund(address: string): Promise<void>; socials?: SocialStandIns }): Promise<{ config: FrameConfig; frame: HarnessServiceFrame; stop(): Promise<void> }> {
  const [pageDir, mailbox, framePort] = await Promise.all([builtFramePage(), startMailbox(), freePort()])
  try {
    const front = await startFrameFront({ framePort, fund: options.fund, ...(options.port === undefined ? {} : { port: options.port }) })
    const config: FrameConfig = {
      host: '127.0.0.1',
      port: framePort,
      publicUrl: front.url,
      pageDir,
      trustProxy: true,
      smtp: { host: '127.0.0.1', port: mailbox.port, from: 'Portico <login@portico.test>' },
      keyEncryptionKeys: [{ id: 'harness', key: randomBytes(32).toString('base64') }],
      ...(options.socials ? options.socials.frameConfig(front.url) : {}),
    }
    const stop = async () => {
      await Promise.all([front.stop(), mailbox.stop()])
    }
    return { config, frame: { url: `${front.url}/`, origin: front.url, mailbox, ...(options.socials ? { socials: options.socials } : {}), stop: () => front.stop() }, stop }
  } catch (error) {
    await mailbox.stop()
    throw error
  }
}
