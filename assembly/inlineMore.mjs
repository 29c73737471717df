// Optimizes a built module again with Binaryen's inliner given more room: `node assembly/inlineMore.mjs
// build/engine.wasm` (package.json's build:wasm, after asc and before packData). asc fixes the inlining
// limits for each optimize level (at shrinkLevel 0: functions up to 70 instructions, 200 with one
// caller); with up to 200 and 400, and the always-inlined ones up to 20, the rules' small generators
// and checks inline into the lists that call them: base 4p 1.06-1.08x, C&K 4p 1.04x (issue 37,
// docs/architecture.md). Only the full build gets it (Node's: the CLI, bench, tools): the page's
// build would grow 7 KB gzipped. Binaryen is the optimizer asc itself runs (its dependency, same version).
import { readFileSync, writeFileSync } from 'node:fs';
import binaryen from 'binaryen';

const file = process.argv[2];
if (!file) throw new Error('usage: node assembly/inlineMore.mjs module.wasm');
const module = binaryen.readBinary(readFileSync(file));
// the features asc emits by default
module.setFeatures(
  binaryen.Features.MVP |
    binaryen.Features.MutableGlobals |
    binaryen.Features.SignExt |
    binaryen.Features.NontrappingFPToInt |
    binaryen.Features.BulkMemory |
    binaryen.Features.BulkMemoryOpt,
);
binaryen.setOptimizeLevel(3);
binaryen.setShrinkLevel(0);
binaryen.setAlwaysInlineMaxSize(20);
binaryen.setFlexibleInlineMaxSize(200);
binaryen.setOneCallerInlineMaxSize(400);
binaryen.setAllowInliningFunctionsWithLoops(true);
module.optimize();
if (!module.validate()) throw new Error(`${file}: the optimized module does not validate`);
writeFileSync(file, module.emitBinary());
module.dispose();
