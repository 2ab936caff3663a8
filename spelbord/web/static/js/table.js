// The table page: one WebSocket to the table, the states of this browser's seats,
// and the hot-seat cover that hides one seat's view before the next seat plays.

import { currentLang, languageSwitch, loadLanguage, t } from "./i18n.js";
import { alertsSwitch, signalMove } from "./alerts.js";
import { inStep, secretBetween } from "./hotseat.js";
import { pointAtRules } from "./rules-links.js";
import { Connection, tableSocketUrl } from "./connection.js";
import { renderLinks, requestJson, saveCreatedTable, saveLink, savedLinks, tokensFromFragment } from "./api.js";
import {
  actionKey, clockText, forgetDrawings, playerName, renderActionButtons, renderBoard, renderChat, renderLog,
  renderNegotiation, renderPlayers, renderResult, turnText,
} from "./render.js";

const $ = (id) => document.getElementById(id);
const tableId = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const SPECTATOR = "spectator";

const page = {
  tokens: [],
  states: new Map(),   // seat (or SPECTATOR) -> its latest "state" message
  shown: undefined,    // the seat whose view is on screen
  coverFor: undefined, // the seat the hot-seat cover waits for
  busyAt: null,        // the moment ("seq/picks") at which this page sent an action, until the answer comes
  clock: null,         // {until: ms timestamp, seats}
  hints: new Map(),    // seat -> its latest "hint" message, or "asked" while it is worked out
  titles: {},
};

function findTokens() {
  const fromLink = tokensFromFragment();
  if (fromLink.length) {
    saveLink({ table: tableId, tokens: fromLink });
    return fromLink;
  }
  const saved = savedLinks().find((link) => link.table === tableId);
  return saved ? saved.tokens : [];
}

const connection = new Connection(tableSocketUrl(tableId), {
  onOpen: () => connection.send({ type: "hello", tokens: page.tokens, lang: currentLang() }),
  onMessage: receive,
  onStatus: showConnection,
});

function receive(message) {
  if (message.type === "state") {
    const key = message.seat === null || message.seat === undefined ? SPECTATOR : message.seat;
    if (!page.states.has(key) && page.tokens.length === 1 && key !== SPECTATOR) {
      saveLink({ table: tableId, tokens: page.tokens, seats: [key] });
    }
    page.states.set(key, message);
    if (key === page.shown && moment(message) !== page.busyAt) page.busyAt = null;
    if (key === page.shown || page.states.size === 1) startClock(message);
    update();
  } else if (message.type === "presence") {
    // someone came or went: only the list of players changes
    for (const state of page.states.values()) state.players = message.players;
    const state = page.states.get(page.shown);
    if (state) renderPlayers($("players"), state);
  } else if (message.type === "rematch") {
    // this seat's own link to the rematch, whoever asked for it
    saveCreatedTable(message);
    renderLinks($("rematch-links"), message, []);
  } else if (message.type === "hint") {
    page.hints.set(message.seat, message);
    if (message.seat === page.shown) render();
  } else if (message.type === "error") {
    page.busyAt = null;
    for (const [seat, hint] of page.hints) if (hint === "asked") page.hints.delete(seat);
    $("message").textContent = message.message;
    update();
  }
}

function showConnection(status) {
  if (status === "gone") {
    noSuchTable();
    return;
  }
  // a hint asked on a connection that closed will not come: the button may ask again
  if (status === "open") for (const [seat, hint] of page.hints) if (hint === "asked") page.hints.delete(seat);
  const element = $("connection");
  element.dataset.state = status;
  element.textContent = {
    connecting: t("Connecting…"), open: t("Connected"), closed: t("Connection lost; reconnecting…"),
  }[status];
}

/** The address names no table: say so, and stop (the page does not try again). */
function noSuchTable() {
  $("table").hidden = true;
  $("cover").hidden = true;
  $("missing").hidden = false;
  $("connection").dataset.state = "gone";
  $("connection").textContent = "";
  document.title = `${t("No such table")} · spelbord`;
}

