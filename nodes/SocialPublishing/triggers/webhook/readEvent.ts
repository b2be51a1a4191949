import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../../../src/engine/core/isRecord';
import type { TriggerEvent } from './events';

/**
 * One event a delivery reports, read but not yet deduped or filtered (delivery.ts does both, for
 * every kind of delivery alike).
 */
export interface ReadEvent {
	event: TriggerEvent;
	/** What a redelivery repeats (the delivery id, what the event reports): any seen before drops it. */
	keys: string[];
	/** The networks the event is about, for the Networks filter; undefined: the filter does not apply. */
	networks?: string[];
	/** The profile it is for (`refId`), for the Profile filter. */
	profileRefId: unknown;
	/** Fields of the Feed ID and Conversation ID filters the event has; an absent one does not apply. */
	scope: { feedId?: unknown; conversationId?: unknown };
	/** The item the workflow gets. */
	json: IDataObject;
}

/** The events of a body, or what is wrong with it (answered 400). */
export type EventsRead = ReadEvent[] | string;

/** The engine's isRecord, for the bodies n8n hands over as IDataObject. */
export const isObject = isRecord as (value: unknown) => value is IDataObject;

/** A field's value when it is a non-empty string. */
export function text(body: IDataObject, field: string): string | undefined {
	const value = body[field];
	return typeof value === 'string' && value !== '' ? value : undefined;
}
