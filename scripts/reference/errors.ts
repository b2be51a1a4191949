/** The error codes page, read from the sandbox's error catalog (src/sandbox/errorCatalog). */
import { catalogSourceOf, explainErrorCode, explainedCodes } from '../../src/sandbox/errorCatalog';
import { GENERATED, table } from './markdown';

export function errorsPage(): string {
	const rows = explainedCodes().map((code) => {
		const e = explainErrorCode(code);
		if (!e) throw new Error(`error catalog: code ${code} is listed but not explained`);
		return [
			String(code),
			String(e.httpStatus),
			e.class,
			e.message,
			e.cause,
			e.fix,
			e.retryAvailable ? 'yes' : '',
			catalogSourceOf(code) ?? '',
			e.network ?? '',
		];
	});
	return (
		[
			GENERATED,
			'',
			'# Error codes',
			'',
			`Every code the sandbox's error catalog explains (${rows.length} codes), as \`GET /error-explainer\` and User › Explain Error answer them. "source" is the service's docs page that lists the code, or "ours" for a code the sandbox raises that the docs do not list ([why](../service-twin-requests.md#the-error-explainer-get-error-explainer)).`,
			'',
			...table(
				[
					'code',
					'HTTP',
					'class',
					'message',
					'cause',
					'fix',
					'retry available',
					'source',
					'network',
				],
				rows,
			),
		].join('\n') + '\n'
	);
}
