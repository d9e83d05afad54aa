/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API (default `/api`). */
  readonly VITE_API_BASE?: string
  /** Names the build (vite.config.ts `define`); the persisted query cache of another build is dropped. */
  readonly VITE_BUILD_ID?: string
}
