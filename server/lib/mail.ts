import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { OWNER_ONLY_DIR_MODE, OWNER_ONLY_FILE_MODE } from './owner-only'

/** One outgoing e-mail. */
export interface MailMessage {
  to: string
  subject: string
  text: string
}

/** Sends e-mail; the app only ever sees this. */
export interface Mailer {
  send: (message: MailMessage) => Promise<void>
}

/** SMTP when a URL is given, otherwise .eml files in `outboxDir` plus a log line. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string; from: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message })
      },
    }
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let sequence = 0
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message })
      // One-time codes and partner links: readable by the server's account alone.
      await mkdir(options.outboxDir, { recursive: true, mode: OWNER_ONLY_DIR_MODE })
      sequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`
      const file = path.join(options.outboxDir, name)
      await writeFile(file, info.message as Buffer, { mode: OWNER_ONLY_FILE_MODE })
      options.logger.info({ to: message.to, subject: message.subject, file }, `mail written: ${message.text}`)
    },
  }
}

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = []
  return {
    sent,
    async send(message) {
      sent.push(message)
    },
  }
}
