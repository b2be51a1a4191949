import type { Endpoint } from '../../engine/contract/endpoint';
import type { Method, Route } from '../router';
import {
	annotateFields,
	docAnnotations,
	jsonSchemaOf,
	type JsonSchema,
	objectProperties,
	ServiceErrorSchema,
} from './schemas';

/**
 * The sandbox's REST door as an OpenAPI 3.1 document, derived from the route table: every
 * `/api/...` route (method, path, aliases marked deprecated, action, public or not) and, where a
 * route has a contract (src/engine/contract), its summary, doc page, path/query/body schemas,
 * answer and error codes. Nothing in it is written by hand; `GET /openapi.json` serves it.
 */

const API_PREFIX = '/api';
const ERROR_REF = { $ref: '#/components/schemas/ServiceError' };
const ERROR_CONTENT = { 'application/json': { schema: ERROR_REF } };
const ANY_OBJECT: JsonSchema = { type: 'object', additionalProperties: true };
const BODY_METHODS = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface OpenApiOptions {
	/** The sandbox's own base URL, `http://127.0.0.1:8787/api`. */
	baseUrl: string;
	version: string;
}

/** `/api/post/:id` as OpenAPI writes it below the server URL: `/post/{id}`. */
export function openApiPath(pattern: string): string {
	return pattern.slice(API_PREFIX.length).replace(/:(\w+)/g, '{$1}');
}

/** The routes the document lists: the REST door's, under `/api/`. */
export function restRoutes(routes: readonly Route[]): Route[] {
	return routes.filter((route) => route.pattern.startsWith(`${API_PREFIX}/`));
}

function operationId(method: Method, path: string, taken: Set<string>): string {
	const words = path
		.split('/')
		.filter(Boolean)
		.map((segment) =>
			segment.startsWith('{') ? `By ${segment.slice(1, -1)}` : segment.replace(/[^\w]+/g, ' '),
		)
		.join(' ')
		.split(' ')
		.filter(Boolean)
		.map((word) => word[0].toUpperCase() + word.slice(1));
	const base = `${method.toLowerCase()}${words.join('')}`;
	let id = base;
	for (let n = 2; taken.has(id); n++) id = `${base}${n}`;
	taken.add(id);
	return id;
}

function pathParameters(route: Route): JsonSchema[] {
	const contractParams = route.contract?.params
		? objectProperties(jsonSchemaOf(route.contract.params, 'request'))
		: [];
	const names = [...route.pattern.matchAll(/:(\w+)/g)].map((match) => match[1]);
	return names.map((name) => ({
		name,
		in: 'path',
		required: true,
		schema: contractParams.find((param) => param.name === name)?.schema ?? { type: 'string' },
	}));
}

function queryParameters(contract: Endpoint, route: Route): JsonSchema[] {
	if (!contract.query) return [];
	const schema = annotateFields(
		jsonSchemaOf(contract.query, 'request'),
		contract.fields,
		route.notModelled,
	);
	return objectProperties(schema).map(({ name, schema: property, required }) => ({
		name,
		in: 'query',
		required,
		...(typeof property.description === 'string' ? { description: property.description } : {}),
		schema: property,
	}));
}

function requestBody(route: Route): JsonSchema | undefined {
	const contract = route.contract;
	if (contract?.body) {
		const schema = annotateFields(
			jsonSchemaOf(contract.body, 'request'),
			contract.fields,
			route.notModelled,
		);
		return { required: true, content: bodyContent(route, schema) };
	}
	if (contract || !BODY_METHODS.has(route.method)) return undefined;
	if (route.streamBody) {
		return { content: { 'application/octet-stream': { schema: {} } } };
	}
	// A route without a contract yet: its body is a JSON object the document does not describe.
	return { content: bodyContent(route, ANY_OBJECT) };
}

function bodyContent(route: Route, schema: JsonSchema): JsonSchema {
	return {
		'application/json': { schema },
		...(route.multipartBody ? { 'multipart/form-data': { schema } } : {}),
	};
}

function responses(route: Route): JsonSchema {
	const answer = route.contract?.response
		? jsonSchemaOf(route.contract.response, 'response')
		: ANY_OBJECT;
	return {
		'200': { description: 'The answer.', content: { 'application/json': { schema: answer } } },
		...(route.contract
			? {
					'400': {
						description: 'The request names a bad field (code 101).',
						content: ERROR_CONTENT,
					},
				}
			: {}),
		...(route.public
			? {}
			: {
					'401': { description: 'Missing or invalid API key (code 102).', content: ERROR_CONTENT },
				}),
		default: { description: "A refusal, in the service's error shape.", content: ERROR_CONTENT },
	};
}

function operation(route: Route, path: string, taken: Set<string>): JsonSchema {
	const contract = route.contract;
	const params = [...pathParameters(route), ...(contract ? queryParameters(contract, route) : [])];
	const body = requestBody(route);
	const alias = route.aliasOf;
	const notes = [
		alias ? `An older path: answers as ${alias}.` : '',
		contract ? '' : 'No contract yet: its fields are not described here.',
	].filter(Boolean);
	return {
		operationId: operationId(route.method, path, taken),
		tags: [path.split('/')[1] ?? 'api'],
		summary: contract?.summary ?? `${route.method} ${path}`,
		...(notes.length > 0 ? { description: notes.join(' ') } : {}),
		...(alias ? { deprecated: true } : {}),
		...(contract ? docOf(contract) : {}),
		...(params.length > 0 ? { parameters: params } : {}),
		...(body ? { requestBody: body } : {}),
		responses: responses(route),
		security: route.public ? [] : [{ apiKey: [] }, { apiKey: [], profileKey: [] }],
		'x-action': route.action,
		'x-contract': contract !== undefined,
		...(contract?.errors ? { 'x-error-codes': [...contract.errors] } : {}),
	};
}

function docOf(contract: Endpoint): JsonSchema {
	const doc = docAnnotations(contract.doc);
	return 'externalDocs' in doc
		? { externalDocs: { description: "The service's page", ...(doc.externalDocs as JsonSchema) } }
		: doc;
}

/** The document for a route table, served from `baseUrl`. */
export function openApiDocument(routes: readonly Route[], options: OpenApiOptions): JsonSchema {
	const paths: Record<string, Record<string, JsonSchema>> = {};
	const taken = new Set<string>();
	for (const route of restRoutes(routes)) {
		const path = openApiPath(route.pattern);
		const item = (paths[path] ??= {});
		const method = route.method.toLowerCase();
		if (item[method]) continue; // the first route of a method and path is the one that answers
		item[method] = operation(route, path, taken);
	}
	return {
		openapi: '3.1.0',
		info: {
			title: 'Social Publishing sandbox: REST API',
			version: options.version,
			description:
				"The local twin of the service's REST API. Built from the sandbox's route table and endpoint contracts; operations marked x-contract: false have no contract yet, so their fields are not described.",
		},
		externalDocs: {
			description: "The service's docs",
			url: 'https://www.ayrshare.com/docs/apis/overview',
		},
		servers: [{ url: options.baseUrl, description: 'This sandbox' }],
		paths,
		components: {
			schemas: { ServiceError: jsonSchemaOf(ServiceErrorSchema, 'response') },
			securitySchemes: {
				apiKey: {
					type: 'http',
					scheme: 'bearer',
					description:
						"The account's API key: Authorization: Bearer API_KEY (docs: apis/overview).",
				},
				profileKey: {
					type: 'apiKey',
					in: 'header',
					name: 'Profile-Key',
					description: 'Acts for a user profile of the account (docs: apis/overview).',
				},
			},
		},
	};
}