/** Which local seat should be on screen: the one that may act now (hot-seat), else the same. */
function seatToShow() {
  const seats = [...page.states.keys()].sort((a, b) => a - b);
  if (seats.length <= 1) return seats[0];
  const acting = seats.filter((seat) => {
    const state = page.states.get(seat);
    return !state.outcome && state.actions.length > 0 && (state.actors || []).includes(seat);
  });
  if (acting.includes(page.shown)) return page.shown;
  if (acting.length) return acting.find((seat) => seat > page.shown) ?? acting[0];
  return page.shown ?? seats[0];
}

/** The local seat that may act now, if any (a spectator has none). */
function seatToMove() {
  for (const [seat, state] of page.states) {
    if (seat !== SPECTATOR && !state.outcome && state.actions.length > 0 && (state.actors || []).includes(seat)) return seat;
  }
  return undefined;
}

function signalYourMove() {
  const any = page.states.values().next().value;
  if (!any) return;
  const seat = seatToMove();
  signalMove(seat !== undefined, page.titles[any.game] || any.game,
    seat !== undefined ? playerName(page.states.get(seat), seat) : "");
}

function update() {
  signalYourMove();
  const want = seatToShow();
  if (want === undefined) return;
  if (page.states.size > 1 && want !== page.shown) {
    if (!inStep(page.states.values())) return;  // the other seats' states of this moment are on their way
    if (needsCover(want)) {
      coverFor(want);
      return;
    }
    page.coverFor = undefined;
  }
  page.shown = want;
  render();
}

/** The screen passes to `seat` behind the cover only when something secret is on it or will be:
 *  a private part of the view on screen (or, before anything is shown, of any local seat's), or
 *  of `seat`'s, that the other does not see alike (js/hotseat.js). */
function needsCover(seat) {
  if (page.coverFor !== undefined) return true;
  const next = page.states.get(seat);
  const before = page.shown !== undefined ? [page.states.get(page.shown)] : [...page.states.values()];
  return before.some((state) => secretBetween(state, next));
}

/** The pass-the-device screen: the previous seat's view is removed, not only hidden. */
function coverFor(seat) {
  page.coverFor = seat;
  page.shown = undefined;
  for (const id of ["board", "actions", "negotiation-actions", "offers", "players", "log", "chat", "turn", "message", "hint"]) {
    $(id).replaceChildren();
    forgetDrawings($(id));
  }
  $("table").hidden = true;
  const name = playerName(page.states.get(seat), seat);
  $("cover-title").textContent = t("Pass the device to {name}", { name });
  $("cover-continue").textContent = t("I am {name}: continue", { name });
  $("cover").hidden = false;
  $("cover-continue").focus();
}

function uncover() {
  $("cover").hidden = true;
  $("table").hidden = false;
  page.shown = page.coverFor;
  page.coverFor = undefined;
  startClock(page.states.get(page.shown));
  render();
}

/** Where a seat's state stands: the public moves, and its own picks in a secret choice
 *  (a pick that leaves the choice unfinished moves only the second number). */
function moment(state) {
  return `${state.seq}/${state.picks ?? 0}`;
}

function act(action) {
  const state = page.states.get(page.shown);
  if (!state || page.busyAt !== null) return;
  $("message").textContent = "";
  if (!connection.send({ type: "act", seat: state.seat, action, seq: state.seq, picks: state.picks ?? 0 })) {
    $("message").textContent = t("Not connected; the move was not sent.");
    return;
  }
  page.busyAt = moment(state);
  render();
}

/** Undo: take back this seat's own last step, where the server offers it (``can_undo``). */
function undo() {
  const state = page.states.get(page.shown);
  if (!state || !state.can_undo || page.busyAt !== null) return;
  $("message").textContent = "";
  if (connection.send({ type: "undo", seat: state.seat })) {
    page.busyAt = moment(state);
    render();
  }
}

