/** Runs once when a server process starts. */
export async function register() {
  // The outbox worker and the clean-up need Node.js (SMTP sockets, the database driver).
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const [{ startOutboxWorker }, { startHousekeeping }] = await Promise.all([
      import("./server/leads/outbox-worker"),
      import("./server/ops/housekeeping"),
    ]);
    startOutboxWorker();
    startHousekeeping();
  }
}
