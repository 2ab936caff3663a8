// The texts of the board's cards and powers, reachable by tap and keyboard, not only on hover.
//
// A game gives a piece of its board a text (an SVG <title>: a card's or an alien's whole
// text). A piece that is not a move becomes a button of its own: a tap, Enter or Space shows
// its text under the board. A piece that is a move plays on a tap, so the texts of those
// are listed under the board too, in "Texts of your choices on the board".

import { t } from "./i18n.js";

/** Whether the list of the choices' texts was left open, and the text last shown: both stay
 *  across redraws of the board (another player's move), the text as long as its piece is
 *  still there and the same seat is on screen (hot-seat: never shown to the next player). */
let listOpen = false;
let lastShown = { seat: null, text: null };

/** The game's own text of a board element: its last <title> (the page puts the move's words first). */
function ownText(element) {
  const titles = [...element.children].filter((child) => child.tagName.toLowerCase() === "title");
  const clickable = element.classList.contains("clickable");
  if (!titles.length || (clickable && titles.length < 2)) return "";
  return titles[titles.length - 1].textContent.trim();
}

/** Make the texts of `figure`'s board reachable; adds a caption under the board. */
export function showCardTexts(figure, svg) {
  const caption = document.createElement("figcaption");
  caption.className = "card-texts";
  const shown = document.createElement("p");
  shown.className = "card-text";
  shown.setAttribute("aria-live", "polite");
  const playable = [];
  for (const element of svg.querySelectorAll("g")) {
    const text = ownText(element);
    if (!text) continue;
    if (element.closest(".clickable")) {  // a tap plays it: its text goes to the list
      if (!playable.includes(text)) playable.push(text);
      continue;
    }
    element.classList.add("has-text");
    element.dataset.text = text;
    element.setAttribute("tabindex", "0");
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", text);
    const show = () => {
      lastShown = { seat: document.body.dataset.seat, text };
      shown.textContent = text;
      for (const other of svg.querySelectorAll(".has-text[aria-pressed]")) other.removeAttribute("aria-pressed");
      element.setAttribute("aria-pressed", "true");
    };
    element.addEventListener("click", show);
    element.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        show();
      }
    });
  }
  const again = lastShown.seat === document.body.dataset.seat
    && [...svg.querySelectorAll(".has-text")].find((element) => element.dataset.text === lastShown.text);
  if (again) {
    shown.textContent = lastShown.text;
    again.setAttribute("aria-pressed", "true");
  }
  if (svg.querySelector(".has-text")) {
    svg.setAttribute("role", "group");  // role="img" would hide its buttons from screen readers
    shown.dataset.placeholder = t("Tap a card or power on the board, or reach it with Tab and press Enter, to read its text here.");
    caption.append(shown);
  }
  if (playable.length) caption.append(choicesList(playable));
  if (caption.childNodes.length) figure.append(caption);
}

function choicesList(texts) {
  const details = document.createElement("details");
  details.className = "choice-texts";
  details.open = listOpen;
  details.addEventListener("toggle", () => { listOpen = details.open; });
  const summary = document.createElement("summary");
  summary.textContent = t("Texts of your choices on the board ({count})", { count: texts.length });
  const list = document.createElement("ul");
  for (const text of texts) {
    const item = document.createElement("li");
    item.textContent = text;
    list.append(item);
  }
  details.append(summary, list);
  return details;
}
