import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** next/link prefetches every link on screen while the page starts; the public site's Link waits for the visitor (decision 240). */
const nextLink = {
  name: "next/link",
  importNames: ["default"],
  message:
    "Use Link from @/components/ui/link: it prefetches a page once a visitor reaches for its link (decision 240).",
};

/** Imports point down the layers: app uses components and server, which use lib and content; lib uses neither (below). */
const layerRules = [
  {
    files: ["src/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [nextLink],
          patterns: [
            {
              group: ["@/app", "@/app/**"],
              message: "A component takes its server action as a prop, or lives beside its route.",
            },
          ],
        },
      ],
    },
  },
  {
    // The public pages and the screens every visitor may meet; the admin area keeps next/link's prefetch on sight.
    files: ["src/app/(marketing)/**", "src/app/*.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [nextLink] }] },
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layerRules,
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
  {
    // The media library's previews are the images' own small variants (decision 126), not the optimizer's.
    files: ["src/app/(admin)/admin/media/page.tsx", "src/components/admin/image-picker.tsx"],
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
