import type { OutboxCommand } from '../../src/shared/outbox-protocol'
import type { Outbox, ReplayResult } from './outbox'

/** Commands after which the network is believed back (or the user asks to send now), so the backoff is skipped. */
const NOW: ReadonlySet<OutboxCommand['type']> = new Set([
  'online',
  'visible',
  'retry',
  'signed-in',
  'logged-out-offline',
])

/**
 * Carries out a page's command on the outbox, then replays when there may be something to send:
 * at once, whatever the backoff, when the page says the network is back ('online', also "Sync now"),
 * became visible, just signed in or out, or asked for a Retry. Returns the replay's result, or null when none ran.
 */
export async function runCommand(outbox: Outbox, command: OutboxCommand): Promise<ReplayResult | null> {
  if (command.type === 'user') await outbox.setUser(command.userId)
  else if (command.type === 'signed-in') await outbox.signedIn(command.userId)
  else if (command.type === 'signed-out') await outbox.signedOut()
  else if (command.type === 'logged-out-offline')
    await outbox.loggedOutOffline({ url: command.url, headers: command.headers })
  else if (command.type === 'retry') await outbox.retry(command.id)
  else if (command.type === 'discard') await outbox.discard(command.id)
  if (command.type === 'signed-out' || command.type === 'get-state') return null
  return outbox.replay({ now: NOW.has(command.type) })
}

const COMMANDS: ReadonlySet<string> = new Set([
  'online',
  'visible',
  'user',
  'signed-in',
  'signed-out',
  'logged-out-offline',
  'retry',
  'discard',
  'get-state',
])

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')

/** A page's message as an outbox command, or null when it is something else (e.g. SKIP_WAITING). */
export function commandOf(data: unknown): OutboxCommand | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (typeof message.type !== 'string' || !COMMANDS.has(message.type)) return null
  if ((message.type === 'user' || message.type === 'signed-in') && typeof message.userId !== 'string') return null
  if ((message.type === 'retry' || message.type === 'discard') && typeof message.id !== 'string') return null
  if (message.type === 'logged-out-offline' && (typeof message.url !== 'string' || !isStringRecord(message.headers)))
    return null
  return message as OutboxCommand
}
