// One server sub-leg of scripts/e2e.sh set up the way they all are (trigger-feed, trigger-messages,
// trigger-events, execution-retry, agent): the run's settings and secrets (plus the leg's own),
// `scrub`, the sandbox's API, n8n's REST API as the owner and the check runner; `run(main)` makes
// the artifacts folder, runs `main`, prints the closing count and reports an unexpected error.

import { mkdirSync } from 'node:fs';

import { N8nRest, checkRunner, runMain, sandboxClient, serverLegSettings } from './n8n-rest.mjs';
import { redactText } from './run-data.mjs';

export function serverLeg(leg, { secrets: own = [] } = {}) {
	const settings = serverLegSettings();
	const secrets = [...settings.secrets, ...own];
	const scrub = (text) => redactText(String(text), secrets);
	const sandbox = sandboxClient({ url: settings.sandboxUrl, apiKey: settings.apiKey, scrub });
	const rest = new N8nRest({ url: settings.n8nUrl, owner: settings.owner, scrub });
	const { check, finish } = checkRunner(scrub);
	return {
		settings,
		secrets,
		scrub,
		sandbox,
		rest,
		check,
		run(main) {
			runMain(
				async () => {
					mkdirSync(settings.artifacts, { recursive: true });
					await main();
					finish(leg);
				},
				scrub,
				leg,
			);
		},
	};
}
