// Types of what the jest test takes from readme-curl.mjs (the sub-legs are plain JavaScript).

/** The page that holds the steps, from the repository's root. */
export const MCP_CURL_PAGE: string;

export function readmeMcpCurlSteps(readme: string): string;

export function runReadmeMcpCurlSteps(
	readme: string,
	n8nUrl: string,
	options?: { timeoutMs?: number },
): Promise<{ status: number | null; stdout: string; stderr: string }>;
