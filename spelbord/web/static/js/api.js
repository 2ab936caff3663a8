// The server's HTTP API, and the seat links this browser holds.
//
// Every seat link (a table id and one or more secret seat tokens) that this
// browser created or opened is kept in localStorage, so the lobby can list
// "my tables" and a table page still finds its tokens after a reload.

import { currentLang, t } from "./i18n.js";

const LINKS_KEY = "spelbord.links";

/** GET or POST JSON; a refusal raises an Error with the server's own words, in the page's language. */
export async function requestJson(path, body) {
  const headers = { "Accept-Language": currentLang() };
  const options = body === undefined ? { headers } : {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  };
  const response = await fetch(path, options);
  const data = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorWords(data) || `${response.status} ${response.statusText}`);
  return data;
}

function errorWords(data) {
  if (!data) return "";
  const detail = data.detail ?? data.message ?? data.error;
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) return detail.map((d) => d.msg || JSON.stringify(d)).join("; ");
  return detail ? JSON.stringify(detail) : "";
}

/** The seat links kept in this browser: [{table, tokens, seats?}]. */
export function savedLinks() {
  try {
    const links = JSON.parse(localStorage.getItem(LINKS_KEY) || "[]");
    return Array.isArray(links) ? links : [];
  } catch {
    return [];
  }
}

/** Keep a seat link; what is already known of the same link (table and tokens) is kept too. */
export function saveLink(link) {
  const key = link.tokens.join(",");
  const links = savedLinks();
  const index = links.findIndex((l) => l.table === link.table && l.tokens.join(",") === key);
  if (index < 0) links.push(link);
  else links[index] = { ...links[index], ...link };
  localStorage.setItem(LINKS_KEY, JSON.stringify(links));
}

/** The words for a kept link: its seat, or the hot-seat's seats. */
export function linkLabel(link) {
  if (link.tokens.length > 1) return t("All local seats (hot-seat)");
  if (link.seats && link.seats.length === 1) return t("Seat {number}", { number: link.seats[0] + 1 });
  return "";
}

/** The seat tokens in a link's fragment (`#token=a,b`), else []. */
export function tokensFromFragment(hash = location.hash) {
  const match = /(?:^#|&)token=([^&]*)/.exec(hash);
  return match ? decodeURIComponent(match[1]).split(",").filter(Boolean) : [];
}

/** A path from the server (`/table/x#token=y`) as a full address to share. */
export function absoluteUrl(path) {
  return new URL(path, location.origin).href;
}

/** Keep the human seats' links of a newly created table (its response from the server). */
export function saveCreatedTable(created) {
  for (const link of createdLinks(created)) {
    if (link.tokens.length) saveLink({ table: created.id, tokens: link.tokens, seats: link.seats });
  }
}

/** The links of a created table in seat order: [{label, url, tokens, seats}] for human seats (one
 * link for all the seats of a hot-seat table), [{label, elsewhere}] for another person's seat
 * (a rematch: each player is sent their own), [{label, isBot, bot}] for bot seats (`bots`: the
 * bot's name by seat, when known). */
export function createdLinks(created, bots = []) {
  const links = [];
  const seen = new Set();
  for (const seat of created.seats) {
    if (seat.kind === "bot") {
      // a rematch's links pushed to a player's page come without the bots' names
      links.push({ label: t("Seat {number}", { number: seat.seat + 1 }), isBot: true, bot: bots[seat.seat], tokens: [] });
    } else if (seat.free) {
      links.push({ label: t("Seat {number}", { number: seat.seat + 1 }), free: true, tokens: [] });
    } else if (seat.url && !seen.has(seat.url)) {
      seen.add(seat.url);
      const seats = created.seats.filter((s) => s.url === seat.url).map((s) => s.seat);
      const tokens = tokensFromFragment(new URL(seat.url, location.origin).hash);
      links.push({ label: linkLabel({ tokens, seats }), url: absoluteUrl(seat.url), tokens, seats });
    } else if (!seat.url) {
      // another person's seat: its link goes to that person's own page, never to this one
      links.push({ label: t("Seat {number}", { number: seat.seat + 1 }), elsewhere: true, tokens: [] });
    }
  }
  return links;
}

/** A list of shareable links, each with a Copy and an Open button. */
export function renderLinks(container, created, bots) {
  container.replaceChildren();
  const list = document.createElement("ul");
  list.className = "links";
  const entries = createdLinks(created, bots);
  if (created.spectate_url) entries.push({ label: t("Spectators"), url: absoluteUrl(created.spectate_url), tokens: [] });
  for (const entry of entries) {
    const item = document.createElement("li");
    const label = document.createElement("span");
    label.className = "link-label";
    label.textContent = entry.label;
    item.append(label);
    if (entry.free) {
      const open = document.createElement("span");
      open.textContent = t("Open: anyone may join from the lobby");
      item.append(open);
    } else if (entry.elsewhere) {
      const elsewhere = document.createElement("span");
      elsewhere.textContent = t("Its player gets their own link");
      item.append(elsewhere);
    } else if (entry.isBot) {
      const bot = document.createElement("span");
      bot.textContent = entry.bot ? t("Bot: {name}", { name: entry.bot }) : t("bot");
      item.append(bot);
    } else {
      const field = document.createElement("input");
      field.readOnly = true;
      field.value = entry.url;
      field.setAttribute("aria-label", t("Link for {seat}", { seat: entry.label }));
      const copy = document.createElement("button");
      copy.type = "button";
      copy.textContent = t("Copy");
      copy.addEventListener("click", () => copyText(field, copy));
      const open = document.createElement("a");
      open.href = entry.url;
      open.textContent = t("Open");
      open.className = "button";
      item.append(field, copy, open);
    }
    list.append(item);
  }
  container.append(list);
}

async function copyText(field, button) {
  try {
    await navigator.clipboard.writeText(field.value);
  } catch {
    // the clipboard API needs a secure context; plain http on a LAN falls back to selecting
    field.select();
    document.execCommand("copy");
  }
  button.textContent = t("Copied");
  setTimeout(() => { button.textContent = t("Copy"); }, 1500);
}
