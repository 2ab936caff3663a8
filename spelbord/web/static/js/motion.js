// Short animations of what moved on the board.
//
// The board is redrawn by replacing its SVG. A piece, card or place the game draws carries
// a stable `data-key` (see spelbord/engine/svg.py), so the page can tell what moved: it
// measures each keyed element before and after the redraw, slides the ones of the same size
// from their old place to the new one (FLIP), and fades in the ones that are new. Nothing
// moves for a person who asked for reduced motion, nor when the board is first drawn.

const DURATION = 350;
/** An element that changed its size by more than this is a place that grew, not a piece that moved. */
const SAME_SIZE = 2;

function keyOf(element) {
  return element.getAttribute("data-key");
}

/** Where each keyed element of the board stands now, in screen pixels. */
export function keyedPlaces(figure) {
  const places = new Map();
  for (const element of figure.querySelectorAll("[data-key]")) places.set(keyOf(element), element.getBoundingClientRect());
  return places;
}

/** After a redraw: slide what moved from `before` (from keyedPlaces), fade in what is new;
 *  the number of elements animated is kept in the figure's `data-animated`. */
export function animateMoves(figure, before) {
  let count = 0;
  const svg = figure.querySelector("svg");
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  if (svg && before.size && !still && typeof Element.prototype.animate === "function") {
    const scale = (svg.getScreenCTM() || { a: 1 }).a || 1;  // screen pixels per board unit
    for (const element of svg.querySelectorAll("[data-key]")) {
      const old = before.get(keyOf(element));
      if (!old) {
        element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: DURATION, easing: "ease-out" });
        count += 1;
        continue;
      }
      const now = element.getBoundingClientRect();
      const dx = (old.left - now.left) / scale;
      const dy = (old.top - now.top) / scale;
      const resized = Math.abs(old.width - now.width) > SAME_SIZE || Math.abs(old.height - now.height) > SAME_SIZE;
      if (resized || (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5)) continue;
      element.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }],
        { duration: DURATION, easing: "ease-in-out" });
      count += 1;
    }
  }
  figure.dataset.animated = String(count);
}
