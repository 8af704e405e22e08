import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** `replyTo`: where a reply goes instead of the sender (a visitor's address on the questions they send staff). */
export type Mail = { to: string; subject: string; text: string; html?: string; replyTo?: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in the
 * outbox, and the log names it so a person can finish signing up without a mail server.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        // Subjects and bodies carry one-time codes and personal details: the log names the recipient only.
        opts.log.info({ to: mail.to }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(opts.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // The file is where a person reads the code; the log only says where it is.
      opts.log.info({ to: mail.to, file }, 'mail written to outbox');
    },
  };
}
