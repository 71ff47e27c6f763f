import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers (the new-chapter mails' List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The http(s) origin of a URL, or undefined for anything else (`app://studio`, a malformed Host). */
function webOrigin(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
}

/**
 * The base of every link in a mail: PUBLIC_URL; without it (never in production) the request's origin only if it is one
 * of ALLOWED_ORIGINS, else the first of them, else http://localhost:<port>. A Host or X-Forwarded-Host header alone
 * never decides, since a forged one would mail a live token to the forger's site.
 */
export function mailLinkBase(
  config: { publicUrl?: string; allowedOrigins: readonly string[] },
  request: { origin: string; localPort?: number },
): string {
  if (config.publicUrl) return config.publicUrl;
  const allowed = config.allowedOrigins.map(webOrigin).filter((origin) => origin !== undefined);
  const reached = webOrigin(request.origin);
  if (reached && allowed.includes(reached)) return reached;
  return allowed[0] ?? `http://localhost:${request.localPort ?? 3000}`;
}

/**
 * Sends mail through SMTP when SMTP_URL is set. Otherwise (the embedded default) each message is written as an
 * .eml file into `outboxDir` and logged, so a developer can follow the links without a mail server.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      options.logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'mail written to the outbox',
      );
    },
  };
}
