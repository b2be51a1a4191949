import type { SandboxContext } from '../context';
import { graphqlCallLog } from '../graphql/callLog';
import { GRAPHQL_PATH } from '../graphql/route';
import { GRAPHQL_FIELDS } from '../graphql/schema';
import type { Account } from '../store/accounts';
import { dataTable, html, timeElement, type SafeHtml } from './html';

/** The GraphQL door on the Account view, beside the MCP one: where it answers, the latest requests. */
export function graphqlSection(ctx: SandboxContext, account: Account): SafeHtml {
	const calls = graphqlCallLog.calls(ctx).filter((call) => call.accountId === account.id);
	const rows = calls.map(
		(call) =>
			html`<tr data-graphql-call="${call.operation}">
				<td>${timeElement(call.at)}</td>
				<td><code>${call.operation}</code></td>
				<td>${call.fields.join(', ')}</td>
				<td data-graphql-cost>${call.cost}</td>
				<td>
					${call.ok ? 'ok' : `errors${call.code === undefined ? '' : ` (code ${call.code})`}`}
				</td>
				<td>${call.ms} ms</td>
			</tr>`,
	);
	const fields = GRAPHQL_FIELDS.map(
		(field) =>
			html`<tr data-graphql-field="${field.field}">
				<th scope="row"><code>${field.field}</code></th>
				<td>${field.root}</td>
				<td><code>${field.route[0]} ${field.route[1]}</code></td>
			</tr>`,
	);
	return html`<section aria-labelledby="graphql">
		<h2 id="graphql">GraphQL API</h2>
		<dl class="card">
			<dt>Endpoint</dt>
			<dd><code data-graphql-url>${ctx.url}${GRAPHQL_PATH}</code> (POST, JSON body with query)</dd>
			<dt>Headers</dt>
			<dd><code>Authorization: Bearer &lt;API key&gt;</code>, optional <code>Profile-Key</code></dd>
		</dl>
		<h3>Latest requests</h3>
		${rows.length > 0
			? dataTable(
					'Latest GraphQL requests',
					['When', 'Operation', 'Root fields', 'API calls', 'Outcome', 'Took'],
					rows,
				)
			: html`<p>No GraphQL requests yet.</p>`}
		<details>
			<summary>Root fields (${GRAPHQL_FIELDS.length})</summary>
			${dataTable('GraphQL root fields', ['Field', 'Root', 'REST route'], fields)}
		</details>
	</section>`;
}
