import type { Siwx } from './Siwx.ts'

/** A SIWX whose sessions live on the project's own service (ReownAuthentication): the plugin tells it the instance's service and project. */
export interface ProjectBoundSiwx extends Siwx {
  useProject(project: { projectServiceUrl?: string | undefined; projectId?: string | undefined }): void
}
