// Links to the games' rules pages (/rules/<game>?lang=xx), from the lobby and the table page.

import { currentLang } from "./i18n.js";

/** The address of `game`'s rules page in `lang`. */
export function rulesUrl(game, lang = currentLang()) {
  return `/rules/${encodeURIComponent(game)}?lang=${lang}`;
}

/** Point `anchor` at `game`'s rules, opened in a new tab (a game under way stays open). */
export function pointAtRules(anchor, game) {
  anchor.href = rulesUrl(game);
  anchor.target = "_blank";
  anchor.rel = "noopener";
  anchor.hidden = !game;
}

/** One link per game, titled in the interface language. */
export function renderRulesList(list, games, title) {
  list.replaceChildren(...games.map((game) => {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.textContent = title(game);
    pointAtRules(link, game.name);
    link.dataset.game = game.name;
    item.append(link);
    return item;
  }));
}