/** While a step can still be taken back, ask before one that would make it final
 *  (it draws, shows something hidden or ends a secret choice): a setting, on by default. */
function actOrConfirm(action) {
  const state = page.states.get(page.shown);
  const key = actionKey(action);
  const entry = state && state.can_undo && state.actions.find((a) => actionKey(a.action) === key);
  if (entry && entry.final && $("confirm-final").checked
      && !window.confirm(t("After this step your earlier steps can no longer be undone. Play it?"))) return;
  act(action);
}

function renderUndo(state) {
  const mine = state.seat !== null && state.seat !== undefined && !state.outcome;
  $("undo-button").hidden = !(mine && state.can_undo);
  $("undo-button").disabled = page.busyAt !== null;
  $("confirm-final-label").hidden = !mine;
}

function saveConfirmSetting() {
  try {
    localStorage.setItem("spelbord.confirmFinal", $("confirm-final").checked ? "on" : "off");
  } catch {
    // no storage (a private window): the setting lasts as long as the page
  }
}

function loadConfirmSetting() {
  try {
    $("confirm-final").checked = localStorage.getItem("spelbord.confirmFinal") !== "off";
  } catch {
    $("confirm-final").checked = true;
  }
}

function setAutoPass() {
  const state = page.states.get(page.shown);
  if (state && state.seat !== null && state.seat !== undefined) {
    connection.send({ type: "auto_pass", seat: state.seat, on: $("auto-pass").checked });
  }
}

function askHint() {
  const state = page.states.get(page.shown);
  if (!state || page.hints.get(state.seat) === "asked") return;
  $("message").textContent = "";
  if (connection.send({ type: "hint", seat: state.seat })) {
    page.hints.set(state.seat, "asked");
    render();
  }
}

/** The Hint button, and the hint of the state on screen: its words and its action's button marked. */
function renderHint(state) {
  const mayAsk = Boolean(state.hints) && state.seat !== null && state.seat !== undefined && !state.outcome
    && (state.actors || []).includes(state.seat) && state.actions.length > 0;
  const hint = page.hints.get(state.seat);
  $("hint-button").hidden = !mayAsk;
  $("hint-button").disabled = hint === "asked" || page.busyAt !== null;
  const current = mayAsk && hint && hint !== "asked" && moment(hint) === moment(state) ? hint : null;
  if (hint === "asked") $("hint").textContent = t("Thinking…");
  else if (!current) $("hint").textContent = "";
  else if (current.chance === null || current.chance === undefined) {
    $("hint").textContent = t("Hint: {move} (no estimate of the chance to win)", { move: current.text });
  } else {
    $("hint").textContent = t("Hint: {move} (about {percent} % to win)",
      { move: current.text, percent: Math.round(current.chance * 100) });
  }
  const key = current ? actionKey(current.action) : null;
  for (const button of document.querySelectorAll("#actions .action, #negotiation-actions .action")) {
    button.classList.toggle("hinted", button.dataset.action === key);
  }
}

