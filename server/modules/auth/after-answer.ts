import type { Deps } from '../../lib/app-env'

/**
 * Runs work whose cost must not show in the answer's timing (sending a code costs an argon2 hash,
 * a write and an e-mail for a real account, nothing for an unknown one): the deps' runner when
 * given (tests wait for it), otherwise started once the answer is on its way, errors logged.
 */
export function runAfterAnswer(deps: Deps, task: () => Promise<void>): void {
  if (deps.runAfterAnswer) {
    deps.runAfterAnswer(task)
    return
  }
  setImmediate(() => {
    task().catch((error: unknown) => deps.logger.error({ err: error }, 'sending a verification code failed'))
  })
}
