import type { INodeProperties } from 'n8n-workflow';

import { actAsProperties } from './common.descriptions';
import { rateLimitProperties } from './rateLimit';
import { RESOURCES } from './resources';

/** The resources' operation pickers and fields, in the order the node shows them. */
export const RESOURCE_PROPERTIES: INodeProperties[] = Object.values(RESOURCES).flatMap(
	(resource) => resource.description,
);

/** Every parameter of the operations (not the resource picker), for reading values by their type. */
export const OPERATION_PROPERTIES: INodeProperties[] = [
	...RESOURCE_PROPERTIES,
	...actAsProperties,
	...rateLimitProperties,
];
