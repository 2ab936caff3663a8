// The replay page (/replay/<table id>): a finished game stepped through move by move,
// as one seat saw it, as the spectators saw it, or with every seat's board side by side.
//
// The server rebuilds each step (GET /api/tables/<id>/replay?step=&view=&lang=); the page
// keeps the steps it was sent, so stepping back and forth asks the server only once.
// The address keeps the view and the step (?view=1&step=12), so a link shows the same.

import { currentLang, languageSwitch, loadLanguage, t } from "./i18n.js";
import { savedLinks } from "./api.js";
import { playerName, renderResult } from "./render.js";

const $ = (id) => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const KEPT = 200;

const replay = {
  step: 0,
  steps: null,       // the number of the last step, once the server has said
  view: "spectator", // a seat ("0", "1", ...), "spectator" or "all"
  shown: null,       // the step on screen
  asked: 0,          // the latest request: an older answer arriving late is not drawn
  cache: new Map(),  // "lang/view/step" -> the server's answer
  titles: {},
};

/** The view to start with: the address's, else this browser's own seat at the table. */
function firstView() {
  const asked = new URLSearchParams(location.search).get("view");
  if (asked) return asked;
  const mine = savedLinks().find((link) => link.table === tableId && link.seats && link.seats.length === 1);
  return mine ? String(mine.seats[0]) : "spectator";
}

async function fetchStep(step, view, lang) {
  const key = `${lang}/${view}/${step}`;
  if (replay.cache.has(key)) return replay.cache.get(key);
  const query = new URLSearchParams({ step, view, lang });
  const response = await fetch(`/api/tables/${encodeURIComponent(tableId)}/replay?${query}`);
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = new Error((data && data.detail) || `${response.status}`);
    error.status = response.status;
    throw error;
  }
  replay.cache.set(key, data);
  if (replay.cache.size > KEPT) replay.cache.delete(replay.cache.keys().next().value);
  return data;
}

/** Show step `step` (kept within the game) in the chosen view. */
async function go(step) {
  const last = replay.steps ?? Infinity;
  replay.step = Math.max(0, Math.min(last, Number.isFinite(step) ? Math.round(step) : 0));
  const asked = ++replay.asked;
  let data;
  try {
    data = await fetchStep(replay.step, replay.view, currentLang());
  } catch (problem) {
    if (asked === replay.asked) refuse(problem);
    return;
  }
  if (asked !== replay.asked) return;  // a later step was asked for meanwhile
  draw(data);
}

function refuse(problem) {
  if (problem.status === 400 && replay.shown === null && replay.view !== "spectator") {
    // a view this game does not have (a mistyped ?view=): the spectators' view instead
    replay.view = "spectator";
    go(replay.step);
    return;
  }
  if (problem.status === 409 || problem.status === 404) {
    $("replay").hidden = true;
    $("refused").hidden = false;
    $("refused-title").textContent = problem.status === 404 ? t("No such table") : t("Not over yet");
    $("refused-words").textContent = problem.status === 404
      ? t("There is no table at this address. Check the link, or start or join a table in the lobby.")
      : t("This game is still being played. Its replay opens when the game is over, since a replay shows every hidden card.");
    $("refused-table").hidden = problem.status === 404;
    document.body.dataset.ready = "refused";
    return;
  }
  $("message").textContent = t("This step could not be shown: {reason}", { reason: problem.message });
}

function draw(data) {
  $("refused").hidden = true;
  $("replay").hidden = false;
  $("message").textContent = "";
  replay.steps = data.steps;
  replay.shown = data.step;
  const title = replay.titles[data.game] || data.game;
  $("game-title").textContent = t("Replay of {game}", { game: title });
  document.title = `${t("Replay of {game}", { game: title })} · spelbord`;
  for (const id of ["slider", "step"]) {
    $(id).max = data.steps;
    $(id).value = data.step;
  }
  $("steps").textContent = t("of {steps}", { steps: data.steps });
  $("first").disabled = $("previous").disabled = data.step === 0;
  $("next").disabled = $("last").disabled = data.step === data.steps;
  drawViewChooser(data);
  $("step-heading").textContent = t("Step {step} of {steps}", { step: data.step, steps: data.steps });
  $("turn").textContent = stepWords(data);
  drawLines(data);
  drawPlayers(data);
  renderResult($("result"), data);
  drawBoards(data);
  const query = new URLSearchParams({ view: replay.view, step: data.step });
  history.replaceState(null, "", `${location.pathname}?${query}`);
  document.body.dataset.step = data.step;
  document.body.dataset.view = replay.view;
  document.body.dataset.ready = "yes";
}

