import "server-only";
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { remember } from "@epic-web/remember";
import type { VariantFormat } from "./variant-names";

/**
 * Every sharp pixel operation of the server runs in a child process (decision 199): libvips and
 * its codecs keep the native memory an encode used for good, and only a process that exits gives
 * it back. The child (scripts/image-encoder.mjs, run by Node as it is, since the server is
 * bundled) is started on the first job and let go once it has been idle for a few seconds.
 */

/** How long the child waits for another job before it is let go. */
export const ENCODER_IDLE_MS = 5_000;

export type UploadFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

interface Jobs {
  /** An upload re-encoded in its own format, every frame kept, turned as its EXIF says. */
  upload: {
    job: { kind: "upload"; bytes: Uint8Array; format: UploadFormat; maxInputPixels: number };
    answer: { data: Uint8Array; width: number; height: number };
  };
  /** A responsive copy of an upload at a width (never enlarged) and format. */
  variant: {
    job: { kind: "variant"; bytes: Uint8Array; width: number; format: VariantFormat; maxInputPixels: number };
    answer: { data: Uint8Array };
  };
}
type Reply = { id: number; result: Jobs[keyof Jobs]["answer"] } | { id: number; error: string };

interface Waiting {
  resolve: (answer: Jobs[keyof Jobs]["answer"]) => void;
  reject: (error: Error) => void;
}

/** One child and the jobs it has been given: when it ends, they fail with it. */
interface Child {
  process: ChildProcess;
  waiting: Map<number, Waiting>;
  exited: Promise<void>;
}

export interface ImageEncoder {
  /** The job's answer; rejected with the child's message when the image cannot be read. */
  encode<K extends keyof Jobs>(job: Jobs[K]["job"] & { kind: K }): Promise<Jobs[K]["answer"]>;
  /** The child's process id while it runs. */
  readonly pid: number | undefined;
  /** Stops the child at once, failing the jobs it has; the next job starts another. */
  stop(): Promise<void>;
}

export function createImageEncoder({
  script = path.join(process.cwd(), "scripts/image-encoder.mjs"),
  idleMs = ENCODER_IDLE_MS,
}: { script?: string; idleMs?: number } = {}): ImageEncoder {
  let current: Child | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;

  // A child that is not working does not keep the server's process (or a script's) running.
  const hold = (child: Child, held: boolean) => {
    if (held) {
      child.process.ref();
      child.process.channel?.ref();
    } else {
      child.process.unref();
      child.process.channel?.unref();
    }
  };

  const fail = (child: Child, error: Error) => {
    if (current === child) current = undefined;
    for (const waiting of child.waiting.values()) waiting.reject(error);
    child.waiting.clear();
  };

  const start = (): Child => {
    // Taken from Node.js when it runs: Turbopack reads a fork() in the source as a module to
    // bundle and fails the build on a path known only at run time; the child is not bundled.
    const { fork } = process.getBuiltinModule("node:child_process");
    const started = fork(script, [], { serialization: "advanced", execArgv: [] });
    const child: Child = {
      process: started,
      waiting: new Map(),
      exited: new Promise((resolve) => started.once("exit", () => resolve())),
    };
    started.on("message", (reply: Reply) => {
      const waiting = child.waiting.get(reply.id);
      if (!waiting) return;
      child.waiting.delete(reply.id);
      if ("error" in reply) waiting.reject(new Error(reply.error));
      else waiting.resolve(reply.result);
      if (child.waiting.size === 0 && current === child) letGoWhenIdle(child);
    });
    started.once("exit", (code, signal) => {
      fail(child, new Error(`The image encoder stopped (${signal ?? `exit code ${code}`})`));
    });
    started.once("error", (error) => {
      fail(child, new Error(`The image encoder failed: ${error.message}`));
      started.kill("SIGKILL");
    });
    return child;
  };

  const letGoWhenIdle = (child: Child) => {
    hold(child, false);
    clearTimeout(idle);
    idle = setTimeout(() => {
      current = undefined;
      // The child exits when its channel closes (scripts/image-encoder.mjs).
      if (child.process.connected) child.process.disconnect();
    }, idleMs).unref();
  };

  return {
    encode<K extends keyof Jobs>(job: Jobs[K]["job"] & { kind: K }) {
      clearTimeout(idle);
      const child = (current ??= start());
      hold(child, true);
      const id = nextId++;
      return new Promise<Jobs[K]["answer"]>((resolve, reject) => {
        // The child answers a job of this kind with this kind's answer.
        child.waiting.set(id, { resolve: resolve as Waiting["resolve"], reject });
        child.process.send({ ...job, id }, (error) => {
          if (!error) return;
          fail(child, new Error(`The image encoder could not be given a job: ${error.message}`));
          child.process.kill("SIGKILL");
        });
      });
    },
    get pid() {
      return current?.process.pid;
    },
    async stop() {
      clearTimeout(idle);
      const child = current;
      if (!child) return;
      fail(child, new Error("The image encoder was stopped"));
      // A child that never started (no process id) has no exit to wait for.
      if (child.process.pid === undefined) return;
      child.process.kill("SIGKILL");
      await child.exited;
    },
  };
}

/** The server's encoder: one per process, even when several bundles load this module. */
export function imageEncoder(): ImageEncoder {
  return remember("agency-site.image-encoder", () => createImageEncoder());
}
