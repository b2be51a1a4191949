/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
	transform: { '^.+\\.(ts|mjs)$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
	globalSetup: '<rootDir>/test/helpers/globalSetup.ts',
	testTimeout: 30000,
};
