/**
 * The engine never touches the network, timers or the process itself: callers hand it a transport,
 * a sleep and a clock. n8n nodes build the transport on `httpRequestWithAuthentication`; the sandbox,
 * tests and benchmarks build it on undici.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TransportRequest {
	method: HttpMethod;
	/** Absolute URL, query string included. */
	url: string;
	headers: Record<string, string>;
	/** A JSON-serialisable body; the transport serialises it. */
	body?: unknown;
}

export interface TransportResponse {
	status: number;
	/** Header names in lower case. */
	headers: Record<string, string | undefined>;
	/** Parsed JSON when the response was JSON, otherwise the raw text (or undefined when empty). */
	body: unknown;
}

/**
 * Sends one request. Resolves for every HTTP status (the engine decides what is an error);
 * rejects only when no response arrived (connection refused or reset, timeout).
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export type Sleep = (ms: number) => Promise<void>;

/** Milliseconds since the epoch. */
export type Clock = () => number;
