import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from '@portico/kernel'
import { appKit } from './appKit.ts'
import { DemoPage } from './DemoPage.tsx'

const container = document.getElementById('root')
if (!container) throw new Error('The demo page has no #root element')
createRoot(container).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <DemoPage />
    </AppKitProvider>
  </StrictMode>,
)
