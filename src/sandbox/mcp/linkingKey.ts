import { generateKeyPairSync } from 'node:crypto';

/**
 * The service derives an account's linking-token signing key and domain server-side for its MCP
 * tool; the sandbox makes one RSA key per account on first use and keeps it for the process.
 */
const keys = new Map<number, string>();

export function linkingKeyOf(accountId: number): { domain: string; privateKey: string } {
	let privateKey = keys.get(accountId);
	if (!privateKey) {
		privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
			.privateKey.export({ type: 'pkcs8', format: 'pem' })
			.toString();
		keys.set(accountId, privateKey);
	}
	return { domain: `sandbox-mcp-${accountId}`, privateKey };
}
