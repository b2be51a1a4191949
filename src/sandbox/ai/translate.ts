import { capitalise } from './text';

/**
 * The sandbox's translator: a small fixed English word table for Spanish, French and German,
 * applied word by word (two-word phrases first), keeping capitals, punctuation and anything the
 * table lacks. Other languages pass the text through untranslated, and the answer says so.
 */

type WordTable = Readonly<Record<string, string>>;

const TABLES: Readonly<Record<string, WordTable>> = {
	es: {
		'thank you': 'gracias',
		'good morning': 'buenos días',
		hello: 'hola',
		world: 'mundo',
		good: 'bueno',
		new: 'nuevo',
		today: 'hoy',
		tomorrow: 'mañana',
		our: 'nuestro',
		the: 'el',
		a: 'un',
		and: 'y',
		is: 'es',
		are: 'son',
		we: 'nosotros',
		you: 'tú',
		with: 'con',
		for: 'para',
		in: 'en',
		of: 'de',
		coffee: 'café',
		bread: 'pan',
		fresh: 'fresco',
		shop: 'tienda',
		bakery: 'panadería',
		sale: 'oferta',
		open: 'abierto',
		now: 'ahora',
		day: 'día',
		week: 'semana',
		summer: 'verano',
		love: 'amor',
		happy: 'feliz',
		free: 'gratis',
		visit: 'visita',
		join: 'únete',
		us: 'nosotros',
		friends: 'amigos',
		team: 'equipo',
	},
	fr: {
		'thank you': 'merci',
		'good morning': 'bonjour',
		hello: 'bonjour',
		world: 'monde',
		good: 'bon',
		new: 'nouveau',
		today: "aujourd'hui",
		tomorrow: 'demain',
		our: 'notre',
		the: 'le',
		a: 'un',
		and: 'et',
		is: 'est',
		are: 'sont',
		we: 'nous',
		you: 'vous',
		with: 'avec',
		for: 'pour',
		in: 'dans',
		of: 'de',
		coffee: 'café',
		bread: 'pain',
		fresh: 'frais',
		shop: 'boutique',
		bakery: 'boulangerie',
		sale: 'soldes',
		open: 'ouvert',
		now: 'maintenant',
		day: 'jour',
		week: 'semaine',
		summer: 'été',
		love: 'amour',
		happy: 'heureux',
		free: 'gratuit',
		visit: 'visitez',
		join: 'rejoignez',
		us: 'nous',
		friends: 'amis',
		team: 'équipe',
	},
	de: {
		'thank you': 'danke',
		'good morning': 'guten Morgen',
		hello: 'hallo',
		world: 'Welt',
		good: 'gut',
		new: 'neu',
		today: 'heute',
		tomorrow: 'morgen',
		our: 'unser',
		the: 'die',
		a: 'ein',
		and: 'und',
		is: 'ist',
		are: 'sind',
		we: 'wir',
		you: 'du',
		with: 'mit',
		for: 'für',
		in: 'in',
		of: 'von',
		coffee: 'Kaffee',
		bread: 'Brot',
		fresh: 'frisch',
		shop: 'Laden',
		bakery: 'Bäckerei',
		sale: 'Angebot',
		open: 'geöffnet',
		now: 'jetzt',
		day: 'Tag',
		week: 'Woche',
		summer: 'Sommer',
		love: 'Liebe',
		happy: 'glücklich',
		free: 'kostenlos',
		visit: 'besuchen',
		join: 'mach mit',
		us: 'uns',
		friends: 'Freunde',
		team: 'Team',
	},
};

/** Languages the sandbox has a word table for. */
export const TRANSLATED_LANGUAGES = Object.keys(TABLES);

const TOKEN = /[\p{L}\p{M}'’]+|[^\p{L}\p{M}'’]+/gu;
const IS_WORD = /^[\p{L}\p{M}'’]+$/u;

/** The base language of a code: `es-MX` is `es`. */
export function baseLanguage(code: string): string {
	return code.slice(0, 2).toLowerCase();
}

export interface LocalTranslation {
	translatedText: string;
	/** False when the sandbox has no table for the language and passed the text through. */
	translated: boolean;
}

/** A table word or phrase for `source`, capitalised when `source` is; undefined when the table lacks it. */
function lookUp(table: WordTable, source: string): string | undefined {
	const word = table[source.toLowerCase()];
	if (word === undefined) return undefined;
	return /^\p{Lu}/u.test(source) ? capitalise(word) : word;
}

/** The text in `lang` by the word table (see the top of this file). */
export function translateText(text: string, lang: string): LocalTranslation {
	const table = TABLES[baseLanguage(lang)];
	if (!table) return { translatedText: text, translated: false };
	const tokens = text.match(TOKEN) ?? [];
	const out: string[] = [];
	for (let i = 0; i < tokens.length; i++) {
		const token = tokens[i];
		if (!IS_WORD.test(token)) {
			out.push(token);
			continue;
		}
		// A two-word phrase: this word, one space, the next word.
		const next = tokens[i + 2];
		const phrase =
			tokens[i + 1] === ' ' && next !== undefined && IS_WORD.test(next)
				? lookUp(table, `${token} ${next}`)
				: undefined;
		if (phrase !== undefined) {
			out.push(phrase);
			i += 2;
			continue;
		}
		out.push(lookUp(table, token) ?? token);
	}
	return { translatedText: out.join(''), translated: true };
}
