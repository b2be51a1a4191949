/**
 * Engine text throughput in MB/s of input: renderRichText (rich-text network and a plain one) and
 * validatePost (schema + every rule of the networks listed) on post-sized texts (~2 KB, tags,
 * entities, links, line breaks, emoji), against the baseline of a plain string copy of the same
 * text (`Buffer.from(text).toString()`) in the same run.
 * Usage: node --import tsx bench/engine.ts [seconds per measurement, default 1.5]
 */
import { renderRichText, validatePost } from '../src/engine';

const SECONDS = Number(process.argv[2] ?? 1.5);

function postText(i: number): string {
	const parts: string[] = [];
	for (let line = 0; parts.join('\n').length < 1900; line++) {
		parts.push(
			`<b>Launch ${i}.${line}</b> of our <i>new</i> range &amp; more: see https://example.com/p/${i}/${line} ` +
				`#launch${line} @team — “quotes” café ✨ <u>underlined</u> text`,
		);
	}
	return parts.join('\n').slice(0, 1990);
}

const TEXTS = Array.from({ length: 64 }, (_, i) => postText(i));
const BYTES = TEXTS.reduce((sum, t) => sum + Buffer.byteLength(t), 0);
let sink = 0;

/** Runs `fn` over the corpus for about SECONDS; answers MB/s of input text. */
function throughput(label: string, fn: (text: string) => number): number {
	for (let w = 0; w < 3; w++) for (const t of TEXTS) sink += fn(t); // warm-up
	let rounds = 0;
	const started = process.hrtime.bigint();
	let seconds = 0;
	do {
		for (const t of TEXTS) sink += fn(t);
		rounds++;
		seconds = Number(process.hrtime.bigint() - started) / 1e9;
	} while (seconds < SECONDS);
	const mbPerSecond = (rounds * BYTES) / 1e6 / seconds;
	const postsPerSecond = (rounds * TEXTS.length) / seconds;
	console.log(`  ${label.padEnd(34)} ${mbPerSecond.toFixed(2).padStart(8)} MB/s  ${postsPerSecond.toFixed(0).padStart(8)} posts/s`);
	return mbPerSecond;
}

function main(): void {
	console.log(`engine: ${TEXTS.length} texts, ${(BYTES / TEXTS.length).toFixed(0)} bytes each on average`);
	// Self-checks: the renderer styles and encodes, validation passes (and fails when it must).
	const rendered = renderRichText(TEXTS[0], 'linkedin');
	if (rendered.includes('<b>') || !rendered.includes('\u2063\n') || rendered === TEXTS[0]) throw new Error('renderRichText did not render');
	const plain = renderRichText(TEXTS[0], 'twitter');
	if (plain.includes('<b>')) throw new Error('renderRichText left tags for a plain network');
	const valid = validatePost({ post: TEXTS[0], platforms: ['facebook', 'linkedin'] });
	if (!valid.ok) throw new Error(`validatePost rejected a valid post: ${JSON.stringify(valid.issues)}`);
	if (validatePost({ post: TEXTS[0], platforms: ['twitter'] }).ok) throw new Error('validatePost accepted a 2 KB tweet');

	const baseline = throughput('baseline: Buffer.from(text).toString()', (t) => Buffer.from(t).toString().length);
	const rich = throughput('renderRichText (linkedin, rich)', (t) => renderRichText(t, 'linkedin').length);
	const plainRate = throughput('renderRichText (twitter, plain)', (t) => renderRichText(t, 'twitter').length);
	const validate = throughput('validatePost (facebook+linkedin)', (t) =>
		validatePost({ post: t, platforms: ['facebook', 'linkedin'] }).ok ? 1 : 0,
	);
	if (sink === 0) throw new Error('nothing was computed');
	for (const [label, rate] of [['renderRichText rich', rich], ['renderRichText plain', plainRate], ['validatePost', validate]] as const) {
		console.log(`RESULT engine ${label}: ${rate.toFixed(2)} MB/s vs copy ${baseline.toFixed(0)} MB/s = ${(rate / baseline).toFixed(3)}x`);
	}
}

main();
