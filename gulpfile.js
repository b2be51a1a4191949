const { src, dest } = require('gulp');

/** Copies node and credential icons next to the compiled files, where n8n looks for them. */
function buildIcons() {
	return src(['nodes/**/*.svg', 'credentials/**/*.svg'], { base: '.', encoding: false }).pipe(dest('dist'));
}

exports['build:icons'] = buildIcons;
exports.default = buildIcons;
