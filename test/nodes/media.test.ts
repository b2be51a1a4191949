import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { useSandbox } from '../helpers/socialPublishingSteps';
import type { Step } from '../helpers/workflowBuilder';

const sp = useSandbox();

/** A 1x1 PNG. */
const PNG_BASE64 =
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function mediaStep(name: string, operation: string, parameters: INodeParameters = {}): Step {
	return { name, parameters: { resource: 'media', operation, ...parameters } };
}

function binaryItem(
	property: string,
	data: string,
	mimeType: string,
	fileName?: string,
): INodeExecutionData {
	return { json: {}, binary: { [property]: { data, mimeType, fileName } } };
}

async function runOne(
	operation: string,
	parameters: INodeParameters,
	input?: INodeExecutionData[],
): Promise<{ items: IDataObject[]; error?: string }> {
	const run = await sp.run([mediaStep('Media', operation, parameters)], { input });
	return { items: run.outputOf('Media'), error: run.errorOf('Media')?.message };
}

describe('Media › Upload', () => {
	let uploaded: IDataObject;

	beforeAll(async () => {
		const { items, error } = await runOne('upload', { binaryPropertyName: 'data' }, [
			binaryItem('data', PNG_BASE64, 'image/png', 'a.png'),
		]);
		expect(error).toBeUndefined();
		[uploaded] = items;
	});

	test("stores the item's binary data under its own file name, byte for byte", async () => {
		expect(uploaded).toMatchObject({ id: expect.any(String), fileName: 'a.png' });
		const response = await fetch(String(uploaded.url));
		expect(response.headers.get('content-type')).toBe('image/png');
		expect(Buffer.from(await response.arrayBuffer()).toString('base64')).toBe(PNG_BASE64);
	});

	test('reads another binary field, per item, with the file name and description options', async () => {
		const { items, error } = await runOne(
			'upload',
			{
				binaryPropertyName: 'image',
				options: { fileName: '={{ $json.name }}', description: 'launch banner' },
			},
			[
				{ ...binaryItem('image', PNG_BASE64, 'image/png'), json: { name: 'one.png' } },
				{ ...binaryItem('image', PNG_BASE64, 'image/png'), json: { name: 'two.png' } },
			],
		);
		expect(error).toBeUndefined();
		expect(items.map((i) => [i.fileName, i.description])).toEqual([
			['one.png', 'launch banner'],
			['two.png', 'launch banner'],
		]);
	});

	test('an item without the binary field fails naming the field', async () => {
		const { error } = await runOne('upload', { binaryPropertyName: 'data' }, [{ json: {} }]);
		expect(error).toMatch(/binary/i);
		expect(error).toMatch(/data/);
	});

	test('a file type the media store does not take fails before sending', async () => {
		const text = Buffer.from('hello').toString('base64');
		const { error } = await runOne('upload', { binaryPropertyName: 'data' }, [
			binaryItem('data', text, 'text/plain', 'a.txt'),
		]);
		expect(error).toMatch(/media type "text\/plain".*use one of image\/jpeg/);
	});

	test('Get Many lists the stored files; Limit applies', async () => {
		const all = await runOne('getAll', { returnAll: true });
		expect(all.error).toBeUndefined();
		expect(all.items.map((m) => m.fileName).sort()).toEqual(['a.png', 'one.png', 'two.png']);
		expect(all.items.find((m) => m.id === uploaded.id)).toMatchObject({
			url: uploaded.url,
			size: '70',
		});
		expect((await runOne('getAll', { returnAll: false, limit: 2 })).items).toHaveLength(2);
	});
});
