/**
 * The options with the one whose value is `first` moved to the front, the rest in their
 * (alphabetical) order: the editor lists a node's actions in the order of its Resource and
 * Operation options, and the main one (Post › Publish) should head that list.
 */
export function withFirst<T extends { value?: unknown }>(first: string, options: T[]): T[] {
	const lead = options.filter((option) => option.value === first);
	return [...lead, ...options.filter((option) => option.value !== first)];
}
