// twitter-text 3.1 ships no types; the tests use only parseTweet.
declare module 'twitter-text' {
	export function parseTweet(text: string): { weightedLength: number; valid: boolean };
	const twitterText: { parseTweet: typeof parseTweet };
	export default twitterText;
}
