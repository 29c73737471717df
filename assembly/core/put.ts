// A store into a StaticArray without the bounds check, inlined by the compiler. `unchecked(a[i] = v)`
// calls the standard library's StaticArray#__uset, which binaryen inlines only at shrinkLevel 0; the
// engine is built at shrinkLevel 1 (asconfig.json), where that call in a hot loop costs real speed.

@inline export function put<T>(a: StaticArray<T>, i: i32, value: T): void {
  store<T>(changetype<usize>(a) + (<usize>i << alignof<T>()), value);
}
