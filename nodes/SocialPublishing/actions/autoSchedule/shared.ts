import type { INodeProperties } from 'n8n-workflow';

import { DEFAULT_AUTO_SCHEDULE_TITLE } from '../../../../src/engine';

/** The schedule's name; Publish's "Auto Schedule Title" picks it. */
export function scheduleTitleProperty(description: string): INodeProperties {
	return {
		displayName: 'Title',
		name: 'title',
		type: 'string',
		default: DEFAULT_AUTO_SCHEDULE_TITLE,
		placeholder: 'e.g. mornings',
		description,
	};
}
