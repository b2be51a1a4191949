import { TextDecoder } from 'node:util';

/**
 * A feed document's bytes as text, in the encoding it declares: byte-order mark first, then the
 * HTTP charset, then the XML declaration (RFC 7303 order), else UTF-8.
 */
export function decodeFeedBytes(bytes: Uint8Array, contentType = ''): string {
	const label = byteOrderMark(bytes) ?? httpCharset(contentType) ?? xmlDeclaredEncoding(bytes);
	return decoderFor(label).decode(bytes);
}

function byteOrderMark(bytes: Uint8Array): string | undefined {
	if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
	if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
	if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
	return undefined;
}

function httpCharset(contentType: string): string | undefined {
	const match = /;\s*charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType);
	return match?.[1];
}

function xmlDeclaredEncoding(bytes: Uint8Array): string | undefined {
	// The declaration is ASCII in every encoding a feed can use without a byte-order mark.
	const head = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
	const match = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head);
	return match?.[1];
}

function decoderFor(label: string | undefined): TextDecoder {
	if (label !== undefined) {
		try {
			return new TextDecoder(label);
		} catch {
			// An encoding TextDecoder does not know: read it as UTF-8, as most such feeds are.
		}
	}
	return new TextDecoder('utf-8');
}
