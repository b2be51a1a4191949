import type { INodeProperties } from 'n8n-workflow';

/** How a resource reads after the operation: "post", "auto schedule", "AI". */
function resourceWords(name: string): string {
	return name === name.toUpperCase() ? name : name.toLowerCase();
}

/**
 * The action node's canvas subtitle, in the dropdowns' words ("Publish: post", "Get Many: auto
 * schedule"): an expression that looks the chosen resource and operation up in a table built from
 * the node's own properties, so it can never drift from what the dropdowns say.
 */
export function actionSubtitle(properties: INodeProperties[]): string {
	const resource = properties.find((property) => property.name === 'resource');
	const labels: Record<string, string> = {};
	for (const option of resource?.options ?? []) {
		if (!('value' in option)) continue;
		const resourceName = resourceWords(option.name);
		const operation = properties.find(
			(property) =>
				property.name === 'operation' &&
				property.displayOptions?.show?.resource?.includes(option.value),
		);
		for (const op of operation?.options ?? []) {
			if ('value' in op)
				labels[`${String(option.value)}:${String(op.value)}`] = `${op.name}: ${resourceName}`;
		}
	}
	const key = '$parameter["resource"] + ":" + $parameter["operation"]';
	const raw = '$parameter["operation"] + ": " + $parameter["resource"]';
	return `={{ ${JSON.stringify(labels)}[${key}] || ${raw} }}`;
}
