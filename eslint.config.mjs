import { config as n8nCommunityConfig } from '@n8n/node-cli/eslint';
import tseslint from 'typescript-eslint';

// Published code (credentials, nodes, engine) gets n8n's community-package rules, cloud rules included.
// The sandbox, tests, benches and scripts never ship: they may use timers, process and devDependencies.
const notPublished = ['src/sandbox/**', 'test/**', 'bench/**', 'scripts/**'];

const scopedToPublished = n8nCommunityConfig.map((block) =>
	block.files ? { ...block, ignores: [...(block.ignores ?? []), ...notPublished] } : block,
);

export default [
	{ ignores: ['dist/**', 'node_modules/**', '.runtime/**', 'coverage/**', 'test-artifacts/**', '*.js', '*.mjs', '**/*.mjs'] },
	...scopedToPublished,
	...tseslint.config({
		files: ['src/sandbox/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
		extends: [tseslint.configs.recommended],
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/no-explicit-any': 'off',
		},
	}),
];
