import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

if (!withPostgres) {
  console.warn(
    "PostgreSQL integration tests are not run: set TEST_DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/test) to run them.",
  );
}

const integration = (dialect: "sqlite" | "postgres") => ({
  extends: true as const,
  test: {
    name: dialect,
    include: ["src/**/*.int.test.ts", "scripts/**/*.int.test.ts"],
    globalSetup: ["tests/support/database-template.ts"],
    setupFiles: ["tests/support/database-setup.ts"],
    env: { TEST_DIALECT: dialect },
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": path.join(root, "src"),
      // Tests import server modules directly, outside the React server bundle.
      "server-only": path.join(root, "tests/support/server-only.ts"),
    },
  },
  test: {
    environment: "node",
    // Both cores: Vitest's default leaves one of two idle.
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "tests/**/*.test.ts"],
          exclude: ["**/*.int.test.ts"],
        },
      },
      integration("sqlite"),
      ...(withPostgres ? [integration("postgres")] : []),
    ],
  },
});
