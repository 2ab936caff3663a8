// Hot-seat: whether the screen must be covered before it passes from one local seat to another.
//
// The cover keeps one seat's secrets from the next person at the screen, and the next seat's
// from the person leaving it. It comes only when a screen shows something the other seat may
// not see: a part of the view the server marks as private (`state.private`, by name with its
// path in the view: a hand, a secret mission, a secret pick, face-down laurels; only parts that
// hold something are marked) that the other seat's view does not show alike, or a log line shown
// to some seats only. An empty hand hides nothing, and neither do laurels that lie open.

/** The part of `view` at `path` (a list of keys), or undefined. */
function at(view, path) {
  return path.reduce((part, key) => (part == null ? undefined : part[key]), view);
}

/** True when `one`'s screen shows something `other` may not see: a private part that `other`'s
 *  view does not show alike (where `other` marks the same place private, it holds `other`'s own
 *  secret there, such as its own hand), or a private log line. */
function hiddenFrom(one, other) {
  const theirs = new Set(Object.values(other.private || {}).map((path) => JSON.stringify(path)));
  const hidden = (path) => theirs.has(JSON.stringify(path))
    || JSON.stringify(at(one.view, path)) !== JSON.stringify(at(other.view, path));
  return Object.values(one.private || {}).some(hidden) || (one.log || []).some((entry) => entry.private);
}

/** True when `one`'s screen may show something `other` may not see, or the reverse. */
export function secretBetween(one, other) {
  if (!one || !other) return true;
  return hiddenFrom(one, other) || hiddenFrom(other, one);
}

/** All local seats' states describe the same public moment (the server sends them one after
 *  another: until the last arrives, the others are compared with an older one). */
export function inStep(states) {
  const moments = new Set([...states].map((state) => state.seq));
  return moments.size <= 1;
}
