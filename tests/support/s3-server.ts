import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface TestS3Server {
  /** The S3_* variables that point the site at this server's bucket. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Starts again on the same port and folder, with everything stored before. */
  restart(): Promise<void>;
  remove(): Promise<void>;
}

/** A real S3-protocol server (s3rver) on loopback, keeping its objects in a temporary folder. */
export async function startS3Server(bucket = "agency-site"): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "agency-s3-"));
  const start = async (port: number) => {
    const server = new S3rver({
      port,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await server.run();
    return { server, port: address.port };
  };
  let running: Awaited<ReturnType<typeof start>> | undefined = await start(0);
  const port = running.port;
  const stop = async () => {
    await running?.server.close();
    running = undefined;
  };
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    stop,
    restart: async () => {
      running ??= await start(port);
    },
    remove: async () => {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
