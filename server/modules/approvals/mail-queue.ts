import type { Deps } from '../../lib/app-env'
import type { Mailer, MailMessage } from '../../lib/mail'

/** E-mails a step produces, sent once its transaction has committed (never for a rolled-back step). */
export type MailQueue = MailMessage[]

/** Sends the queued e-mails one by one; a failure is logged and does not stop the others. */
export async function sendQueued(mailer: Mailer, queue: MailQueue, onError: (error: unknown) => void): Promise<void> {
  for (const message of queue.splice(0)) {
    try {
      await mailer.send(message)
    } catch (error) {
      onError(error)
    }
  }
}

/** Sends a request's queued e-mails after its answer (the deps' runner when given: tests wait for it). */
export function sendAfterAnswer(deps: Deps, queue: MailQueue): void {
  if (queue.length === 0) return
  const task = () =>
    sendQueued(deps.mailer, queue, (error) => deps.logger.warn({ err: error }, 'approval e-mail failed'))
  if (deps.runAfterAnswer) deps.runAfterAnswer(task)
  else setImmediate(() => void task())
}
