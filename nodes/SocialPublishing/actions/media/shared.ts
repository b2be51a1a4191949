import type { INodeProperties } from 'n8n-workflow';

import { idProperty } from '../common.descriptions';

/** The required "Media URL" field of the operations that read one file by its address. */
export function mediaUrlProperty(description: string, placeholder: string): INodeProperties {
	return idProperty('Media URL', 'mediaUrl', description, placeholder);
}
