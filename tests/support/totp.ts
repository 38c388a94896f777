import { createHmac } from "node:crypto";

/** RFC 4648 base32, as authenticator apps take secrets (spaces and padding ignored). */
function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The 6-digit code an authenticator app shows for this base32 secret (RFC 6238: SHA-1, 30 s),
 * `step` periods from now. Computed here, independently of better-auth's own code.
 */
export function totpCode(secret: string, step = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, "0");
}

/** The base32 secret of an otpauth:// address. */
export const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get("secret") ?? "";
