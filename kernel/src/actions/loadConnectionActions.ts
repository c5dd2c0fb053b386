import type { ActionConfig } from './ActionConfig.ts'
import type { DeleteConnectionParameters, DeleteConnectionReturnType } from './deleteConnection.ts'
import type { SwitchConnectionParameters, SwitchConnectionReturnType } from './switchConnection.ts'

/** What `loadConnectionActions` resolves: the two actions on a namespace's connections. */
export interface ConnectionActions {
  switchConnection(config: ActionConfig, parameters: SwitchConnectionParameters): Promise<SwitchConnectionReturnType>
  deleteConnection(config: ActionConfig, parameters: DeleteConnectionParameters): Promise<DeleteConnectionReturnType>
}

/** `switchConnection` and `deleteConnection`, loaded on demand (the modal's Profile view calls them, as the host's hooks do). */
export async function loadConnectionActions(): Promise<ConnectionActions> {
  const [{ switchConnection }, { deleteConnection }] = await Promise.all([import('./switchConnection.ts'), import('./deleteConnection.ts')])
  return { switchConnection, deleteConnection }
}
