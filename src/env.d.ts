/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the API (default `/api`). */
  readonly VITE_API_BASE?: string
}
