import { nameWords } from './text';
import { baseLanguage, translateText } from './translate';
import { namesInProse } from '../../engine/core/prose';

/**
 * The sandbox's alt text writer. It sees no image: the text is built from the words of the
 * image's file name and the caller's keywords, with a sentence template per language (English,
 * Spanish, French, German; the words put through the sandbox's word table). Other languages get
 * the English text, and the answer says so.
 */

interface AltTemplate {
	lead: string;
	nothing: string;
	and: string;
	with: string;
}

const TEMPLATES: Readonly<Record<string, AltTemplate>> = {
	en: { lead: 'An image showing', nothing: 'a picture', and: 'and', with: 'with' },
	es: { lead: 'Una imagen que muestra', nothing: 'una imagen', and: 'y', with: 'con' },
	fr: { lead: 'Une image montrant', nothing: 'une image', and: 'et', with: 'avec' },
	de: { lead: 'Ein Bild von', nothing: 'einem Bild', and: 'und', with: 'mit' },
};

export interface LocalAltText {
	altText: string;
	/** False when the sandbox has no template for the language and wrote English. */
	inLanguage: boolean;
}

/** Alt text for the image at `url`, in `lang` (default English). */
export function altTextFor(url: string, keywords: readonly string[], lang = 'en'): LocalAltText {
	const language = baseLanguage(lang);
	const template = TEMPLATES[language];
	const words = template ? language : 'en';
	const local = (text: string) =>
		words === 'en' ? text : translateText(text, words).translatedText;
	const { lead, nothing, and, with: withWord } = template ?? TEMPLATES.en;
	const name = nameWords(new URL(url).pathname);
	const subject = name.length > 0 ? local(name.join(' ')) : nothing;
	const extra = [...new Set(keywords.map((k) => k.trim()).filter((k) => k !== ''))].map(local);
	const withPart = extra.length > 0 ? `, ${withWord} ${namesInProse(extra, and)}` : '';
	return { altText: `${lead} ${subject}${withPart}.`, inLanguage: template !== undefined };
}
