import { closeDb } from "@/server/db";
import { startSiteLease, stopSiteLease } from "@/server/ops/site-lease";

/**
 * A server process's lease on DATABASE_URL, held by a process of its own as serve.ts holds it.
 * Prints "holding" once the lease is taken. SIGTERM gives it back and exits, as a server's
 * shutdown does; SIGKILL leaves it to expire, as a crash does.
 */
await startSiteLease();
// The lease's timer keeps no process alive; a server's listener does, and this stands in for it.
const alive = setInterval(() => {}, 60_000);
process.once("SIGTERM", () => {
  clearInterval(alive);
  void stopSiteLease()
    .then(closeDb)
    .then(() => process.exit(0));
});
console.info("holding");
