import type { Migration } from './Migration.ts'
import { projectsMigration } from './migrations/projectsMigration.ts'
import { indexMigration } from './migrations/indexMigration.ts'
import { namesMigration } from './migrations/namesMigration.ts'
import { frameMigration } from './migrations/frameMigration.ts'
import { sharedStateMigration } from './migrations/sharedStateMigration.ts'
import { siwxMigration } from './migrations/siwxMigration.ts'
import { farcasterLoginsMigration } from './migrations/farcasterLoginsMigration.ts'
import { siwxMetadataMigration } from './migrations/siwxMetadataMigration.ts'
import { onRampOrdersMigration } from './migrations/onRampOrdersMigration.ts'
import { siwxEmailOtpMigration } from './migrations/siwxEmailOtpMigration.ts'
import { projectsNotifyMigration } from './migrations/projectsNotifyMigration.ts'
import { indexHeadsNotifyMigration } from './migrations/indexHeadsNotifyMigration.ts'

/** The schema's steps, in order: every new step goes at the end with the next version. */
export const migrations: readonly Migration[] = [projectsMigration, indexMigration, namesMigration, frameMigration, sharedStateMigration, siwxMigration, farcasterLoginsMigration, siwxMetadataMigration, onRampOrdersMigration, siwxEmailOtpMigration, projectsNotifyMigration, indexHeadsNotifyMigration]
