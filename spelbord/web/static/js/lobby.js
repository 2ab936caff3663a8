// The lobby: create a table, share its seat links, join an open table, list this browser's tables.

import { currentLang, languageSwitch, loadLanguage, t } from "./i18n.js";
import { linkLabel, renderLinks, requestJson, saveCreatedTable, saveLink, savedLinks } from "./api.js";
import { pointAtRules, renderRulesList } from "./rules-links.js";

const form = document.getElementById("new-table");
const gameSelect = document.getElementById("game");
const playersSelect = document.getElementById("players");
let games = [];
/** How often the open tables and "My tables" are asked for again. */
const REFRESH_MS = 10_000;
const NAME_KEY = "spelbord.name";

function selectedGame() {
  return games.find((g) => g.name === gameSelect.value);
}

function title(game) {
  return (game.titles && game.titles[currentLang()]) || game.name;
}

/** Fill a <select> with [value, text] pairs, keeping the choice when it is still there. */
function fillSelect(select, pairs, wanted) {
  const keep = wanted ?? select.value;
  select.replaceChildren(...pairs.map(([value, text]) => new Option(text, value)));
  if (pairs.some(([value]) => String(value) === String(keep))) select.value = keep;
}

function renderGames() {
  fillSelect(gameSelect, games.map((g) => [g.name, title(g)]));
  renderRulesList(document.getElementById("rules-list"), games, title);
  renderPlayers();
}

function renderPlayers() {
  const game = selectedGame();
  if (!game) return;
  pointAtRules(document.getElementById("game-rules"), game.name);
  const counts = [];
  for (let n = game.min_players; n <= game.max_players; n++) counts.push([n, String(n)]);
  const keep = counts.some(([n]) => String(n) === playersSelect.value) ? playersSelect.value
    : game.default_players ?? game.min_players;
  fillSelect(playersSelect, counts, keep);
  renderOptions();
  renderSeats();
}

/** The text of an option's help: the server may send it as words or by language. */
function helpText(help) {
  if (help && typeof help === "object") return help[currentLang()] || help.en || "";
  return help || "";
}

function isYesNo(option) {
  const choices = option.choices || [];
  return option.kind === "bool" || (choices.length === 2 && choices.every((c) => typeof c === "boolean"));
}

/** One input per option of the game, from the option metadata of /api/games. */
function renderOptions() {
  const fieldset = document.getElementById("options");
  const legend = fieldset.querySelector("legend");
  const game = selectedGame();
  const players = Number(playersSelect.value);
  const entries = Object.entries(game.options || {});
  fieldset.replaceChildren(legend);
  fieldset.hidden = entries.length === 0;
  for (const [key, option] of entries) {
    const id = `option-${key}`;
    const applies = !option.players || option.players.includes(players);
    const row = document.createElement("div");
    row.className = isYesNo(option) ? "check" : "field";
    const label = document.createElement("label");
    label.htmlFor = id;
    label.textContent = key.replace(/_/g, " ");
    const help = document.createElement("small");
    help.textContent = helpText(option.help);
    help.id = `${id}-help`;
    let input;
    if (isYesNo(option)) {
      input = document.createElement("input");
      input.type = "checkbox";
      input.checked = option.default === true;
      row.append(input, label, help);
    } else {
      input = document.createElement("select");
      for (const choice of option.choices || []) {
        const element = new Option(String(choice), JSON.stringify(choice));
        element.selected = choice === option.default;
        input.append(element);
      }
      row.append(label, input, help);
    }
    input.id = id;
    input.dataset.option = key;
    input.disabled = !applies;
    input.setAttribute("aria-describedby", help.id);
    fieldset.append(row);
  }
}

/** The chosen options, only those that differ from the defaults. */
function chosenOptions() {
  const game = selectedGame();
  const options = {};
  for (const input of document.querySelectorAll("[data-option]")) {
    if (input.disabled) continue;
    const option = game.options[input.dataset.option];
    const value = input.type === "checkbox" ? input.checked : JSON.parse(input.value);
    if (value !== option.default) options[input.dataset.option] = value;
  }
  return options;
}

/** A bot's name as people read it in the current language (the server translates). */
function botTitle(game, bot) {
  return (game.bot_titles && game.bot_titles[bot] && game.bot_titles[bot][currentLang()]) || bot;
}

