// The one-way import rules between folders (docs/design.md, "Layout and import rules"), enforced per folder.
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const react = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  'react-router-dom',
  '@emotion/*',
  '@xstate/react',
];
const io = ['ky', 'node:*', 'fs', 'path', 'http', 'better-sqlite3', 'pg', 'kysely', 'fastify', '@fastify/*'];
const noReact = { group: react, message: 'Only src/ and site/ may import React.' };
const noStyled = {
  name: '@emotion/styled',
  message:
    "Use @emotion/react's css prop: styled would add about 3.3 KB gzipped to every survey route's first load.",
};
const folder = (name, message) => ({ group: [`**/${name}/*`, `**/${name}`], message });
// What machines/ and services/ may not import.
const belowTheApp = [
  noReact,
  folder('src', 'Only src/app may import the app.'),
  folder('site', 'Nothing imports site/ but src/app/.'),
  folder('server', 'The browser side never imports server/.'),
];
// The browser knows a call by its object (services/api/<endpoint>/<endpoint>-call.ts); the contracts beside it
// carry zod, which it never loads.
const noContracts = {
  group: ['**/*-contract', '**/api/contract', './contract'],
  allowTypeImports: true,
  message:
    'The browser imports the call objects (services/api/*/*-call.ts), never a contract: only its types.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Fastify plugins, hooks and handlers are async by contract, whether or not they await anything.
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    // Tests read JSON answers as they come (any) and run the pages' inline scripts as the browser does.
    files: ['test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-implied-eval': 'off',
    },
  },
  {
    // No import cycles among our own modules: each layer stands on the ones below it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['test/**'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The rules of hooks, and effects that name everything they read (React Compiler's stricter rules are not
    // on).
    files: ['src/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['guards/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            { group: io, message: 'guards/ is pure: no I/O.' },
            folder('src', 'guards/ imports nothing of ours but data.'),
            folder('site', 'guards/ imports nothing of ours but data.'),
            folder('machines', 'guards/ imports nothing of ours but data.'),
            folder('services', 'guards/ imports nothing of ours but data.'),
            folder('server', 'guards/ imports nothing of ours but data.'),
          ],
        },
      ],
    },
  },
  {
    // The flows are written in the engine's language and the engine compiles them: variants/ imports the language
    // (machines/definition-language, machines/step-kinds) and nothing else of machines/.
    files: ['variants/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            { group: io, message: 'variants/ is data.' },
            folder('src', 'variants/ is data.'),
            folder('site', 'variants/ is data.'),
            {
              regex: '(^|/)machines(/(?!(definition-language|step-kinds)$)|$)',
              message:
                "variants/ imports the engine's language only (machines/definition-language, machines/step-kinds).",
            },
            folder('services', 'variants/ is data.'),
            folder('server', 'variants/ is data.'),
          ],
        },
      ],
    },
  },
  {
    files: ['services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...belowTheApp],
        },
      ],
    },
  },
  {
    // The funnel engine knows no lead and no flow: its caller hands it the definition, the guards, actions and
    // submission (variants/registries/funnel-registries.ts) and the guards' words, as a wizard library takes its
    // steps. The flows stand on the engine, never the other way round.
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...belowTheApp,
            folder(
              'guards',
              'machines/ takes the lead rules from its caller (variants/registries/funnel-registries.ts).',
            ),
            folder('services', 'machines/ takes its calls from its caller (provideCalls).'),
            folder(
              'variants',
              'machines/ is the engine the flows are written for: it takes a definition from its caller, never imports one.',
            ),
          ],
        },
      ],
    },
  },
  {
    // The browser's side of services/: the calls, the HTTP helper and the clients.
    files: [
      'services/api/call.ts',
      'services/api/*/*-call.ts',
      'services/http*.ts',
      'services/api/*/*-client.ts',
      'services/lead-outbox.ts',
      'services/api/save-data/session-report.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...belowTheApp, noContracts],
        },
      ],
    },
  },
  {
    // Scripts are tools the tests may use (the path generator is one); a script never reaches into test/.
    files: ['scripts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+test/',
              message: 'scripts/ never imports test/: move what both need into scripts/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            folder('src', 'server/ never imports src/.'),
            folder('site', 'server/ never imports site/.'),
            {
              regex: '(^|/)machines(/(?!(definition-language|step-kinds)$)|$)',
              message:
                "server/ imports guards/, services/, variants/ and the engine's language (machines/definition-language, machines/step-kinds) only.",
            },
          ],
        },
      ],
    },
  },
  {
    // The operators' drawings are made from the definition the survey runs, by the two pure modules that draw
    // it; the rest of machines/ stays the browser's.
    files: ['server/routes/flow-drawings.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            folder('src', 'server/ never imports src/.'),
            folder('site', 'server/ never imports site/.'),
            {
              regex: '(^|/)machines(/(?!(flow-svg|machine-words|definition-language|step-kinds)$)|$)',
              message:
                "server/ draws flows with machines/flow-svg and machines/machine-words only (and reads the engine's language).",
            },
          ],
        },
      ],
    },
  },
  {
    // A survey's form posted without JavaScript is answered by the same statechart the browser runs: this one
    // module compiles and runs it; the rest of server/ stays off machines/.
    files: ['server/survey-forms/native-funnel.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            folder('src', 'server/ never imports src/.'),
            folder('site', 'server/ never imports site/.'),
            {
              regex:
                '(^|/)machines(/(?!(create-funnel-machine|funnel-types|definition-language|step-kinds)$)|$)',
              message:
                "server/ runs the funnel engine through machines/create-funnel-machine only (and reads the engine's language).",
            },
          ],
        },
      ],
    },
  },
  {
    // The server replays a lead's trail through the statechart the browser ran: this one module walks it, with
    // the machine's own config and implementations (machines/config-walk.ts).
    files: ['server/replay/replay-machine.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noReact,
            folder('src', 'server/ never imports src/.'),
            folder('site', 'server/ never imports site/.'),
            {
              regex:
                '(^|/)machines(/(?!(config-walk|create-funnel-machine|funnel-types|definition-language|step-kinds)$)|$)',
              message:
                "server/ replays the funnel through machines/config-walk and machines/create-funnel-machine only (and reads the engine's language).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/funnel/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noStyled],
          patterns: [
            noContracts,
            folder('site', 'src/funnel/ and site/ do not import each other.'),
            folder('app', 'Only src/app may import the app.'),
            folder('server', 'The browser never imports server/.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noStyled],
          patterns: [
            noContracts,
            folder('site', 'src/ui/ is the bottom layer of the browser.'),
            folder('funnel', 'src/ui/ is the bottom layer of the browser.'),
            folder('app', 'src/ui/ is the bottom layer of the browser.'),
            folder('server', 'The browser never imports server/.'),
          ],
        },
      ],
    },
  },
  {
    // The operators' console is its own build: it shares data (variants, contracts) with the site, no code.
    files: ['src/console/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContracts,
            folder('site', 'The console shares no code with the site.'),
            folder('funnel', 'The console shares no code with the site.'),
            folder('app', 'The console shares no code with the site.'),
            // The site's design tokens are data: the console reads them to look like the site.
            {
              group: ['**/ui/*', '!../ui/theme'],
              message: 'The console shares no code with the site, only its design tokens (src/ui/theme.ts).',
            },
            {
              group: ['../../server', '../../server/*', '../../../server/*'],
              message: 'The console asks the server over HTTP.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContracts,
            { group: ['../../server', '../../server/*'], message: 'The browser never imports server/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noContracts,
            folder(
              'server',
              'The browser never imports server/; the prerenderer reads its settings from scripts/.',
            ),
            folder('funnel', 'src/funnel/ and site/ do not import each other.'),
            folder('app', 'site/ is imported by src/app/; it uses the shared UI in src/ui/, never the app.'),
            folder('console', 'The console and the site share no code.'),
          ],
        },
      ],
    },
  },
);
