import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { PROFILE_CREDENTIAL } from '../transport/credentials';
import { resolveActAs } from '../transport/actAs';

/** A resource locator's value (`{ __rl, mode, value }`), or a plain value stored before it was one. */
export function locatorValue(value: unknown): string {
	const raw =
		value !== null && typeof value === 'object' && 'value' in value
			? (value as { value: unknown }).value
			: value;
	return typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : '';
}

/** The "Act As" fields whose value the editor's form holds; their names as the form shows them. */
const FIELD_LABELS: Record<string, string> = { profileKey: 'Profile Key', profile: 'Profile' };

/**
 * The Profile-Key a dropdown lists for, from the node's "Act As" as currently set in the editor;
 * undefined for the primary profile. An expression only has a value when the node runs, so a
 * list cannot follow one: that is said, rather than silently listing the primary profile's data.
 */
export async function actingProfileKey(this: ILoadOptionsFunctions): Promise<string | undefined> {
	const formValue = (name: string, fallback: string): string => {
		const raw = this.getCurrentNodeParameter(name) ?? fallback;
		if (name === 'actAs') return raw as string;
		const value = locatorValue(raw);
		if (value.startsWith('=')) {
			throw new NodeOperationError(
				this.getNode(),
				`"${FIELD_LABELS[name] ?? name}" is an expression, which has a value only when the node runs, so this list cannot be filled`,
				{
					description:
						'Type the value into this field (an expression works there too), or choose Act As "Profile Credential" to list for a profile',
				},
			);
		}
		return value;
	};
	const actAs = await resolveActAs.call(this, {
		param: formValue,
		profileCredential: async () => await this.getCredentials(PROFILE_CREDENTIAL),
	});
	return actAs.profileKey;
}
