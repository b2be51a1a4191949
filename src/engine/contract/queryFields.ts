import { z } from 'zod';

/** What a query-string boolean may be written as (the sandbox reads them so: http/contractInput.ts). */
const BOOLEAN_WORDS = 'must be true or false (true, True, 1, false, False, 0)';

/** A yes/no query field; a value that is neither is refused saying what is allowed. */
export function queryBoolean() {
	return z.boolean({ invalid_type_error: BOOLEAN_WORDS });
}
