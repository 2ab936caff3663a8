// Drawing one seat's state (a "state" message from the server) into the table page.
//
// Each function fills one part of the page from the state alone, so the page can be
// redrawn at any time: after every message, a language switch or a reconnect. A part
// is redrawn only when what it shows changed, and the keyboard focus stays on the same
// move (or the first one) when it is: a chat line or a presence change moves nothing.

import { t } from "./i18n.js";
import { animateMoves, keyedPlaces } from "./motion.js";
import { showCardTexts } from "./card-texts.js";

/** More choices than this get a filter box above them. */
const FILTER_FROM = 12;

/** What each part of the page was last drawn from. */
const drawnFrom = new WeakMap();

/** Forget what the parts were drawn from (the hot-seat cover emptied them). */
export function forgetDrawings(...containers) {
  for (const container of containers) drawnFrom.delete(container);
}

/** Draw `container` anew with `draw()` unless it already shows `key`; the focus, if it was
 *  inside, goes back to the element for the same move, else to the first choice there. */
function redraw(container, content, draw) {
  const key = `${document.documentElement.lang}\u0000${content}`;  // the page's own words change with the language
  if (drawnFrom.get(container) === key) return;
  drawnFrom.set(container, key);
  const focused = container.contains(document.activeElement) ? document.activeElement : null;
  // a move by its action; a board piece that only shows a text (js/card-texts.js) by that text
  const which = (element) => element.getAttribute("data-action") ?? element.getAttribute("data-text");
  const action = focused && which(focused);
  draw();
  if (!focused) return;
  const choices = [...container.querySelectorAll("button:not([disabled]), [tabindex='0']")];
  const again = choices.find((element) => action !== null && which(element) === action);
  if (again || choices[0]) (again || choices[0]).focus({ preventScroll: true });
}

/** Append what is new at the end of a list (a log, the chat); draw it anew if it changed otherwise. */
function extendList(list, texts, item) {
  const shown = drawnFrom.get(list) || [];
  const grows = shown.length <= texts.length && shown.every((text, index) => text === texts[index]);
  if (!grows) list.replaceChildren();
  for (const [index, text] of texts.entries()) if (!grows || index >= shown.length) list.append(item(index));
  drawnFrom.set(list, texts);
  return !grows || texts.length > shown.length;
}

/** An action's JSON in one canonical spelling, to match board elements with legal actions. */
export function actionKey(action) {
  return JSON.stringify(action);
}

/** A seat as every text of the page names it: the person's name with the game's colour or
 *  organisation, "Ada (MI6)", as the server words the log and the choices. */
export function playerName(state, seat) {
  const player = (state.players || []).find((p) => p.seat === seat);
  const name = (player && player.name) || t("Player {number}", { number: seat + 1 });
  return player && player.label ? `${name} (${player.label})` : name;
}

function names(state, seats) {
  return seats.map((seat) => playerName(state, seat)).join(", ");
}

/** The board as inline SVG; elements whose `data-action` is legal now become buttons. */
export function renderBoard(figure, state, options) {
  const key = JSON.stringify([state.board || "", state.actions.map((a) => [a.action, a.text]), options.busy]);
  redraw(figure, key, () => drawBoard(figure, state, options));
}

function drawBoard(figure, state, { busy, act }) {
  const before = keyedPlaces(figure);
  figure.innerHTML = state.board || "";
  const legal = new Map(state.actions.map((a) => [actionKey(a.action), a]));
  for (const element of figure.querySelectorAll("[data-action]")) {
    let entry;
    try {
      entry = legal.get(actionKey(JSON.parse(element.getAttribute("data-action"))));
    } catch {
      continue;  // not an action: leave the drawing as it is
    }
    if (!entry || busy) continue;
    element.classList.add("clickable");
    element.setAttribute("tabindex", "0");
    element.setAttribute("role", "button");
    element.setAttribute("aria-label", entry.text);
    const tooltip = document.createElementNS("http://www.w3.org/2000/svg", "title");
    tooltip.textContent = entry.text;
    element.prepend(tooltip);
    element.addEventListener("click", () => act(entry.action));
    element.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        act(entry.action);
      }
    });
  }
  // an SVG with role="img" hides its inside from screen readers, buttons too
  const svg = figure.querySelector("svg");
  if (svg && figure.querySelector(".clickable")) svg.setAttribute("role", "group");
  if (svg) showCardTexts(figure, svg);
  if (svg) fitTargets(figure, svg);
  animateMoves(figure, before);
}

