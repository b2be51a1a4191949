// ESLint rules for the code that never ships (src/sandbox, test, bench): the TypeScript recommended rules,
// without n8n's cloud rules (this code may use timers, process, the file system and devDependencies).
// Used by the eslint.config.mjs in each of those folders, which `npm run lint` finds with ESLint's
// `unstable_config_lookup_from_file` flag; the root eslint.config.mjs stays n8n's default (strict mode).
import tseslint from 'typescript-eslint';

export default tseslint.config({
	files: ['**/*.ts'],
	extends: [tseslint.configs.recommended],
	rules: {
		'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
		'@typescript-eslint/no-explicit-any': 'off',
	},
});
