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
    // lib is shared by browser and server and knows nothing of the agency: facts come in as arguments (decision 101).
    files: ["src/lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(content|server|components|app)(/|$)",
              message: "src/lib imports neither content, server, components nor app (decisions 100 and 101).",
            },
          ],
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
