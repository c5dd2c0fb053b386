import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Syntax refused everywhere; the service refuses more (below), and a files block's list replaces this one.
const noMathRandom = { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Use crypto.getRandomValues for ids and nonces.' }

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', 'docs/api/**', 'tests/harness/contracts/**/*.json'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        noMathRandom,
      ],
    },
  },
  {
    files: ['service/src/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        noMathRandom,
        { selector: "MemberExpression[object.name='AbortSignal'][property.name='timeout']", message: "Use withDeadline: AbortSignal.timeout's timer outlives the call it bounds." },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'scripts/**', 'stories/**'],
    rules: { 'max-lines': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
