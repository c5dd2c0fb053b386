import { startAdapterWork } from './adapters/startAdapterWork.ts'
import { loadAdapters } from './adapters/loadAdapters.ts'
import { loadOffering } from './adapters/loadOffering.ts'
import { loadWhenPageSettled } from './adapters/loadWhenPageSettled.ts'
import { refreshConnectors } from './adapters/refreshConnectors.ts'
import { stopAdapterWork } from './adapters/stopAdapterWork.ts'
import { followOtherTab } from './adapters/followOtherTab.ts'
import { loadProjectConfig } from './actions/loadProjectConfig.ts'
import { loadPlugins } from './plugins/loadPlugins.ts'
import { pluginsSettled } from './plugins/pluginsSettled.ts'
import { teardownPlugin } from './plugins/teardownPlugin.ts'
import { teardownPlugins } from './plugins/teardownPlugins.ts'
import { HttpClient } from './services/HttpClient.ts'
import { fetchServiceBalances } from './services/fetchServiceBalances.ts'
import { ProjectWalletRegistry } from './store/ProjectWalletRegistry.ts'

/**
 * The kernel's deferred half: the code that runs only once something needs it (the adapters'
 * work, loading and setting plugins up, the project service's client, remote configuration and wallet
 * registry, following other tabs). One chunk loaded on demand, never before it is needed, so a
 * host's first load carries only the stores and the API, and the parts it shares with the
 * eager kernel are split once rather than per part.
 */
export const kernelRuntime = { startAdapterWork, loadAdapters, loadOffering, loadWhenPageSettled, refreshConnectors, stopAdapterWork, followOtherTab, loadProjectConfig, loadPlugins, pluginsSettled, teardownPlugin, teardownPlugins, HttpClient, fetchServiceBalances, ProjectWalletRegistry }
