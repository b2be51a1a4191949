import { z } from 'zod';
import { routesOf } from '../../src/sandbox/graphql/field';
import { GRAPHQL_FIELDS } from '../../src/sandbox/graphql/schema';
import { MCP_TOOLS } from '../../src/sandbox/mcp/catalog';
import { baseSchema } from '../../src/sandbox/http/contractInput';
import { DOOR_ARGUMENTS, DOOR_OWN_ARGUMENTS } from '../../src/sandbox/openapi/doorArguments';
import { jsonSchemaOf, type JsonSchema } from '../../src/sandbox/openapi/schemas';
import { useTestSandbox } from '../helpers/testSandbox';

/**
 * MCP tool inputs and GraphQL arguments match the contract of the REST route they call: every
 * argument is a field of the contract's query or body (or a path parameter, or one of the doors'
 * own, DOOR_ARGUMENTS), with a type the contract accepts. Routes without a contract yet are
 * printed, not failed.
 */
const t = useTestSandbox();

type Operation = { path: string; method: string; op: JsonSchema };
let operations: Operation[] = [];
beforeAll(async () => {
	const doc = (await (await fetch(`${t.sandbox.url}/openapi.json`)).json()) as { paths: unknown };
	operations = Object.entries(doc.paths as Record<string, Record<string, JsonSchema>>).flatMap(
		([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })),
	);
});

/** The operation a call of `METHOD /api/...` reaches (a `{param}` segment matches any one). */
function operationOf(method: string, apiPath: string): Operation | undefined {
	const path = apiPath.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');
	const parts = path.split('/');
	return operations.find(
		(o) =>
			o.method === method.toLowerCase() &&
			o.path.split('/').length === parts.length &&
			o.path.split('/').every((s, i) => s === parts[i] || s.startsWith('{')),
	);
}

/** The contract's fields, by name: query parameters and body properties. */
function contractFields(op: JsonSchema): Map<string, JsonSchema> {
	const fields = new Map<string, JsonSchema>();
	for (const p of (op.parameters ?? []) as JsonSchema[])
		if (p.in === 'query') fields.set(p.name as string, p.schema as JsonSchema);
	const body = (op.requestBody as any)?.content?.['application/json']?.schema as JsonSchema;
	for (const [name, s] of Object.entries((body?.properties ?? {}) as Record<string, JsonSchema>))
		fields.set(name, s);
	return fields;
}

function types(schema: JsonSchema): string[] | undefined {
	if (schema.type === undefined) {
		const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
		if (!alternatives) return schema.enum ? ['string'] : undefined;
		return alternatives.flatMap((a) => types(a) ?? ['any']);
	}
	return Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
}

/** Whether every value the door's schema allows is of a type the contract's schema takes. */
function compatible(door: JsonSchema, contract: JsonSchema): string | undefined {
	const want = types(contract);
	const have = types(door);
	if (!want || want.includes('any')) return undefined;
	if (!have) return `is any value; the contract takes ${want.join(' or ')}`;
	const accepts = (type: string) =>
		want.includes(type) || (type === 'integer' && want.includes('number')) || type === 'null';
	const wrong = have.filter((type) => !accepts(type));
	if (wrong.length > 0) return `is ${wrong.join(' or ')}; the contract takes ${want.join(' or ')}`;
	if (Array.isArray(contract.enum) && Array.isArray(door.enum)) {
		const extra = (door.enum as unknown[]).filter((v) => !(contract.enum as unknown[]).includes(v));
		if (extra.length > 0) return `allows ${extra.join(', ')}, which the contract does not`;
	}
	if (have.includes('array') && door.items && contract.items)
		return compatible(door.items as JsonSchema, contract.items as JsonSchema);
	return undefined;
}

/** A GraphQL argument's SDL type as the JSON Schema of what it carries. */
function sdlSchema(sdl: string): JsonSchema {
	const type = sdl.replace(/!$/, '');
	if (type.startsWith('[')) return { type: 'array', items: sdlSchema(type.slice(1, -1)) };
	const scalars: Record<string, JsonSchema> = {
		String: { type: 'string' },
		ID: { type: 'string' },
		Int: { type: 'integer' },
		Float: { type: 'number' },
		Boolean: { type: 'boolean' },
		// GraphQL's one scalar for an object: what the contract takes as an object it passes as JSON.
		JSON: { type: 'object' },
	};
	return scalars[type] ?? { type: 'string' }; // the schema's enums (Platform, ...) are names
}

