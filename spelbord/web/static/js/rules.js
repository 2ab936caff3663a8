// A game's rules page: /rules/<game>?lang=xx shows the page the server renders from the
// game's Markdown (GET /api/rules/<game>?lang=xx), with its contents and the other languages.

import { LANGUAGES, currentLang, languageSwitch, loadLanguage, t } from "./i18n.js";
import { rulesUrl } from "./rules-links.js";

const $ = (id) => document.getElementById(id);
const game = decodeURIComponent(location.pathname.split("/").filter(Boolean).pop());
const LANGUAGE_NAMES = { sv: "Svenska", de: "Deutsch", en: "English" };

/** The page's language: ?lang=xx, else the interface language. */
function pageLang() {
  const asked = new URLSearchParams(location.search).get("lang");
  return LANGUAGES.includes(asked) ? asked : currentLang();
}

function renderContents(contents) {
  const list = $("contents");
  list.replaceChildren();
  let section = null;
  for (const heading of contents) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.href = `#${heading.anchor}`;
    link.textContent = heading.title;
    item.append(link);
    if (heading.level === 2 || !section) {
      list.append(item);
      section = item;
    } else {
      let sub = section.querySelector("ol");
      if (!sub) section.append(sub = document.createElement("ol"));
      sub.append(item);
    }
  }
}

function renderLanguages(page, wanted) {
  const links = $("languages");
  links.replaceChildren();
  for (const lang of page.languages) {
    if (links.childNodes.length) links.append(" · ");
    const link = document.createElement("a");
    link.href = rulesUrl(game, lang);
    link.hreflang = lang;
    link.lang = lang;
    link.textContent = LANGUAGE_NAMES[lang] || lang;
    if (lang === page.lang) link.setAttribute("aria-current", "page");
    links.append(link);
  }
  $("fallback").hidden = page.lang === wanted;
  $("fallback").textContent = t("This page is not written in {language} yet; here it is in {shown}.",
    { language: LANGUAGE_NAMES[wanted], shown: LANGUAGE_NAMES[page.lang] || page.lang });
}

async function show() {
  const lang = pageLang();
  await loadLanguage(lang);
  $("lang").value = lang;
  const response = await fetch(`/api/rules/${encodeURIComponent(game)}?lang=${lang}`);
  if (!response.ok) {
    $("rules-error").textContent = t("There are no rules for this game here.");
    document.title = `${t("Rules")} · spelbord`;
    return;
  }
  const page = await response.json();
  $("game-title").textContent = page.title;
  $("rules-title").textContent = t("Rules: {game}", { game: page.title });
  $("rules").lang = page.lang;
  document.title = `${t("Rules: {game}", { game: page.title })} · spelbord`;
  $("rules-body").innerHTML = page.html;  // markdown-it with raw HTML off: the text cannot add markup
  renderContents(page.contents);
  renderLanguages(page, lang);
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}

languageSwitch($("lang"), (lang) => { location.href = rulesUrl(game, lang); });
show();
