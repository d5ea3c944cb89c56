import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe of alert e-mails). */
  headers?: Record<string, string>;
}

/**
 * Outgoing mail. With SMTP_URL it goes to that server; without, each message becomes an `.eml` file in
 * DATA_DIR/outbox (nodemailer's stream transport), so a fresh install can recover passwords with no setup.
 * Sends run in the background (an answer must not wait on, or reveal, the mail server); `flush()` waits for them.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();
  readonly mode: "smtp" | "outbox";

  constructor(
    private readonly opts: { smtpUrl: string | null; from: string; outboxDir: string },
    private readonly log: FastifyBaseLogger,
  ) {
    this.mode = opts.smtpUrl ? "smtp" : "outbox";
    this.transport = opts.smtpUrl
      ? nodemailer.createTransport(opts.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  }

  get outboxDir(): string {
    return this.opts.outboxDir;
  }

  /** Queues a message; failures are logged, never thrown at the caller. */
  send(message: MailMessage): void {
    const job = this.deliver(message)
      .catch((err: unknown) => this.log.error({ err, subject: message.subject }, "falha ao enviar e-mail"))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /**
   * Runs `prepare` in the background and sends the message it returns (none when it returns null); `flush()` waits
   * for it too. Failures are logged, never thrown at the caller.
   */
  later(prepare: () => Promise<MailMessage | null>): void {
    const job = prepare()
      .then((message) => (message ? this.deliver(message) : undefined))
      .catch((err: unknown) => this.log.error({ err }, "falha ao preparar ou enviar e-mail"))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  /** Resolves when every queued message has been delivered (or has failed). */
  async flush(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }

  private async deliver(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.opts.from, ...message });
    if (this.mode === "outbox") {
      mkdirSync(this.opts.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const id = String(info.messageId ?? Math.random()).replace(/[^A-Za-z0-9@.-]/g, "");
      const file = path.join(this.opts.outboxDir, `${stamp}-${id}.eml`);
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      this.log.info({ file, to: message.to }, "e-mail gravado na caixa de saída");
    }
  }
}
