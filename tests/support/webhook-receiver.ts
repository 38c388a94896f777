import { createHmac, timingSafeEqual } from "node:crypto";
import { EventEmitter, once } from "node:events";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** One request the receiver got: its headers, its raw body, and what it answered ("never" while held open). */
export interface Receipt {
  headers: http.IncomingHttpHeaders;
  body: string;
  answered: number | "never";
  /** The sender closed the connection before it was answered. */
  abandoned: boolean;
}

export interface WebhookReceiver {
  url: string;
  receipts: Receipt[];
  /**
   * Decides each answer: a status, "never" to hold the request open, or a promise of a status
   * to hold it open until the promise resolves. Default 200.
   */
  answer: (receipt: Receipt) => number | "never" | Promise<number>;
  /** Emits "receipt" for every request, once its body is in. */
  events: EventEmitter;
  close(): Promise<void>;
}

/** A stand-in for a CRM on 127.0.0.1: a real HTTP server that records what it is sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const sockets = new Set<Socket>();
  const events = new EventEmitter();
  const receiver: Omit<WebhookReceiver, "url" | "close"> = { receipts: [], answer: () => 200, events };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const receipt: Receipt = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        answered: "never",
        abandoned: false,
      };
      response.on("close", () => {
        if (!response.writableFinished) receipt.abandoned = true;
      });
      const answer = receiver.answer(receipt);
      if (!(answer instanceof Promise)) receipt.answered = answer;
      receiver.receipts.push(receipt);
      events.emit("receipt", receipt);
      void Promise.resolve(answer).then((status) => {
        receipt.answered = status;
        if (status !== "never") response.writeHead(status).end(`answer ${status}`);
      });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`,
    close: async () => {
      // Requests held open ("never") would keep the server from closing.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

/**
 * Whether the receipt's X-Signature-256 is the HMAC-SHA256 of its raw body under `secret`.
 * Computed here as a CRM would, from the README's recipe, not with the site's own
 * `webhookSignature`: checked against that, a wrong recipe would sign and verify alike.
 */
export function signatureVerifies(receipt: Receipt, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(receipt.body).digest("hex")}`);
  const given = Buffer.from(String(receipt.headers["x-signature-256"]));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
