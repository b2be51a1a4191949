import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import type { Reply, Route } from '../router';
import { openApiDocument } from './document';

/** Where the document and its reference page are served (outside /api, so no API route is shadowed). */
export const OPENAPI_PATH = '/openapi.json';
export const API_REFERENCE_PATH = '/api-reference';

/** The swagger-ui-dist files the reference page loads, each with its type; nothing else is served. */
const ASSETS: Readonly<Record<string, string>> = {
	'swagger-ui.css': 'text/css; charset=utf-8',
	'index.css': 'text/css; charset=utf-8',
	'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
	'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
	'favicon-32x32.png': 'image/png',
};

/** The reference page's own starter: the bundled Swagger UI pointed at this sandbox's document (ours). */
const INITIALIZER = `window.addEventListener('load', function () {
	window.ui = SwaggerUIBundle({
		url: '${OPENAPI_PATH}',
		dom_id: '#swagger-ui',
		deepLinking: true,
		presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
		layout: 'StandaloneLayout',
	});
});
`;

const PAGE = `<!doctype html>
<html lang="en">
	<head>
		<meta charset="utf-8" />
		<meta name="viewport" content="width=device-width, initial-scale=1" />
		<title>API reference | Social Publishing sandbox</title>
		<link rel="icon" href="${API_REFERENCE_PATH}/favicon-32x32.png" />
		<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css" />
		<link rel="stylesheet" href="${API_REFERENCE_PATH}/index.css" />
	</head>
	<body>
		<p><a href="/">Back to the sandbox</a></p>
		<div id="swagger-ui"></div>
		<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
		<script src="${API_REFERENCE_PATH}/swagger-ui-standalone-preset.js"></script>
		<script src="${API_REFERENCE_PATH}/init.js"></script>
	</body>
</html>
`;

/** Swagger UI sets inline styles and reads the document from this site only: no CDN, no outside calls. */
const PAGE_HEADERS: Record<string, string> = {
	'content-type': 'text/html; charset=utf-8',
	'content-security-policy':
		"default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
	'x-content-type-options': 'nosniff',
	'cache-control': 'no-store',
};

const text = (body: string, type: string): Reply => ({
	status: 200,
	raw: Buffer.from(body, 'utf8'),
	headers: { 'content-type': type, 'x-content-type-options': 'nosniff' },
});

/**
 * `GET /openapi.json` (the REST door's OpenAPI document, built once from `apiRoutes` when first
 * asked, since the base URL is known only after the server listens) and `GET /api-reference`
 * (Swagger UI from the swagger-ui-dist package, served here, pointed at it). Both public.
 */
export function openApiRoutes(apiRoutes: readonly Route[]): Route[] {
	let document: Record<string, unknown> | undefined;
	const assets = dirname(require.resolve('swagger-ui-dist/package.json'));
	return [
		{
			method: 'GET',
			pattern: OPENAPI_PATH,
			action: 'openapi',
			public: true,
			handler: (_req, ctx: SandboxContext) => {
				document ??= openApiDocument(apiRoutes, { baseUrl: `${ctx.url}/api`, version: '1.0.0' });
				return { status: 200, body: document, headers: { 'access-control-allow-origin': '*' } };
			},
		},
		{
			method: 'GET',
			pattern: API_REFERENCE_PATH,
			action: 'openapi',
			public: true,
			handler: () => ({ status: 200, raw: Buffer.from(PAGE, 'utf8'), headers: PAGE_HEADERS }),
		},
		{
			method: 'GET',
			pattern: `${API_REFERENCE_PATH}/:file`,
			action: 'openapi',
			public: true,
			handler: (req) => {
				const file = req.params.file;
				if (file === 'init.js') return text(INITIALIZER, 'text/javascript; charset=utf-8');
				const type = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
				if (!type)
					throw notFound('openapi', `No file ${JSON.stringify(file)} in the API reference.`);
				const path = join(assets, file);
				return {
					status: 200,
					file: path,
					headers: {
						'content-type': type,
						'content-length': String(statSync(path).size),
						'cache-control': 'public, max-age=3600',
					},
				};
			},
		},
	];
}
