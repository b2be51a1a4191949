import { isRecord } from '../../engine/core/isRecord';
import { attr, list, webUrl, type XmlNode } from './xmlNodes';

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|bmp|avif)$/i;

function isImageUrl(url: string): boolean {
	try {
		return IMAGE_EXTENSION.test(new URL(url).pathname);
	} catch {
		return false;
	}
}

/** The first image of an article from enclosure, media:content or media:thumbnail, in that order. */
export function mediaImage(item: XmlNode, base: string): string | undefined {
	for (const enclosure of [...list(item.enclosure), ...list(item['enc:enclosure'])]) {
		const url = attr(enclosure, 'url', 'resource', 'enc:resource', 'rdf:resource');
		const type = attr(enclosure, 'type', 'enc:type') ?? '';
		if (url && (type.startsWith('image/') || (type === '' && isImageUrl(url)))) {
			const image = webUrl(url, base);
			if (image) return image;
		}
	}
	const groups = list(item['media:group']).filter(isRecord);
	const contents = [item, ...groups].flatMap((node) => list(node['media:content']));
	for (const content of contents) {
		const url = attr(content, 'url');
		const medium = attr(content, 'medium');
		const type = attr(content, 'type') ?? '';
		const isImage =
			medium === 'image' ||
			type.startsWith('image/') ||
			(medium === undefined && type === '' && url !== undefined && isImageUrl(url));
		if (url && isImage) {
			const image = webUrl(url, base);
			if (image) return image;
		}
	}
	const thumbnails = [item, ...groups, ...contents.filter(isRecord)].flatMap((node) =>
		list(isRecord(node) ? node['media:thumbnail'] : undefined),
	);
	for (const thumbnail of thumbnails) {
		const image = webUrl(attr(thumbnail, 'url'), base);
		if (image) return image;
	}
	return undefined;
}