/** The smallest tap target a finger can hit, in CSS pixels (WCAG 2.5.5). */
const TAP_TARGET = 44;

/** On a narrow screen, draw the board large enough that its smallest piece to tap is
 *  TAP_TARGET px high and wide; the board then scrolls inside its frame, not the page. */
export function fitTargets(figure, svg) {
  svg.style.width = "";
  if (!window.matchMedia("(max-width: 600px)").matches) return;
  const sizes = [...figure.querySelectorAll(".clickable")].map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  if (!sizes.length) return;
  const smallest = Math.min(...sizes.map((box) => Math.min(box.width, box.height)));
  const width = svg.getBoundingClientRect().width;
  if (smallest < TAP_TARGET) svg.style.width = `${Math.ceil(width * TAP_TARGET / smallest) + 1}px`;
}

/** A button per action; a long list gets a filter box. */
export function renderActionButtons(container, actions, { busy, act, filter }) {
  const words = filter ? filter.value.trim().toLowerCase() : "";
  if (filter) filter.hidden = actions.length <= FILTER_FROM;
  const key = JSON.stringify([actions.map((a) => [a.action, a.text]), busy, words]);
  redraw(container, key, () => drawButtons(container, actions, words, busy, act));
}

function drawButtons(container, actions, words, busy, act) {
  container.replaceChildren();
  for (const entry of actions) {
    if (words && !entry.text.toLowerCase().includes(words)) continue;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "action";
    button.textContent = entry.text;
    button.dataset.action = actionKey(entry.action);
    button.disabled = busy;
    button.addEventListener("click", () => act(entry.action));
    container.append(button);
  }
}

/** Who is to move, or who has already chosen in a secret step (never what). */
export function turnText(state) {
  if (state.outcome) return t("The game is over.");
  const actors = state.actors || [];
  const secret = state.secret;
  if (secret && Array.isArray(secret.chosen)) {
    const waiting = secret.waiting || actors;
    const parts = [t("Everyone chooses in secret.")];
    if (secret.chosen.length) parts.push(t("Already chosen: {names}.", { names: names(state, secret.chosen) }));
    if (waiting.length) parts.push(t("Still choosing: {names}.", { names: names(state, waiting) }));
    return parts.join(" ");
  }
  if (state.seat !== null && actors.includes(state.seat)) {
    return t("Your move, {name}.", { name: playerName(state, state.seat) });
  }
  if (actors.length) return t("Waiting for {names}.", { names: names(state, actors) });
  return "";
}

export function renderPlayers(list, state) {
  const key = JSON.stringify([state.players, state.actors, state.secret && state.secret.chosen, state.seat,
    Boolean(state.outcome)]);
  redraw(list, key, () => drawPlayers(list, state));
}

function drawPlayers(list, state) {
  list.replaceChildren();
  const actors = state.actors || [];
  const chosen = (state.secret && state.secret.chosen) || [];
  for (const player of state.players || []) {
    const item = document.createElement("li");
    item.dataset.seat = player.seat;
    const name = document.createElement("span");
    name.className = "name";
    name.textContent = playerName(state, player.seat);
    item.append(name);
    const tags = [];
    if (player.seat === state.seat) tags.push(t("you"));
    if (player.kind === "bot") tags.push(t("bot"));
    else if (player.free) tags.push(t("free seat"));
    else if (player.connected === false) tags.push(t("away"));
    if (chosen.includes(player.seat)) tags.push(t("has chosen"));
    else if (actors.includes(player.seat) && !state.outcome) tags.push(t("to move"));
    for (const text of tags) {
      const tag = document.createElement("span");
      tag.className = "tag";
      tag.textContent = text;
      item.append(" ", tag);
    }
    if (actors.includes(player.seat) && !chosen.includes(player.seat)) item.classList.add("to-move");
    list.append(item);
  }
}

