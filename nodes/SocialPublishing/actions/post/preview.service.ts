import type { IDataObject, INodeProperties } from 'n8n-workflow';

import type { SocialPublishingClient } from '../../../../src/engine';

/** Preview's own switch: ask the service too (`POST /validate/post`); still nothing is published. */
export const checkWithServiceProperty: INodeProperties = {
	displayName: 'Check With the Service',
	name: 'checkWithService',
	type: 'boolean',
	default: false,
	displayOptions: { show: { resource: ['post'], operation: ['preview'] } },
	description:
		"Whether to also send the post to the service's own check (Premium plans and up): it answers every problem it finds, and warnings such as a network the profile has not linked. Nothing is stored or published.",
};

/**
 * The service's verdict on each post Publish would send (one per Text per Network part): `ok`,
 * its message, the problems (`errors`) and `warnings`.
 */
export async function serviceVerdicts(
	client: SocialPublishingClient,
	requests: IDataObject[],
	profileKey: string | undefined,
): Promise<IDataObject[]> {
	const verdicts: IDataObject[] = [];
	for (const request of requests) {
		const answer = await client.posts.validate(request as never, { profileKey });
		verdicts.push({
			ok: answer.ok,
			message: answer.message ?? null,
			errors: (answer.errors ?? []) as IDataObject[],
			warnings: answer.warnings as IDataObject[],
		});
	}
	return verdicts;
}
