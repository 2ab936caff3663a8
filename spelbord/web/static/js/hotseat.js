// Hot-seat: whether the screen must be covered before it passes from one local seat to another.
//
// The cover keeps one seat's secrets from the next person at the screen. It is needed only
// when the two seats' views differ in something other than whose view it is (a hand, a
// secret pick, a face-down tile), or their logs do (a private event): two seats that see
// the very same thing hide nothing from each other, and the screen passes without a cover.

/** What a seat sees of the table, without whose view it is. */
function seen(state) {
  const { seat: _whose, ...view } = state.view || {};
  return JSON.stringify([view, (state.log || []).map((entry) => entry.text)]);
}

/** True when `one`'s screen may show something `other` may not see, or the reverse. */
export function secretBetween(one, other) {
  if (!one || !other) return true;
  return seen(one) !== seen(other);
}

/** All local seats' states describe the same public moment (the server sends them one after
 *  another: until the last arrives, the others are compared with an older one). */
export function inStep(states) {
  const moments = new Set([...states].map((state) => state.seq));
  return moments.size <= 1;
}
