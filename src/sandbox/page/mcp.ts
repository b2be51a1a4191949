import type { SandboxContext } from '../context';
import { MCP_TOOLS } from '../mcp/catalog';
import { mcpCallLog } from '../mcp/callLog';
import { MCP_PATH } from '../mcp/route';
import type { Account } from '../store/accounts';
import { dataTable, html, timeElement, type SafeHtml } from './html';

/** The MCP door on the Account view: where it answers, its tools, the account's latest calls. */
export function mcpSection(ctx: SandboxContext, account: Account): SafeHtml {
	const calls = mcpCallLog.calls(ctx).filter((call) => call.accountId === account.id);
	const tools = MCP_TOOLS.map(
		(tool) =>
			html`<tr data-mcp-tool="${tool.name}">
				<th scope="row"><code>${tool.name}</code></th>
				<td>${tool.scope === 'profile' ? 'profile' : 'account'}</td>
				<td>${tool.readOnly ? 'reads' : 'changes'}</td>
			</tr>`,
	);
	const rows = calls.map(
		(call) =>
			html`<tr data-mcp-call="${call.tool}">
				<td>${timeElement(call.at)}</td>
				<td><code>${call.tool}</code></td>
				<td>
					${call.ok ? 'ok' : `refused${call.code === undefined ? '' : ` (code ${call.code})`}`}
				</td>
				<td>${call.ms} ms</td>
			</tr>`,
	);
	return html`<section aria-labelledby="mcp">
		<h2 id="mcp">MCP server</h2>
		<dl class="card">
			<dt>Endpoint</dt>
			<dd><code data-mcp-url>${ctx.url}${MCP_PATH}</code> (Streamable HTTP, stateless)</dd>
			<dt>Headers</dt>
			<dd><code>Authorization: Bearer &lt;API key&gt;</code>, optional <code>Profile-Key</code></dd>
		</dl>
		<h3>Latest calls</h3>
		${rows.length > 0
			? dataTable('Latest MCP tool calls', ['When', 'Tool', 'Outcome', 'Took'], rows)
			: html`<p>No tool calls yet.</p>`}
		<details>
			<summary>Tools (${MCP_TOOLS.length})</summary>
			${dataTable('MCP tools', ['Tool', 'Scope', 'Effect'], tools)}
		</details>
	</section>`;
}