/** One row per seat: human or which bot, and a name. */
function renderSeats() {
  const game = selectedGame();
  const list = document.getElementById("seats");
  const before = [...list.querySelectorAll("li")].map((row) => ({
    kind: row.querySelector("select").value, name: row.querySelector("input").value,
  }));
  const bots = game.bots && game.bots.length ? game.bots : ["random"];
  const preferred = bots.includes("heuristic") ? "heuristic" : bots[0];
  list.replaceChildren();
  for (let seat = 0; seat < Number(playersSelect.value); seat++) {
    const row = document.createElement("li");
    const kind = document.createElement("select");
    kind.id = `seat-${seat}-kind`;
    kind.setAttribute("aria-label", t("Who plays seat {number}", { number: seat + 1 }));
    kind.append(new Option(t("Human"), "human"));
    kind.append(new Option(t("Open: anyone may join"), "open"));
    for (const bot of bots) kind.append(new Option(t("Bot: {name}", { name: botTitle(game, bot) }), `bot:${bot}`));
    kind.value = before[seat]?.kind ?? (seat === 0 ? "human" : `bot:${preferred}`);
    if (!kind.value) kind.value = "human";
    const name = document.createElement("input");
    name.id = `seat-${seat}-name`;
    name.maxLength = 40;
    name.placeholder = t("Player {number}", { number: seat + 1 });
    name.setAttribute("aria-label", t("Name of seat {number}", { number: seat + 1 }));
    name.value = before[seat]?.name ?? "";
    // the person who joins an open seat chooses its name
    const nameable = () => { name.disabled = kind.value === "open"; };
    kind.addEventListener("change", nameable);
    nameable();
    row.append(kind, name);
    list.append(row);
  }
}

function chosenSeats() {
  return [...document.querySelectorAll("#seats li")].map((row) => {
    const kind = row.querySelector("select").value;
    const name = row.querySelector("input").value.trim();
    if (kind === "open") return { kind: "human", open: true };
    const seat = kind === "human" ? { kind: "human" } : { kind: "bot", bot: kind.slice(4) };
    if (name) seat.name = name;
    return seat;
  });
}

async function createTable(event) {
  event.preventDefault();
  const error = document.getElementById("create-error");
  error.textContent = "";
  const seconds = document.getElementById("move-seconds").value.trim();
  const body = {
    game: gameSelect.value,
    players: Number(playersSelect.value),
    options: chosenOptions(),
    seats: chosenSeats(),
    move_seconds: seconds ? Number(seconds) : null,
    bot_on_timeout: document.getElementById("bot-on-timeout").checked,
    hotseat: document.getElementById("hotseat").checked,
    hints: document.getElementById("hints").checked,
  };
  try {
    const created = await requestJson("/api/tables", body);
    saveCreatedTable(created);
    renderLinks(document.getElementById("created-links"), created, body.seats.map((s) => s.bot));
    const section = document.getElementById("created");
    section.hidden = false;
    section.scrollIntoView({ block: "nearest" });
    await Promise.all([renderMine(), renderOpen()]);
  } catch (problem) {
    error.textContent = t("The table was not created: {reason}", { reason: problem.message });
  }
}

/** The words for one seat of an open table: its player, its bot, or that it is free. */
function seatText(game, seat) {
  if (seat.free) return t("Seat {number}: free", { number: seat.seat + 1 });
  const name = seat.name || t("Player {number}", { number: seat.seat + 1 });
  if (seat.kind === "bot") return t("Seat {number}: {name} (bot: {bot})", { number: seat.seat + 1, name, bot: botTitle(game, seat.bot) });
  return t("Seat {number}: {name}", { number: seat.seat + 1, name });
}

let openShown = "";

/** The running tables with a free seat (GET /api/open-tables), each free seat a button to take it. */
async function renderOpen() {
  let tables;
  try {
    tables = await requestJson("/api/open-tables");
  } catch {
    return;  // a convenience: tried again at the next refresh
  }
  // redrawn only when something changed, so a refresh never takes the focus from a button
  const shown = JSON.stringify([currentLang(), tables]);
  if (shown === openShown) return;
  openShown = shown;
  const list = document.getElementById("open");
  list.replaceChildren();
  document.getElementById("open-empty").hidden = tables.length > 0;
  for (const table of tables) {
    const game = games.find((g) => g.name === table.game);
    const item = document.createElement("li");
    item.dataset.table = table.id;
    const heading = document.createElement("strong");
    heading.textContent = game ? title(game) : table.game;
    const seats = document.createElement("ul");
    for (const seat of table.seats) {
      const row = document.createElement("li");
      row.textContent = seatText(game, seat);
      if (seat.free) {
        const take = document.createElement("button");
        take.type = "button";
        take.className = "join";
        take.textContent = t("Take seat {number}", { number: seat.seat + 1 });
        take.addEventListener("click", () => join(table.id, seat.seat));
        row.append(" ", take);
      }
      seats.append(row);
    }
    item.append(heading, seats);
    list.append(item);
  }
}

