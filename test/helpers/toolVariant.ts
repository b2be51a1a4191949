import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { SocialPublishing } from '../../nodes/SocialPublishing/SocialPublishing.node';

export const TOOL_TYPE = 'n8n-nodes-social-publishing.socialPublishingTool';

/** What n8n's tool generation (convertNodeToAiTool) makes of a node with `usableAsTool`. */
export function toolVariant(): INodeType {
	const node = new SocialPublishing();
	const description: INodeTypeDescription = {
		...node.description,
		name: `${node.description.name}Tool`,
		displayName: `${node.description.displayName} Tool`,
		inputs: [],
		outputs: ['ai_tool'],
	};
	delete description.usableAsTool;
	return { description, methods: node.methods, execute: node.execute } as INodeType;
}
