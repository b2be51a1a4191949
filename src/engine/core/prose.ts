/** `"a, b or c"` (`last` = 'and': "a, b and c"): names as a sentence lists them. */
export function namesInProse(names: readonly string[], last = 'or'): string {
	return names.length < 2
		? names.join('')
		: `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}