/** Take a free seat under the chosen name; the seat's own link opens the table. */
async function join(tableId, seat) {
  const error = document.getElementById("join-error");
  const field = document.getElementById("join-name");
  const name = field.value.trim();
  error.textContent = "";
  if (!name) {
    error.textContent = t("Choose a name first.");
    field.focus();
    return;
  }
  localStorage.setItem(NAME_KEY, name);
  try {
    const joined = await requestJson(`/api/tables/${encodeURIComponent(tableId)}/join`, { seat, name });
    const mine = joined.seats.find((s) => s.token);
    saveLink({ table: joined.id, tokens: [mine.token], seats: [mine.seat] });
    location.href = mine.url;
  } catch (problem) {
    error.textContent = t("You could not join: {reason}", { reason: problem.message });
    openShown = "";
    renderOpen();
  }
}

let mineShown = "";

/** This browser's tables, running first, from POST /api/my-tables. */
async function renderMine() {
  const links = savedLinks();
  const list = document.getElementById("mine");
  document.getElementById("mine-empty").hidden = links.length > 0;
  if (!links.length) return;
  let tables = [];
  try {
    const answer = await requestJson("/api/my-tables", { tokens: links.flatMap((l) => l.tokens) });
    tables = Array.isArray(answer) ? answer : answer.tables || [];
  } catch {
    return;  // the list is a convenience: the links themselves still work
  }
  const shownNow = JSON.stringify([currentLang(), links, tables.map((table) => [table.id, table.status, table.my_turn])]);
  if (shownNow === mineShown) return;
  mineShown = shownNow;
  const byId = new Map(tables.map((table) => [table.id, table]));
  list.replaceChildren();
  const shown = links.filter((l) => byId.has(l.table));
  shown.sort((a, b) => Number(isOver(byId.get(a.table))) - Number(isOver(byId.get(b.table))));
  for (const link of shown) {
    const table = byId.get(link.table);
    const item = document.createElement("li");
    const anchor = document.createElement("a");
    anchor.href = `/table/${encodeURIComponent(link.table)}#token=${link.tokens.join(",")}`;
    const game = games.find((g) => g.name === table.game);
    anchor.textContent = [game ? title(game) : table.game, linkLabel(link)].filter(Boolean).join(": ");
    const status = document.createElement("span");
    status.className = "status";
    status.textContent = isOver(table) ? t("finished") : table.my_turn ? t("your move") : t("running");
    if (!isOver(table) && table.my_turn) item.classList.add("my-turn");
    item.append(anchor, " ", status);
    if (isOver(table)) item.append(" ", replayLink(link));
    list.append(item);
  }
  document.getElementById("mine-empty").hidden = shown.length > 0;
}

/** A finished table's replay, from the seat this link holds (all seats for a hot-seat link). */
function replayLink(link) {
  const anchor = document.createElement("a");
  anchor.className = "replay";
  const view = link.tokens.length > 1 ? "all" : link.seats && link.seats.length === 1 ? String(link.seats[0]) : "spectator";
  anchor.href = `/replay/${encodeURIComponent(link.table)}?view=${view}`;
  anchor.textContent = t("Replay");
  return anchor;
}

function isOver(table) {
  return Boolean(table.outcome) || table.status === "finished" || table.status === "over";
}

async function start() {
  await loadLanguage(currentLang());
  languageSwitch(document.getElementById("lang"), async () => {
    await loadGames();
    renderMine();
    renderOpen();
  });
  document.getElementById("join-name").value = localStorage.getItem(NAME_KEY) || "";
  gameSelect.addEventListener("change", renderPlayers);
  playersSelect.addEventListener("change", () => { renderOptions(); renderSeats(); });
  form.addEventListener("submit", createTable);
  await loadGames();
  await Promise.all([renderMine(), renderOpen()]);
  setInterval(() => { renderMine(); renderOpen(); }, REFRESH_MS);
  document.body.dataset.ready = "yes";
}

async function loadGames() {
  games = await requestJson(`/api/games?lang=${currentLang()}`);
  renderGames();
}

start();
