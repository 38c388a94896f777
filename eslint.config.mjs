import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Content is what the agency edits: it may use the site's shared types, never the server's.
    files: ["src/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["@/server/*", "**/server/*"], message: "src/content/ must not depend on src/server/." }],
        },
      ],
    },
  },
  {
    // The one <img> of the site's own: next/image's props from getImageProps(), without its client code.
    files: ["src/components/ui/server-image.tsx"],
    rules: { "@next/next/no-img-element": "off" },
  },
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "data/**",
    ".bench/**",
  ]),
]);
