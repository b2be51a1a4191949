// What test/e2e/trigger-events.mjs needs to run workflows/failed-post-alert.json in a running n8n:
// a chat tool's incoming webhook played locally, and the workflow as a REST create body with its
// chat webhook pointed there.

import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const EXAMPLE = join(
	dirname(fileURLToPath(import.meta.url)),
	'..',
	'..',
	'..',
	'workflows',
	'failed-post-alert.json',
);

export /** A chat tool's incoming webhook, played locally: records each POSTed JSON body. */
async function chatReceiver() {
	const received = [];
	const server = createServer((req, res) => {
		const chunks = [];
		req.on('data', (c) => chunks.push(c));
		req.on('end', () => {
			try {
				received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
			} catch {
				received.push({ unreadable: true });
			}
			res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
		});
	});
	await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		url: `http://127.0.0.1:${server.address().port}/hooks/social-alerts`,
		received,
		close: () => new Promise((resolve) => server.close(resolve)),
	};
}

export /** The example, its chat webhook at `url`, its trigger on a webhook id of its own. */
function exampleBody(url) {
	const workflow = JSON.parse(readFileSync(EXAMPLE, 'utf8'));
	for (const node of workflow.nodes) {
		if (node.name === 'Alert the team') node.parameters.url = url;
		if (node.webhookId) node.webhookId = randomUUID();
	}
	const { name, nodes, connections, settings: wfSettings } = workflow;
	return { name: `${name} (e2e)`, nodes, connections, settings: wfSettings, active: false };
}
