// An IPv4 client of a server listening on IPv6 arrives as an IPv4-mapped address
// ("::ffff:127.0.0.1", or written out in full); a person knows it by its IPv4 part.
const IPV4_MAPPED = /^(?:::|(?:0{1,4}:){5})ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i;

/** A client address as the admin shows it: IPv4-mapped IPv6 addresses as plain IPv4. */
export function displayAddress(address: string): string {
  return address.replace(IPV4_MAPPED, "");
}
