import { type Platform, PLATFORMS, platformRule } from '../networks';

export type { PlatformRule } from '../networks';

/** The one table of per-network limits (each network's entry); the client validates with it and the sandbox enforces it. */
export const PLATFORM_RULES = Object.fromEntries(
	PLATFORMS.map((platform) => [platform, platformRule(platform)]),
) as Record<Platform, ReturnType<typeof platformRule>>;

/** Networks that accept empty text when media is present, alphabetically (for messages). */
export const EMPTY_TEXT_PLATFORMS = PLATFORMS.filter(
	(platform) => PLATFORM_RULES[platform].allowsEmptyText,
).sort();