/** Who played the step, and who was to move after it. */
function stepWords(data) {
  const parts = [data.mover === null ? t("The game begins.") : t("Played by {name}.", { name: playerName(data, data.mover) })];
  if (data.outcome) parts.push(t("The game is over."));
  else if (data.actors.length) {
    parts.push(t("Next to move: {names}.", { names: data.actors.map((seat) => playerName(data, seat)).join(", ") }));
  }
  return parts.join(" ");
}

/** The log up to the step: the earlier lines dimmed, each with its step, then this step's own. */
function drawLines(data) {
  const list = $("lines");
  list.replaceChildren();
  for (const line of data.earlier) {
    const item = document.createElement("li");
    item.className = "earlier";
    item.dataset.step = line.step;
    item.textContent = line.text;
    item.title = t("Step {step}", { step: line.step });
    list.append(item);
  }
  const lines = data.lines.length ? data.lines : [t("Nothing this view could see happened in this step.")];
  for (const text of lines) {
    const item = document.createElement("li");
    item.className = "this-step";
    item.textContent = text;
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;  // this step's lines in sight, the page itself not moved
}

function drawPlayers(data) {
  const list = $("players");
  list.replaceChildren();
  for (const player of data.players) {
    const item = document.createElement("li");
    item.textContent = playerName(data, player.seat);
    if (data.actors.includes(player.seat)) item.classList.add("to-move");
    list.append(item);
  }
}

function drawViewChooser(data) {
  const select = $("view");
  const choices = [
    ...data.players.map((player) => [String(player.seat), playerName(data, player.seat)]),
    ["spectator", t("Spectators")], ["all", t("All seats")],
  ];
  const key = JSON.stringify(choices);
  if (select.dataset.drawn !== key) {
    select.replaceChildren(...choices.map(([value, label]) => new Option(label, value)));
    select.dataset.drawn = key;
  }
  select.value = replay.view;
}

/** One board, or every seat's side by side, each under its seat's name. */
function drawBoards(data) {
  const container = $("boards");
  container.classList.toggle("side-by-side", data.boards.length > 1);
  container.replaceChildren();
  for (const board of data.boards) {
    const figure = document.createElement("figure");
    figure.className = "board-frame";
    figure.dataset.seat = board.seat ?? "spectator";
    const caption = document.createElement("figcaption");
    caption.textContent = board.seat === null ? t("Spectators") : playerName(data, board.seat);
    figure.innerHTML = board.svg;
    figure.prepend(caption);
    container.append(figure);
  }
}

/** The arrow keys step, Home and End go to the ends, unless a field takes the keys itself. */
function onKey(event) {
  if (event.target.closest("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
  const moves = { ArrowLeft: -1, ArrowRight: 1 };
  if (event.key in moves) go((replay.shown ?? replay.step) + moves[event.key]);
  else if (event.key === "Home") go(0);
  else if (event.key === "End") go(replay.steps ?? 0);
  else return;
  event.preventDefault();
}

async function loadTitles() {
  try {
    const response = await fetch("/api/games");
    const games = response.ok ? await response.json() : [];
    replay.titles = Object.fromEntries(games.map((g) => [g.name, (g.titles && g.titles[currentLang()]) || g.name]));
  } catch {
    replay.titles = {};
  }
}

async function start() {
  await loadLanguage(currentLang());
  await loadTitles();
  languageSwitch($("lang"), async () => {
    await loadTitles();
    go(replay.step);
  });
  replay.view = firstView();
  const step = Number(new URLSearchParams(location.search).get("step") || 0);
  const table = `/table/${encodeURIComponent(tableId)}`;
  $("table-link").href = table;
  $("refused-table").href = table;
  $("first").addEventListener("click", () => go(0));
  $("previous").addEventListener("click", () => go(replay.step - 1));
  $("next").addEventListener("click", () => go(replay.step + 1));
  $("last").addEventListener("click", () => go(replay.steps ?? 0));
  $("slider").addEventListener("input", () => go(Number($("slider").value)));
  $("step").addEventListener("change", () => go(Number($("step").value)));
  $("view").addEventListener("change", () => {
    replay.view = $("view").value;
    go(replay.step);
  });
  document.addEventListener("keydown", onKey);
  go(step);
}

start();
