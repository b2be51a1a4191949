/**
 * The node's way to the service, one module per job: `client` (the engine's transport over n8n's
 * request helper), `actAs` (which profile a call acts for), `errors` (engine errors as n8n errors,
 * secrets masked), `errorExplainer` (the service's fix for an error), `idempotency` (keys that
 * survive n8n's retries).
 */
export { actAsOfItem, actAsOfTrigger, actAsSecrets, actingClient, type ActAs } from './actAs';
export { createServiceClient, type ServiceClient } from './client';
export { API_CREDENTIAL, PROFILE_CREDENTIAL } from './credentials';
export { errorFixFinder } from './errorExplainer';
export { errorItemJson, redact, toNodeError } from './errors';
export { deriveIdempotencyKey, LINEAGE_KEY, onceAcrossRetries, uploadKeyFor } from './idempotency';
export { describeIssue } from './issues';
