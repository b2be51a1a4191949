// The npm package's bin (packages/sandbox/bin) on the TypeScript sources: that bin needs Node 22's node:sqlite.
import { runCliOrExit } from '../../src/sandbox/cli';

runCliOrExit({ runner: 'package' });
