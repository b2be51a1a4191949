/**
 * The sandbox's sentiment reader: a small English word list, not a model. Each word found counts
 * +1 or -1, a negation ("not", "n't", "never", "no") up to two words before a word turns it round, and the
 * score is the sum over the words counted, squashed into -1..1. Neutral within ±0.1.
 */
const POSITIVE = new Set(
	'amazing awesome best better brilliant comfortable delicious delighted enjoy enjoyed excellent fantastic fast friendly glad good great happy helpful impressed incredible love loved lovely nice perfect pleased recommend smooth superb thank thanks wonderful'.split(
		' ',
	),
);
const NEGATIVE = new Set(
	'angry awful bad broken cold disappointed disappointing dirty faded hate hated horrible late poor rude slow terrible uncomfortable unhappy upset useless worse worst wrong'.split(
		' ',
	),
);
const NEGATIONS = new Set(['not', 'no', 'never', 'isnt', 'arent', 'wasnt', 'dont', 'didnt']);

export interface SentimentReading {
	sentiment: 'positive' | 'negative' | 'neutral';
	sentimentScore: number;
	positiveWords: string[];
	negativeWords: string[];
}

export function readSentiment(text: string): SentimentReading {
	const words = text
		.toLowerCase()
		.replace(/n't\b/g, ' not')
		.replace(/['’]/g, '')
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean);
	const positiveWords: string[] = [];
	const negativeWords: string[] = [];
	words.forEach((word, index) => {
		const polarity = POSITIVE.has(word) ? 1 : NEGATIVE.has(word) ? -1 : 0;
		if (polarity === 0) return;
		const negated = words.slice(Math.max(0, index - 2), index).some((w) => NEGATIONS.has(w));
		const label = negated ? `not ${word}` : word;
		(polarity > 0 !== negated ? positiveWords : negativeWords).push(label);
	});
	const sum = positiveWords.length - negativeWords.length;
	const counted = positiveWords.length + negativeWords.length;
	const sentimentScore = counted === 0 ? 0 : Math.round((sum / counted) * 100) / 100;
	const sentiment =
		sentimentScore > 0.1 ? 'positive' : sentimentScore < -0.1 ? 'negative' : 'neutral';
	return { sentiment, sentimentScore, positiveWords, negativeWords };
}
