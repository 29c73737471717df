// An asc transform (the --transform of every asc call in package.json; asconfig.json cannot name a local file): every `utf8('text')` in the engine's sources becomes
// `memory.data<u8>([length low, length high, ...the text's UTF-8 bytes])`, the address of the text in a
// data segment. AssemblyScript keeps string literals as UTF-16 behind a 20-byte header; the engine's
// long texts (refusal reasons, the action schema) are ASCII that it only copies into OUT, so storing
// them as UTF-8 halves them. assembly/core/utf8.ts declares `utf8` and reads what this makes.
import { Node, NodeKind, SourceKind } from 'assemblyscript';
import { Transform } from 'assemblyscript/transform';

const LITERAL_STRING = 2;
const LITERAL_TEMPLATE = 3;

/** The text of `utf8(...)`'s argument: a string literal or a template without substitutions. */
function literalText(call, source) {
  const arg = call.args.length === 1 ? call.args[0] : null;
  if (arg?.kind === NodeKind.Literal && arg.literalKind === LITERAL_STRING) return arg.value;
  if (arg?.kind === NodeKind.Literal && arg.literalKind === LITERAL_TEMPLATE && !arg.tag && arg.expressions.length === 0) return arg.parts[0];
  throw new Error(`${source.normalizedPath}: utf8() takes one string literal`);
}

function isUtf8Call(node) {
  return node.kind === NodeKind.Call && node.expression.kind === NodeKind.Identifier && node.expression.text === 'utf8';
}

/** `memory.data<u8>([...])` in place of the call (same node, so its parent needs no change). */
function rewrite(call, source) {
  const bytes = new TextEncoder().encode(literalText(call, source));
  if (bytes.length > 0xffff) throw new Error(`${source.normalizedPath}: a utf8() text is over 65,535 bytes`);
  const range = call.range;
  const byte = (b) => Node.createIntegerLiteralExpression(globalThis.i64_new(b, 0), range);
  call.expression = Node.createPropertyAccessExpression(
    Node.createIdentifierExpression('memory', range),
    Node.createIdentifierExpression('data', range),
    range,
  );
  call.typeArguments = [Node.createNamedType(Node.createSimpleTypeName('u8', range), null, false, range)];
  call.args = [Node.createArrayLiteralExpression([bytes.length & 0xff, bytes.length >> 8, ...bytes].map(byte), range)];
}

/** Every AST node under `node`, found through its fields (ranges and parents skipped). */
function visit(node, source, seen) {
  if (seen.has(node)) return 0;
  seen.add(node);
  let count = 0;
  if (isUtf8Call(node)) {
    rewrite(node, source);
    count++;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'range' || key === 'parent' || value === null || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && typeof child.kind === 'number' && 'range' in child) count += visit(child, source, seen);
    }
  }
  return count;
}

export default class Utf8Transform extends Transform {
  afterParse(parser) {
    for (const source of parser.sources) {
      if (source.sourceKind !== SourceKind.User && source.sourceKind !== SourceKind.UserEntry) continue;
      visit(source, source, new Set());
    }
  }
}
