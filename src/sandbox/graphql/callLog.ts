import { type DoorCall, DoorCallLog } from '../doors/callLog';

/** One GraphQL request as the page lists it: its operation, its root fields and what it cost. */
export interface GraphqlCall extends DoorCall {
	/** `query`, `mutation`, with the operation's name when it has one. */
	operation: string;
	fields: string[];
	/** API calls used: the root fields dispatched (docs: apis/graphql/limits, billing). */
	cost: number;
}

/** The latest GraphQL requests of each running sandbox, newest first (kept in memory, 20 at most). */
export const graphqlCallLog = new DoorCallLog<GraphqlCall>();
