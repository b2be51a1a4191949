import type {
	ICredentialsDecrypted,
	ICredentialTestFunctions,
	INodeCredentialTestResult,
} from 'n8n-workflow';

/**
 * A profile key alone cannot be checked against the service (every call also needs the API key,
 * which lives in another credential), so the test checks its form; the service checks the key
 * itself on the first call made with it.
 */
export async function profileKeyFormat(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	const key = credential.data?.profileKey;
	if (typeof key !== 'string' || key.trim() === '') {
		return { status: 'Error', message: 'The profile key is empty' };
	}
	if (/\s/.test(key.trim()) || key.trim().length < 8) {
		return {
			status: 'Error',
			message: 'A profile key has at least 8 characters and no spaces; check what was pasted',
		};
	}
	return {
		status: 'OK',
		message: 'The key is well-formed; the service checks it on the first call made with it',
	};
}
