// ESLint (flat config) with type information. Why ESLint rather than Biome: the rules that catch this code's real
// mistakes need the type checker (unhandled promises, promises passed where a callback is expected, needless
// assertions) or are React's own (rules of hooks, effect dependencies) and jsx-a11y's — Biome has none with types.
// The layer rules and import cycles are dependency-cruiser's (.dependency-cruiser.cjs); formatting is Prettier's.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/storybook-static/**",
      "**/__screenshots__/**",
      "**/.vitest-attachments/**",
      "test-results/**",
      "coverage/**",
      ".shots/**",
      // Generated from the API's OpenAPI (pnpm contract).
      "packages/api-client/src/schema.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // `catch {}` says "a failure here changes nothing" (polling loops, best-effort clean-ups).
  { rules: { "no-empty": ["error", { allowEmptyCatch: true }] } },
  {
    files: ["**/*.{ts,tsx,mts}"],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // With types: the mistakes that cost real bugs.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      // React Router's loaders throw its redirect Response on purpose.
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      "@typescript-eslint/switch-exhaustiveness-check": ["error", { considerDefaultExhaustiveForUnions: true }],
      // Unused code is deleted, except names that say on purpose they are not used.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // Tests and boundaries with untyped JSON use `any` on purpose, sparingly; the type checker already sees the rest.
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
