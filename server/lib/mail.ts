import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'

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
      await mkdir(options.outboxDir, { recursive: true })
      sequence += 1
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(4, '0')}.eml`
      const file = path.join(options.outboxDir, name)
      await writeFile(file, info.message as Buffer)
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
