import { defineConfig } from '@playwright/test'

/** Overridable so that several checkouts can run their journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100)
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    serviceWorkers: 'allow',
    // Mantine honours it (theme.respectReducedMotion): dialogs and toasts appear settled, so no check races a fade.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx server/main.ts`,
    env: {
      DATA_DIR,
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
    },
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
  },
})
