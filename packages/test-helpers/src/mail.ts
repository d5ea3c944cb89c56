// A real SMTP receiver and the readers of what it receives, with no Fastify in sight: the API tests and the e2e
// journeys both use it.
import { SMTPServer } from "smtp-server";

/** Decodes a quoted-printable MIME body part (soft breaks and =XX escapes) as UTF-8. */
export function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    const m = text[i] === "=" ? /^[0-9A-F]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
    if (m) {
      bytes.push(parseInt(m[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The reset link inside a raw e-mail (text or HTML part, however it was encoded). */
export function resetLinkIn(raw: string): URL {
  const decoded = decodeQuotedPrintable(raw);
  const m = /(https?:\/\/[^\s"<>]+\/reset-password-confirm\?[^\s"<>]+)/.exec(decoded);
  if (!m) throw new Error(`no reset link in:\n${decoded}`);
  return new URL(m[1]!.replace(/&amp;/g, "&"));
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP receiver on 127.0.0.1 (random port, no auth) that keeps what it receives. */
export async function startSmtpReceiver(): Promise<{
  url: string;
  inbox: ReceivedMail[];
  close(): Promise<void>;
  waitFor(to: string, count?: number): Promise<ReceivedMail[]>;
}> {
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async waitFor(to: string, count = 1) {
      for (let i = 0; i < 200; i++) {
        const got = inbox.filter((m) => m.to.includes(to));
        if (got.length >= count) return got;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no e-mail for ${to}`);
    },
  };
}
