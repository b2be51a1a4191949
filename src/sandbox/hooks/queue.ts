// The stored side of a webhook delivery, apart from the deliverer so that stores need not import it.

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/** What the deliverer needs of a stored delivery. */
export interface QueuedDelivery {
	id: string;
	profileId: number;
	/** The JSON body, sent byte for byte the same on every attempt. */
	body: string;
	status: DeliveryStatus;
	attempts: number;
	nextAttemptAt: number;
	lastStatus: number | null;
	lastError: string | null;
	deliveredAt: number | null;
}

export type AttemptRecord = Pick<
	QueuedDelivery,
	'id' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastStatus' | 'lastError' | 'deliveredAt'
>;

/** An attempt as the named parameters of a store's `recordAttempt` statement (snake_case columns). */
export function attemptParameters(record: AttemptRecord): Record<string, string | number | null> {
	return {
		id: record.id,
		status: record.status,
		attempts: record.attempts,
		next_attempt_at: record.nextAttemptAt,
		last_status: record.lastStatus,
		last_error: record.lastError,
		delivered_at: record.deliveredAt,
	};
}

/** Where a delivery goes: the subscription as it is now. */
export interface DeliveryTarget {
	url: string;
	secret: string | null;
}

/** The store a kind of delivery lives in. */
export interface DeliveryQueue<D extends QueuedDelivery> {
	dueDeliveries(now: number, limit: number): D[];
	/** The subscription the delivery goes to now; undefined once it was ended. */
	targetOf(delivery: D): DeliveryTarget | undefined;
	recordAttempt(record: AttemptRecord): void;
}
