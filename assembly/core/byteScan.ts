// Finding one value among a row of state bytes eight at a time: a player's roads among the edges'
// owners, their pieces among the intersections' owners. A board's 72 edges are 9 words, and most
// words hold none of the player's, so a walk visits the few matches instead of every byte (issue 37).

const LOW: u64 = 0x0101010101010101;
const HIGH: u64 = 0x8080808080808080;

/**
 * Bit 8i+7 set for each byte i of `word` that may equal `value`: none equal to it is missed, but a byte
 * one above such a byte may be marked too, so a caller checks each byte it visits.
 */
@inline export function bytesMaybe(word: u64, value: i32): u64 {
  const x = word ^ (LOW * <u64>(value & 0xff));
  return (x - LOW) & ~x & HIGH;
}

/** The byte index (0..7) of the lowest mark of bytesMaybe's `marks`. */
@inline export function firstMarked(marks: u64): i32 { return <i32>ctz(marks) >> 3; }
