const { src, dest } = require('gulp');

/** Copies node and credential icons, and the nodes' codex files, next to the compiled files, where n8n looks for them. */
function buildIcons() {
	return src(['nodes/**/*.svg', 'nodes/**/*.node.json', 'credentials/**/*.svg'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
exports.default = buildIcons;
