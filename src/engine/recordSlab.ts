// Copies of legal-action records, cut from one large block instead of a new typed array each: a
// mid-game list is a few hundred ints, and allocating a buffer for it cost twice what listing the
// actions costs in the engine. A cut is never written again (a full block is replaced, not reused),
// so each copy stays valid after later calls. Its `buffer` is the shared block: slice() a copy
// before transferring a buffer to a worker.

const BLOCK_INTS = 1 << 18; // 1 MiB

export class RecordSlab {
  private block = new Int32Array(BLOCK_INTS);
  private used = 0;

  /** A copy of `source`'s first `length` ints. */
  copy(source: Int32Array, length: number): Int32Array {
    if (this.used + length > this.block.length) {
      this.block = new Int32Array(Math.max(BLOCK_INTS, length));
      this.used = 0;
    }
    // Views made with the constructor: subarray() costs more than the copy at these sizes.
    const out = new Int32Array(this.block.buffer, this.used * 4, length);
    this.used += length;
    out.set(new Int32Array(source.buffer, source.byteOffset, length));
    return out;
  }
}
