import type { AllEntities, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import * as ad from './ad/Ad.resource';
import * as ai from './ai/Ai.resource';
import * as analytics from './analytics/Analytics.resource';
import * as autoSchedule from './autoSchedule/AutoSchedule.resource';
import * as bioPage from './bioPage/BioPage.resource';
import * as brand from './brand/Brand.resource';
import * as comment from './comment/Comment.resource';
import * as feed from './feed/Feed.resource';
import * as hashtag from './hashtag/Hashtag.resource';
import * as history from './history/History.resource';
import * as link from './link/Link.resource';
import * as media from './media/Media.resource';
import * as message from './message/Message.resource';
import type { OperationExecute } from './node.type';
import { withFirst } from './optionOrder';
import * as post from './post/Post.resource';
import * as profile from './profile/Profile.resource';
import * as review from './review/Review.resource';
import { userResource as user } from './user/User.resource';

/** What a `<Group>.resource.ts` module exports besides its operations. */
interface ResourceModule {
	displayName: string;
	description: INodeProperties[];
}

/** What a `<name>.operation.ts` module exports. */
export interface OperationModule {
	description: INodeProperties[];
	execute: OperationExecute;
}

/**
 * The node's resources, the one list: the router, the properties, the Resource picker, the node
 * type map and the tool texts derive from it. A new resource is its folder and one line here; the
 * order is the order of the node's fields.
 */
export const RESOURCES = {
	post,
	history,
	hashtag,
	comment,
	link,
	autoSchedule,
	analytics,
	user,
	media,
	profile,
	brand,
	review,
	message,
	feed,
	bioPage,
	ai,
	ad,
} satisfies Record<string, ResourceModule>;

type Resources = typeof RESOURCES;
export type Resource = keyof Resources;

/** A resource module's operations: the exports that are operation modules. */
type OperationNames<M> = {
	[K in keyof M]: M[K] extends OperationModule ? K : never;
}[keyof M] &
	string;

/** Each resource's operations, read from the modules' exports (so it cannot drift from them). */
export type NodeMap = { [R in Resource]: OperationNames<Resources[R]> };

export type SocialPublishingType = AllEntities<NodeMap>;

/** Every "resource/operation" key, e.g. `post/create`. */
export type OperationKey = { [R in Resource]: `${R}/${NodeMap[R]}` }[Resource];

const OPERATIONS: { [R in Resource]: { [O in NodeMap[R]]: OperationModule } } = RESOURCES;

/** The module of one operation, looked up in the map (the compiler checks both names). */
export function operationOf<R extends Resource>(
	resource: R,
	operation: NodeMap[R],
): OperationModule {
	return OPERATIONS[resource][operation];
}

/** Whether a resource/operation pair read from parameters names an operation of the map. */
export function isOperation(resource: string, operation: string): boolean {
	if (!Object.hasOwn(RESOURCES, resource)) return false;
	// Not named `exports`: compiled to CommonJS, the module's own exports would be shadowed.
	const members: Record<string, unknown> = RESOURCES[resource as Resource];
	const found = Object.hasOwn(members, operation) ? members[operation] : undefined;
	return typeof found === 'object' && found !== null && 'execute' in found;
}

/** The Resource picker's options: by name, Post first (the editor lists actions in this order). */
export const RESOURCE_OPTIONS: INodePropertyOptions[] = withFirst(
	'post',
	(Object.keys(RESOURCES) as Resource[])
		.map((value) => ({ name: RESOURCES[value].displayName, value }))
		.sort((a, b) => a.name.localeCompare(b.name)),
);
