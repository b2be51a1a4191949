import { Agent } from 'undici';

/**
 * The one dispatcher the sandbox fetches feeds and media with. Without it undici's `request`
 * uses the process-wide global dispatcher, which whoever loads first may set: n8n-core installs
 * its undici 7 agent there, and that agent refuses the `maxRedirections` option the sandbox's
 * fetches pass (a feed add then failed with code 101 when n8n-core loaded before the sandbox).
 */
export const outboundAgent = new Agent({ keepAliveTimeout: 4_000 });
