// @ts-check
/**
 * `inkshelf/no-import-cycle`: no module may reach itself through its imports, type-only imports included.
 *
 * eslint-plugin-import-x's `no-cycle` (like eslint-plugin-import's) skips `import type` and imports whose
 * specifiers are all `type`, with no option to count them; issue 32 asks for type-only circles to fail too
 * (they are design cycles even when the compiler erases them). This rule reads the TypeScript program that
 * typed linting has already built, resolves every module reference of the program's own files (imports,
 * re-exports, `import x = require()`, `import('...')` types and dynamic imports) with TypeScript's resolver,
 * finds the strongly connected components once per program, and reports each reference of the linted file
 * that stays inside its component, with one path back to the file.
 */
import path from 'node:path';
import ts from 'typescript';

/** @typedef {{ node: ts.StringLiteralLike, target: string }} Edge */
/** @typedef {{ edges: Map<string, Edge[]>, component: Map<string, number> }} Graph */

/** @type {WeakMap<ts.Program, Graph>} */
const graphs = new WeakMap();

/** @param {string} fileName */
const isOwnSource = (fileName) => !fileName.includes('/node_modules/') && !fileName.endsWith('.d.ts');

/**
 * Every module reference of one source file, as string literal nodes.
 * @param {ts.SourceFile} sf
 */
function moduleReferences(sf) {
  /** @type {ts.StringLiteralLike[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expr = node.moduleReference.expression;
      if (ts.isStringLiteralLike(expr)) found.push(expr);
    } else if (ts.isImportTypeNode(node)) {
      const arg = node.argument;
      if (ts.isLiteralTypeNode(arg) && ts.isStringLiteralLike(arg.literal)) found.push(arg.literal);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteralLike(arg)) found.push(arg);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/**
 * The import graph of a program's own files and its strongly connected components (Tarjan, iterative).
 * @param {ts.Program} program
 * @returns {Graph}
 */
function buildGraph(program) {
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(program.getCurrentDirectory(), (s) => s, options);
  /** @type {Map<string, Edge[]>} */
  const edges = new Map();
  for (const sf of program.getSourceFiles()) {
    if (!isOwnSource(sf.fileName)) continue;
    /** @type {Edge[]} */
    const out = [];
    for (const node of moduleReferences(sf)) {
      const mode = ts.getModeForUsageLocation(sf, node, options);
      const resolved = ts.resolveModuleName(
        node.text,
        sf.fileName,
        options,
        ts.sys,
        cache,
        undefined,
        mode,
      ).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = path.resolve(resolved.resolvedFileName);
      if (isOwnSource(target)) out.push({ node, target });
    }
    edges.set(path.resolve(sf.fileName), out);
  }

  /** @type {Map<string, number>} */
  const component = new Map();
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  let counter = 0;
  let components = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    /** @type {{ file: string, next: number }[]} */
    const work = [{ file: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = /** @type {{ file: string, next: number }} */ (work[work.length - 1]);
      const out = edges.get(frame.file) ?? [];
      if (frame.next < out.length) {
        const target = /** @type {Edge} */ (out[frame.next++]).target;
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(Number(low.get(frame.file)), Number(index.get(target))));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.file, Math.min(Number(low.get(parent.file)), Number(low.get(frame.file))));
      if (low.get(frame.file) === index.get(frame.file)) {
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          component.set(member, components);
        } while (member !== frame.file);
        components++;
      }
    }
  }
  return { edges, component };
}

/**
 * A shortest path of files from `from` back to `to` inside one component (breadth first).
 * @param {Graph} graph
 * @param {string} from
 * @param {string} to
 */
function pathBack(graph, from, to) {
  const id = graph.component.get(to);
  /** @type {Map<string, string | null>} */
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    if (file === to) break;
    for (const { target } of graph.edges.get(file) ?? []) {
      if (previous.has(target) || graph.component.get(target) !== id) continue;
      previous.set(target, file);
      queue.push(target);
    }
  }
  /** @type {string[]} */
  const files = [];
  for (let file = /** @type {string | null | undefined} */ (to); file; file = previous.get(file)) files.unshift(file);
  return files;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included' },
    schema: [],
    messages: { cycle: 'Import cycle{{kind}}: {{path}}' },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) return {};
    return {
      Program() {
        const fileName = path.resolve(context.physicalFilename);
        let graph = graphs.get(program);
        if (!graph) {
          graph = buildGraph(program);
          graphs.set(program, graph);
        }
        const id = graph.component.get(fileName);
        if (id === undefined) return;
        const root = context.cwd;
        const seen = new Set();
        for (const { node, target } of graph.edges.get(fileName) ?? []) {
          if (target === fileName || graph.component.get(target) !== id || seen.has(node)) continue;
          seen.add(node);
          const files = [fileName, ...pathBack(graph, target, fileName)];
          const parent = node.parent;
          const bindings = ts.isImportDeclaration(parent) ? parent.importClause?.namedBindings : undefined;
          const typeOnly =
            (ts.isImportDeclaration(parent) && parent.importClause?.isTypeOnly) ||
            (bindings &&
              ts.isNamedImports(bindings) &&
              !parent.importClause?.name &&
              bindings.elements.length > 0 &&
              bindings.elements.every((e) => e.isTypeOnly)) ||
            (ts.isExportDeclaration(parent) && parent.isTypeOnly) ||
            ts.isLiteralTypeNode(parent);
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(node.getStart()),
              end: context.sourceCode.getLocFromIndex(node.getEnd()),
            },
            messageId: 'cycle',
            data: {
              kind: typeOnly ? ' (type-only import, still a cycle)' : '',
              path: files.map((f) => path.relative(root, f)).join(' -> '),
            },
          });
        }
      },
    };
  },
};

export default { meta: { name: 'inkshelf' }, rules: { 'no-import-cycle': rule } };
