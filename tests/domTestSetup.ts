import { configure } from '@testing-library/react'

// DOM tests' findBy and waitFor give up after 10 s rather than Testing Library's 1 s (vitest.config.ts
// says why); a test that passes its own timeout keeps it.
configure({ asyncUtilTimeout: 10_000 })
