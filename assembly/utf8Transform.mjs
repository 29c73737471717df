// An asc transform (the --transform of every asc call in package.json; asconfig.json cannot name a
// local file): every `utf8('text')` in the engine's sources becomes `memory.data<u8>([length low,
// length high, ...the text's UTF-8 bytes])`, the address of the text in a data segment, and every
// `utf8Lines('a\nb')` the address of a list of its lines: a u16 count, count + 1 u16 offsets into the
// bytes that follow, the lines' UTF-8 bytes. AssemblyScript keeps string literals as UTF-16 behind a 20-byte header; the engine's
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
  throw new Error(`${source.normalizedPath}: ${call.expression.text}() takes one string literal`);
}

const u16 = (n) => [n & 0xff, n >> 8];

/** The bytes `utf8()` and `utf8Lines()` lay out (see the top). */
const LAYOUTS = {
  utf8(text) {
    const bytes = new TextEncoder().encode(text);
    return [...u16(bytes.length), ...bytes];
  },
  utf8Lines(text) {
    const lines = text.split('\n').map((line) => new TextEncoder().encode(line));
    const offsets = [0];
    for (const line of lines) offsets.push(offsets.at(-1) + line.length);
    return [...u16(lines.length), ...offsets.flatMap(u16), ...lines.flatMap((line) => [...line])];
  },
};

function isTextCall(node) {
  return node.kind === NodeKind.Call && node.expression.kind === NodeKind.Identifier && Object.hasOwn(LAYOUTS, node.expression.text);
}

/** `memory.data<u8>([...])` in place of the call (same node, so its parent needs no change). */
function rewrite(call, source) {
  const bytes = LAYOUTS[call.expression.text](literalText(call, source));
  if (bytes.length > 0xffff) throw new Error(`${source.normalizedPath}: a ${call.expression.text}() text is over 65,535 bytes`);
  const range = call.range;
  const byte = (b) => Node.createIntegerLiteralExpression(globalThis.i64_new(b, 0), range);
  call.expression = Node.createPropertyAccessExpression(
    Node.createIdentifierExpression('memory', range),
    Node.createIdentifierExpression('data', range),
    range,
  );
  call.typeArguments = [Node.createNamedType(Node.createSimpleTypeName('u8', range), null, false, range)];
  call.args = [Node.createArrayLiteralExpression(bytes.map(byte), range)];
}

/** Every AST node under `node`, found through its fields (ranges and parents skipped). */
function visit(node, source, seen) {
  if (seen.has(node)) return 0;
  seen.add(node);
  let count = 0;
  if (isTextCall(node)) {
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