function render() {
  const state = page.states.get(page.shown);
  if (!state) return;
  document.body.dataset.seat = state.seat ?? SPECTATOR;
  document.body.dataset.seq = state.seq;
  document.body.dataset.picks = state.picks ?? 0;
  const title = page.titles[state.game] || state.game;
  $("game-title").textContent = state.seat === null || state.seat === undefined
    ? t("{game}: watching", { game: title })
    : t("{game}: {name}", { game: title, name: playerName(state, state.seat) });
  signalYourMove();
  const options = { busy: page.busyAt !== null, act: actOrConfirm, filter: $("action-filter") };
  pointAtRules($("rules-link"), state.game);
  const play = state.actions.filter((a) => a.group !== "negotiate");
  const negotiate = state.actions.filter((a) => a.group === "negotiate");
  renderBoard($("board"), state, options);
  renderActionButtons($("actions"), play, options);
  $("actions-section").hidden = play.length === 0;
  renderNegotiation($("negotiation"), state, negotiate, { ...options, filter: null });
  renderHint(state);
  renderUndo(state);
  $("turn").textContent = turnText(state);
  $("practice").hidden = !state.practice;
  renderPlayers($("players"), state);
  renderLog($("log"), state.log);
  renderChat($("chat"), state);
  $("chat-form").hidden = state.seat === null || state.seat === undefined;
  $("auto-pass-label").hidden = state.seat === null || state.seat === undefined || Boolean(state.outcome)
    || Boolean(state.hotseat);  // several seats on one screen: the cover would tell who held something
  $("auto-pass").checked = Boolean(state.auto_pass);
  $("alerts-label").hidden = state.seat === null || state.seat === undefined;
  renderResult($("result"), state);
  $("rematch").hidden = !page.tokens.length;
  renderClock();
}

function startClock(state) {
  const clock = state && state.clock;
  page.clock = clock && !state.outcome && typeof clock.seconds_left === "number"
    ? { until: Date.now() + clock.seconds_left * 1000, seats: clock.seats ?? [clock.seat] }
    : null;
  renderClock();
}

function renderClock() {
  const element = $("clock");
  element.hidden = !page.clock;
  const state = page.states.get(page.shown);
  if (!page.clock || !state) return;
  const left = (page.clock.until - Date.now()) / 1000;
  const who = page.clock.seats.filter((s) => s !== null && s !== undefined).map((s) => playerName(state, s));
  element.textContent = t("Time left for {names}: {time}", { names: who.join(", "), time: clockText(left) });
  element.classList.toggle("urgent", left < 10);
}

async function rematch() {
  $("message").textContent = "";
  try {
    const created = await requestJson(`/api/tables/${encodeURIComponent(tableId)}/rematch`, { token: page.tokens[0] });
    saveCreatedTable(created);
    const summary = await requestJson(`/api/tables/${encodeURIComponent(created.id)}`);
    // the answer holds this browser's own links; the others come to each player's own page
    renderLinks($("rematch-links"), created, summary.seats.map((seat) => seat.bot));
  } catch (problem) {
    $("message").textContent = t("No rematch: {reason}", { reason: problem.message });
  }
}

function sendChat(event) {
  event.preventDefault();
  const text = $("chat-text").value.trim();
  const state = page.states.get(page.shown);
  if (!text || !state) return;
  if (connection.send({ type: "chat", seat: state.seat, text })) $("chat-text").value = "";
}

async function loadTitles() {
  try {
    const games = await requestJson(`/api/games?lang=${currentLang()}`);
    page.titles = Object.fromEntries(games.map((g) => [g.name, (g.titles && g.titles[currentLang()]) || g.name]));
  } catch {
    page.titles = {};
  }
}

async function start() {
  await loadLanguage(currentLang());
  languageSwitch($("lang"), async (lang) => {
    await loadTitles();
    showConnection($("connection").dataset.state);
    connection.send({ type: "lang", lang });  // the server answers with every state in the new language
    if (page.coverFor !== undefined) coverFor(page.coverFor);
    else render();
  });
  page.tokens = findTokens();
  await loadTitles();
  $("cover-continue").addEventListener("click", uncover);
  $("action-filter").addEventListener("input", render);
  $("chat-form").addEventListener("submit", sendChat);
  $("auto-pass").addEventListener("change", setAutoPass);
  $("rematch").addEventListener("click", rematch);
  $("hint-button").addEventListener("click", askHint);
  $("undo-button").addEventListener("click", undo);
  loadConfirmSetting();
  $("confirm-final").addEventListener("change", saveConfirmSetting);
  alertsSwitch($("alerts"));
  setInterval(renderClock, 250);
  connection.connect();
}

start();
