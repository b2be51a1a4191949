import {
	GraphQLBoolean,
	GraphQLEnumType,
	type GraphQLFieldConfig,
	type GraphQLFieldResolver,
	GraphQLFloat,
	GraphQLID,
	type GraphQLInputType,
	GraphQLInt,
	GraphQLList,
	GraphQLNonNull,
	GraphQLObjectType,
	GraphQLSchema,
	GraphQLString,
	Kind,
	type TypeNode,
	parseType,
} from 'graphql';
import { NETWORK_IDS, networksOffering } from '../../engine/networks';
import { ADS_FIELDS } from './adsFields';
import type { GraphqlField } from './field';
import { CORE_FIELDS } from './fields';
import { JsonScalar } from './jsonScalar';

/** Every root field the GraphQL door serves. */
export const GRAPHQL_FIELDS: readonly GraphqlField[] = [...CORE_FIELDS, ...ADS_FIELDS];

/** An enum of lower-case values named in upper case, as the docs write networks (`[NETWORK]`, a network's id upper-cased). */
function upperCaseEnum(name: string, description: string, values: readonly string[]) {
	return new GraphQLEnumType({
		name,
		description,
		values: Object.fromEntries(values.map((value) => [value.toUpperCase(), { value }])),
	});
}

/** The schema's named input types; the networks come from the registry, never listed here. */
export const INPUT_TYPES: Readonly<Record<string, GraphQLInputType>> = {
	Int: GraphQLInt,
	Float: GraphQLFloat,
	String: GraphQLString,
	Boolean: GraphQLBoolean,
	ID: GraphQLID,
	JSON: JsonScalar,
	Platform: upperCaseEnum('Platform', 'A network the service publishes to.', NETWORK_IDS),
	AdPlatform: upperCaseEnum('AdPlatform', 'A network that runs ads.', networksOffering('ads')),
	AdTargetingKind: upperCaseEnum('AdTargetingKind', 'What adTargetingSearch looks up.', [
		'interests',
		'regions',
		'cities',
	]),
	AdStatus: upperCaseEnum('AdStatus', 'The status an ad can be set to.', [
		'active',
		'paused',
		'deleted',
		'archived',
	]),
};

function inputType(node: TypeNode): GraphQLInputType {
	if (node.kind === Kind.NON_NULL_TYPE)
		return new GraphQLNonNull(inputType(node.type) as GraphQLList<GraphQLInputType>);
	if (node.kind === Kind.LIST_TYPE) return new GraphQLList(inputType(node.type));
	const named = INPUT_TYPES[node.name.value];
	if (!named) throw new Error(`GraphQL argument type ${node.name.value} is not declared`);
	return named;
}

export type FieldResolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>;

/** The schema built from the field declarations, each field resolved by `resolverOf` (built once). */
export function buildGraphqlSchema(
	fields: readonly GraphqlField[],
	resolverOf: (field: GraphqlField) => FieldResolver,
): GraphQLSchema {
	const rootFields = (root: GraphqlField['root']) =>
		Object.fromEntries(
			fields
				.filter((field) => field.root === root)
				.map((field): [string, GraphQLFieldConfig<unknown, unknown>] => {
					const args = {
						...field.args,
						...(field.scope === 'account' ? {} : { profileKey: 'String' }),
					};
					return [
						field.field,
						{
							type: JsonScalar,
							description: field.description,
							args: Object.fromEntries(
								Object.entries(args).map(([name, type]) => [
									name,
									{
										type: inputType(parseType(type)),
										...(name === 'profileKey'
											? {
													description:
														'Acts for this user profile; wins over the Profile-Key header.',
												}
											: {}),
									},
								]),
							),
							resolve: resolverOf(field) as GraphQLFieldConfig<unknown, unknown>['resolve'],
						},
					];
				}),
		);
	return new GraphQLSchema({
		query: new GraphQLObjectType({ name: 'Query', fields: rootFields('query') }),
		mutation: new GraphQLObjectType({ name: 'Mutation', fields: rootFields('mutation') }),
		types: Object.values(INPUT_TYPES).filter((type) => type instanceof GraphQLEnumType),
	});
}
