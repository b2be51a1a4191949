// Compiles nodes, credentials, engine and sandbox into dist/ and copies the icons (gulp), from scratch.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
const bin = (name) => `node_modules/.bin/${name}`;
execFileSync(bin('tsc'), ['-p', 'tsconfig.json'], { stdio: 'inherit' });
execFileSync(bin('gulp'), ['build:icons', '--silent'], { stdio: 'inherit' });
