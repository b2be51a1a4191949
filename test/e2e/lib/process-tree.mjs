// What a command started, read from /proc (Linux): every descendant of a process, remembered with its
// start time (so a recycled pid is never mistaken for it), and whether any of them is still alive.
import { readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';

// /proc/PID/stat: "pid (comm) state ppid pgrp session ... starttime(22nd field) ..."; comm may hold spaces.
function readStat(pid) {
	try {
		const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
		const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
		return {
			ppid: Number(fields[1]),
			pgrp: Number(fields[2]),
			state: fields[0],
			start: fields[19],
		};
	} catch {
		return undefined;
	}
}

function readCmdline(pid) {
	try {
		return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
	} catch {
		return '';
	}
}

function allPids() {
	return readdirSync('/proc')
		.filter((name) => /^\d+$/.test(name))
		.map(Number);
}

/** True while the process that had this pid and start time runs (a zombie counts as gone). */
export function isAlive({ pid, start }) {
	const stat = readStat(pid);
	return stat !== undefined && stat.start === start && stat.state !== 'Z';
}

/** Processes whose environment holds `marker` (a variable only this run's commands inherit). */
export function processesWithEnv(marker) {
	const found = [];
	for (const pid of allPids()) {
		if (pid === process.pid) continue;
		let env;
		try {
			env = readFileSync(`/proc/${pid}/environ`, 'utf8');
		} catch {
			continue;
		}
		if (!env.split('\0').includes(marker)) continue;
		const stat = readStat(pid);
		if (stat && stat.state !== 'Z') found.push({ pid, start: stat.start, cmd: readCmdline(pid) });
	}
	return found;
}

/**
 * Remembers every process below `rootPid` each time `poll()` runs (call it often: a child whose parent
 * died is re-parented away from the tree, so it must have been seen before).
 */
export class ProcessTracker {
	constructor(rootPid) {
		this.rootPid = rootPid;
		this.seen = new Map(); // "pid:start" -> { pid, start, cmd }
	}

	poll() {
		const children = new Map();
		const stats = new Map();
		for (const pid of allPids()) {
			const stat = readStat(pid);
			if (!stat) continue;
			stats.set(pid, stat);
			if (!children.has(stat.ppid)) children.set(stat.ppid, []);
			children.get(stat.ppid).push(pid);
		}
		const queue = [this.rootPid];
		while (queue.length > 0) {
			const pid = queue.pop();
			const stat = stats.get(pid);
			if (stat && stat.state !== 'Z') {
				const key = `${pid}:${stat.start}`;
				const known = this.seen.get(key);
				// A forked child keeps its parent's command line until it execs: keep the newest.
				const cmd = readCmdline(pid);
				if (!known) this.seen.set(key, { pid, start: stat.start, cmd });
				else if (cmd) known.cmd = cmd;
			}
			queue.push(...(children.get(pid) ?? []));
		}
	}

	/** Every process seen so far whose command line matches. */
	running(pattern) {
		return [...this.seen.values()].filter((p) => pattern.test(p.cmd) && isAlive(p));
	}

	survivors() {
		return [...this.seen.values()].filter((p) => isAlive(p));
	}
}

/** True when something accepts connections on 127.0.0.1:port. */
export function portInUse(port) {
	return new Promise((resolve) => {
		const socket = net.connect({ host: '127.0.0.1', port });
		socket.once('connect', () => {
			socket.destroy();
			resolve(true);
		});
		socket.once('error', () => resolve(false));
	});
}

/** Two (or more) TCP ports free on 127.0.0.1 right now, all different. */
export async function freePorts(count) {
	const servers = [];
	for (let i = 0; i < count; i++) {
		const server = net.createServer();
		await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
		servers.push(server);
	}
	const ports = servers.map((server) => server.address().port);
	await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
	return ports;
}
