/** Deterministic random sources for seeded data (demo covers, benchmark prose): the same numbers on every run. */

export type Random = () => number;

/** mulberry32: a small seeded generator whose integer arithmetic stays exact (a float LCG cycles early). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** mulberry32 seeded by the FNV-1a hash of a text. */
export function randomFrom(text: string): Random {
  let seed = 0x811c9dc5;
  for (const character of text) seed = Math.imul(seed ^ character.codePointAt(0)!, 0x01000193) >>> 0;
  return mulberry32(seed);
}
