import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

/** One output item per result object, each paired to the input item it came from. */
export function toItems(result: unknown, itemIndex: number): INodeExecutionData[] {
	const list = Array.isArray(result) ? result : [result];
	return list.map((entry) => ({
		json: (entry !== null && typeof entry === 'object' ? entry : { result: entry }) as IDataObject,
		pairedItem: { item: itemIndex },
	}));
}
