// The sandbox package's compiled files are not linted (their sources are, under src/sandbox and src/engine).
export default [{ ignores: ['dist/'] }];