/** The negotiation panel: the offers on the table, and the negotiating actions. */
export function renderNegotiation(section, state, actions, options) {
  const negotiation = state.negotiation;
  section.hidden = !negotiation && actions.length === 0;
  if (section.hidden) return;
  section.querySelector("#negotiation-title").textContent = (negotiation && negotiation.title) || "";
  const list = section.querySelector("#offers");
  list.replaceChildren();
  const statuses = { open: t("open"), accepted: t("accepted"), refused: t("refused") };
  for (const offer of (negotiation && negotiation.offers) || []) {
    const item = document.createElement("li");
    item.dataset.status = offer.status;
    const who = document.createElement("strong");
    who.textContent = t("{from} to {to}:", { from: seatWords(state, offer.from), to: seatWords(state, offer.to) });
    const status = document.createElement("span");
    status.className = "tag";
    status.textContent = statuses[offer.status] || offer.status;
    item.append(who, " ", offer.terms ?? "", " ", status);
    list.append(item);
  }
  renderActionButtons(section.querySelector("#negotiation-actions"), actions, options);
}

function seatWords(state, seat) {
  if (Array.isArray(seat)) return seat.map((s) => seatWords(state, s)).join(", ");
  return Number.isInteger(seat) ? playerName(state, seat) : seat;
}

/** The game log, newest last; it follows the end unless the reader scrolled up. */
export function renderLog(list, log) {
  const entries = log || [];
  const atEnd = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
  const changed = extendList(list, entries.map((entry) => `${entry.seq}\u0000${entry.text}`), (index) => {
    const item = document.createElement("li");
    item.textContent = entries[index].text;
    return item;
  });
  if (changed && atEnd) list.scrollTop = list.scrollHeight;
}

export function renderChat(list, state) {
  const lines = state.chat || [];
  const name = (line) => (Number.isInteger(line.seat) ? playerName(state, line.seat) : line.name || t("Spectator"));
  const texts = lines.map((line) => `${line.at}\u0000${name(line)}\u0000${line.text}`);
  if (extendList(list, texts, (index) => {
    const item = document.createElement("li");
    const who = document.createElement("strong");
    who.textContent = `${name(lines[index])}: `;
    item.append(who, lines[index].text);
    return item;
  })) list.scrollTop = list.scrollHeight;
}

/** The final result: the outcome's own words, then every player's rank and score. */
export function renderResult(section, state) {
  const outcome = state.outcome;
  section.hidden = !outcome;
  if (!outcome) return;
  const words = [outcome.text, outcome.words, outcome.summary].find((w) => typeof w === "string");
  section.querySelector("#result-words").textContent = words || winnersText(state, outcome);
  const rows = section.querySelector("#result-rows");
  rows.replaceChildren();
  const seats = (state.players || []).map((p) => p.seat);
  const rank = (seat) => (outcome.ranks ? outcome.ranks[seat] : 0);
  for (const seat of [...seats].sort((a, b) => rank(a) - rank(b))) {
    const row = document.createElement("tr");
    if ((outcome.winners || []).includes(seat)) row.className = "winner";
    const score = (outcome.score_texts || outcome.scores || [])[seat] ?? "";
    for (const text of [rank(seat) ?? "", playerName(state, seat), score]) {
      const cell = document.createElement("td");
      cell.textContent = text;
      row.append(cell);
    }
    rows.append(row);
  }
}

function winnersText(state, outcome) {
  const winners = outcome.winners || [];
  return winners.length ? t("Winner: {names}", { names: names(state, winners) }) : "";
}

/** Seconds as m:ss (or h:mm:ss for turn-based play over days). */
export function clockText(seconds) {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
