// @ts-check
/**
 * Finds import circles in the front end's sources (shell/, mfe-*), the way the bundler sees them: package imports
 * are followed into the workspace they resolve to (`@hp/shell-sdk` -> shell/sdk/src/index.ts), dynamic `import()`
 * counts, type-only imports do not (they vanish at build time). Run by `npm test -w @hp/shell-sdk`
 * (src/importCycles.spec.ts) or alone: `node shell/sdk/rspack/importCycles.js`.
 */
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const sourceFile = /\.(tsx?|jsx?|mjs)$/;
const skippedFolders = new Set(['node_modules', 'dist', 'locales', 'coverage']);

const compilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** @param {string} dir  @returns {string[]} */
function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skippedFolders.has(entry.name) ? [] : sourcesUnder(full);
    return sourceFile.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers a file loads at run time. @param {string} file  @returns {string[]} */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push(/** @type {ts.StringLiteral} */ (node.moduleSpecifier).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push(/** @type {ts.StringLiteral} */ (node.moduleSpecifier).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** @param {string} specifier  @param {string} from  @returns {string | undefined} */
function resolve(specifier, from) {
  const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return undefined;
  const real = realpathSync(resolved.resolvedFileName);
  return real.endsWith('.d.ts') ? undefined : real;
}

/**
 * Every circle (a strongly connected group of files) among the given folders' sources, as repository-relative paths.
 * @param {string[]} [folders]  repository-relative; default: shell and every mfe-*
 * @returns {string[][]}
 */
export function findImportCycles(folders) {
  const roots = folders ?? [
    'shell',
    ...readdirSync(repoRoot).filter((name) => name.startsWith('mfe-')),
  ];
  const files = roots.flatMap((folder) => sourcesUnder(path.join(repoRoot, folder)));
  /** @type {Map<string, string[]>} */
  const edges = new Map();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((specifier) => resolve(specifier, file))
      .filter((target) => target !== undefined);
    edges.set(file, targets);
  }
  return stronglyConnected(edges)
    .filter((group) => group.length > 1 || edges.get(group[0] ?? '')?.includes(group[0] ?? ''))
    .map((group) => group.map((file) => path.relative(repoRoot, file)).sort());
}

/** Tarjan's algorithm. @param {Map<string, string[]>} edges  @returns {string[][]} */
function stronglyConnected(edges) {
  let counter = 0;
  /** @type {Map<string, { index: number, low: number }>} */
  const seen = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const groups = [];
  /** @param {string} node */
  const visit = (node) => {
    const mark = { index: counter, low: counter };
    counter += 1;
    seen.set(node, mark);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      const known = seen.get(next);
      if (!known) {
        visit(next);
        mark.low = Math.min(mark.low, /** @type {{ low: number }} */ (seen.get(next)).low);
      } else if (onStack.has(next)) {
        mark.low = Math.min(mark.low, known.index);
      }
    }
    if (mark.low !== mark.index) return;
    /** @type {string[]} */
    const group = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    groups.push(group);
  };
  for (const node of edges.keys()) if (!seen.has(node)) visit(node);
  return groups;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const cycles = findImportCycles();
  for (const cycle of cycles) console.error(`import circle of ${cycle.length} files:\n  ${cycle.join('\n  ')}`);
  if (cycles.length) process.exit(1);
  console.log('no import circles in shell/ and mfe-*/');
}
