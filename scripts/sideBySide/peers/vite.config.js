// Builds the two peer pages (appkit.html, rainbowkit.html) into dist/, served on loopback by shoot.mjs.
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 10_000,
    rollupOptions: {
      input: { appkit: 'appkit.html', rainbowkit: 'rainbowkit.html' },
      // RainbowKit's modules start with "use client", which a page without server components ignores.
      onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
    },
  },
})
