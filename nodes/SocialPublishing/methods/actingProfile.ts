import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { PROFILE_CREDENTIAL, profileKeyOfRefId } from '../transport';

/** A resource locator's value (`{ __rl, mode, value }`), or a plain value stored before it was one. */
export function locatorValue(value: unknown): string {
	const raw =
		value !== null && typeof value === 'object' && 'value' in value
			? (value as { value: unknown }).value
			: value;
	return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

function isExpression(value: string): boolean {
	return value.startsWith('=');
}

/**
 * The Profile-Key a dropdown lists for, from the node's "Act As" as currently set in the editor;
 * undefined for the primary profile. An expression only has a value when the node runs, so a
 * list cannot follow one: that is said, rather than silently listing the primary profile's data.
 */
export async function actingProfileKey(this: ILoadOptionsFunctions): Promise<string | undefined> {
	const actAs = (this.getCurrentNodeParameter('actAs') as string | undefined) ?? 'primary';
	const expressionProblem = (field: string) =>
		new NodeOperationError(
			this.getNode(),
			`"${field}" is an expression, which has a value only when the node runs, so this list cannot be filled`,
			{
				description:
					'Type the value into this field (an expression works there too), or choose Act As "Profile (From List)" to list for a profile',
			},
		);
	if (actAs === 'profileCredential') {
		const { profileKey } = await this.getCredentials(PROFILE_CREDENTIAL);
		const key = typeof profileKey === 'string' ? profileKey.trim() : '';
		if (!key) {
			throw new NodeOperationError(this.getNode(), 'The Profile Key credential has no key', {
				description: 'Open the Social Publishing Profile Key credential and fill in its key',
			});
		}
		return key;
	}
	if (actAs === 'profileKey') {
		const key = locatorValue(this.getCurrentNodeParameter('profileKey'));
		if (isExpression(key)) throw expressionProblem('Profile Key');
		if (!key) {
			throw new NodeOperationError(this.getNode(), 'Act As needs a profile key, and it is empty', {
				description: 'Fill in "Profile Key", or choose Act As "Primary Profile"',
			});
		}
		return key;
	}
	if (actAs === 'profileFromList') {
		const refId = locatorValue(this.getCurrentNodeParameter('profile'));
		if (isExpression(refId)) throw expressionProblem('Profile');
		return await profileKeyOfRefId.call(this, refId);
	}
	return undefined;
}