/** The smallest valid-looking arguments of a tool's input, to learn which route it calls. */
function sample(schema: z.ZodTypeAny): unknown {
	const base = baseSchema(schema);
	if (base instanceof z.ZodString) return 'sample';
	if (base instanceof z.ZodNumber) return 1;
	if (base instanceof z.ZodBoolean) return true;
	if (base instanceof z.ZodEnum) return base.options[0];
	if (base instanceof z.ZodLiteral) return base.value;
	if (base instanceof z.ZodArray) return [sample(base.element)];
	if (base instanceof z.ZodUnion) return sample(base.options[0]);
	if (base instanceof z.ZodObject) {
		const shape = base.shape as Record<string, z.ZodTypeAny>;
		return Object.fromEntries(
			Object.entries(shape)
				.filter(([, field]) => !field.isOptional())
				.map(([name, field]) => [name, sample(field)]),
		);
	}
	return 'sample';
}

interface DoorCheck {
	door: string;
	route: string;
	problems: string[];
	covered: boolean;
}

function check(
	door: string,
	method: string,
	apiPath: string,
	args: Record<string, JsonSchema>,
): DoorCheck {
	const route = `${method} ${apiPath}`;
	const op = operationOf(method, apiPath);
	if (!op)
		return {
			door,
			route,
			problems: [`calls ${route}, which the route table lacks`],
			covered: true,
		};
	if (!op.op['x-contract']) return { door, route, problems: [], covered: false };
	const fields = contractFields(op.op);
	const problems: string[] = [];
	for (const [name, schema] of Object.entries(args)) {
		if (apiPath.includes(`:${name}`) || op.path.includes(`{${name}}`)) continue;
		const own = DOOR_OWN_ARGUMENTS[door]?.[name];
		if (own && !own.field) continue;
		const field = fields.get(own?.field ?? name);
		if (own?.field && !field) {
			problems.push(`${name} stands for ${own.field}, which ${route}'s contract lacks`);
			continue;
		}
		if (!field) {
			if (!DOOR_ARGUMENTS[name])
				problems.push(`${name} is not a field of ${route}'s contract nor a door argument`);
			continue;
		}
		const mismatch = compatible(
			own?.field && field.type === 'array' && schema.type !== 'array'
				? { type: 'array', items: schema }
				: schema,
			field,
		);
		if (mismatch) problems.push(`${name} ${mismatch}`);
	}
	return { door, route, problems, covered: true };
}

async function mcpChecks(): Promise<DoorCheck[]> {
	const checks: DoorCheck[] = [];
	for (const tool of MCP_TOOLS) {
		const input = jsonSchemaOf(tool.input, 'request');
		const args = (input.properties ?? {}) as Record<string, JsonSchema>;
		let call;
		try {
			call = await tool.toCall(sample(tool.input) as Record<string, unknown>, {
				accountId: 1,
				read: async () => ({ status: 200, body: {} }),
			});
		} catch {
			checks.push({
				door: `MCP ${tool.name}`,
				route: '(not learnt)',
				problems: [],
				covered: false,
			});
			continue;
		}
		checks.push(check(`MCP ${tool.name}`, call.method, call.path.split('?')[0], args));
	}
	return checks;
}

function graphqlChecks(): DoorCheck[] {
	return GRAPHQL_FIELDS.flatMap((field) => {
		const args = Object.fromEntries(
			Object.entries(field.args ?? {})
				.filter(([name]) => name !== field.input && name !== field.routeBy?.argument)
				.map(([name, sdl]) => [name, sdlSchema(sdl)]),
		);
		// A field whose enum argument picks the route is checked against each route it can call.
		return routesOf(field).map(([method, path]) =>
			check(`GraphQL ${field.field}`, method, path, args),
		);
	});
}

it('every MCP tool and GraphQL field whose route has a contract takes only its fields, typed as it', async () => {
	const checks = [...(await mcpChecks()), ...graphqlChecks()];
	const uncovered = checks.filter((c) => !c.covered);
	console.log(
		`Not yet covered (their route has no contract): ${uncovered.length}\n${uncovered
			.map((c) => `  ${c.door} -> ${c.route}`)
			.join('\n')}`,
	);
	const covered = checks.filter((c) => c.covered);
	expect(covered.map((c) => c.door)).toContain('MCP recommend_hashtags');
	expect(covered.filter((c) => c.problems.length > 0)).toEqual([]);
});

it('names an argument the contract lacks, and a type it does not take', () => {
	const problems = check('MCP example', 'GET', '/api/hashtags/recommend', {
		keyword: { type: 'integer' },
		tagline: { type: 'string' },
		source: { type: 'string' },
	}).problems;
	expect(problems).toEqual([
		'keyword is integer; the contract takes string',
		"tagline is not a field of GET /api/hashtags/recommend's contract nor a door argument",
	]);
});
