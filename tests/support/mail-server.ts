import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as it arrived: headers and body. */
  raw: string;
}

export interface MailServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that accepts every message. With `saveTo`, each message is
 * also written there as `<n>.eml` for another process (the end-to-end tests) to read. With
 * `hang`, it takes each message in and never answers it: a send that never ends.
 */
export async function startMailServer({
  port = 0,
  saveTo,
  hang = false,
}: { port?: number; saveTo?: string; hang?: boolean } = {}): Promise<MailServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // Closing waits for the clients to leave: one held by `hang` never does, so it is cut off.
    ...(hang ? { closeTimeout: 100 } : {}),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        if (hang) return;
        if (saveTo) fs.writeFileSync(path.join(saveTo, `${Date.now()}-${received.length}.eml`), mail.raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
