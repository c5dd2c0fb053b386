import { createContext } from 'react'
import type { AppKit } from '@portico/kernel/internal'

/** The instance the modal and the hooks read; set by AppKitProvider and by the mounted modal. */
export const AppKitContext = createContext<AppKit | undefined>(undefined)
