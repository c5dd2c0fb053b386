import type { AdapterContext, ChainAdapterDefinition } from '@portico/kernel/extend'
import type { TemplateAdapter } from './TemplateAdapter.ts'

/** The definition `template()` returns: its `load` resolves the template adapter. */
export interface TemplateAdapterDefinition extends ChainAdapterDefinition {
  namespace: 'polkadot'
  load: (context: AdapterContext) => Promise<TemplateAdapter>
}
